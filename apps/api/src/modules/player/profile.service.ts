import { requiredFieldsFor } from '@croupier/contracts/info';
import type { BrandConfig } from '@croupier/contracts/brand';
import type { Player } from '@croupier/contracts/player';
import {
  profileAgeProblem,
  type EditableProfileFields,
  type Subscriptions,
} from '@croupier/contracts/profile';
import { VALIDATION } from '@croupier/contracts/users';
import { isValidPostalCode } from '@croupier/domain/player/postal-code';
import { inferState } from '@croupier/domain/player/postal-state';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { brandService } from '../brand/brand.service.js';
import { behavesAs, isPlayerCountry } from '../geo/geo.service.js';
import { playerView } from './player.read.js';
import { findPlayerById, type NewPlayerRow, type PlayerRow } from './player.repository.js';
import { updatePlayer } from './player.service.js';

type Errors = Record<string, string[]>;

/** Wire field → column, for the fields `PATCH /api/player` may write (AC-02 allow-list). */
const COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  nickname: 'nickname',
  date_of_birth: 'dateOfBirth',
  gender: 'gender',
  country: 'country',
  city: 'city',
  address: 'address',
  postal_code: 'postalCode',
  state: 'state',
  mobile_phone: 'mobilePhone',
  receive_promos: 'receivePromos',
  receive_sms_promos: 'receiveSmsPromos',
  profession: 'profession',
} as const satisfies Record<keyof EditableProfileFields, keyof PlayerRow>;

type ProfileValues = { -readonly [K in keyof typeof COLUMNS]: PlayerRow[(typeof COLUMNS)[K]] };

/** Once verified by documents, who the player is may not change (platform-core.md §3). */
const LOCKED_WHEN_VERIFIED = ['first_name', 'last_name', 'date_of_birth'] as const;

/** A player-field name of the brand's contexts → the stored field it requires. */
const REQUIRED_FIELD_ALIASES: Readonly<Record<string, keyof ProfileValues>> = {
  mobile_phone_without_dial_code: 'mobile_phone',
};

function storedValues(row: PlayerRow): ProfileValues {
  const values = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) values[field] = row[column];
  return values as ProfileValues;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * `PATCH /api/player` (PR-004, PR-005, PR-009, PR-030, PR-037; RELIABILITY AC-02). The contract
 * already dropped every key a player may not write; here the rules that need the brand, the
 * clock or the stored row: the context's required fields (checked on the merged result, so a
 * field saved earlier need not be sent again), country support, age where the player lives,
 * postal code by country, the verified lock, and the AU/CA state inferred from the postal code.
 */
export async function updateProfile(
  deps: AppDeps,
  requestContext: RequestContext,
  playerId: number,
  user: EditableProfileFields,
  context: string | undefined,
): Promise<Player> {
  const { config } = await brandService(deps).get();
  return deps.database.db.transaction(async (tx) => {
    const row = await findPlayerById(tx, playerId);
    if (!row) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
    const stored = storedValues(row);
    const edit: Partial<ProfileValues> = {};
    for (const field of Object.keys(COLUMNS) as (keyof ProfileValues)[]) {
      const value = user[field];
      if (value === undefined) continue;
      // VAL-015: an empty nickname removes it.
      (edit as Record<string, unknown>)[field] =
        field === 'nickname' && value === '' ? null : value;
    }
    const merged: ProfileValues = { ...stored, ...edit };
    const errors = profileProblems(config, row, stored, edit, merged, context, deps.clock.now());
    if (Object.keys(errors).length > 0) throw AppError.invalid(errors);

    const state = stateToFill(config, merged);
    if (state !== null) edit.state = state;

    const patch: Partial<NewPlayerRow> = {};
    for (const [field, value] of Object.entries(edit)) {
      (patch as Record<string, unknown>)[COLUMNS[field as keyof ProfileValues]] = value;
    }
    const changed = Object.keys(edit).filter(
      (field) => edit[field as keyof ProfileValues] !== stored[field as keyof ProfileValues],
    );
    if (changed.length > 0) {
      await updatePlayer(deps, tx, playerId, patch);
      await recordSecurityEvent(deps, tx, {
        playerId,
        type: 'profile_updated',
        context: requestContext,
        details: { fields: changed, context: context ?? null },
      });
    }
    return playerView(deps, playerId, tx);
  });
}

function profileProblems(
  config: BrandConfig,
  row: PlayerRow,
  stored: ProfileValues,
  edit: Partial<ProfileValues>,
  merged: ProfileValues,
  context: string | undefined,
  now: Date,
): Errors {
  const errors: Errors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };

  // PR-005 / VAL-036: only an explicit context requires fields; a plain edit (the promo
  // subscription click of PR-030) changes what it sends.
  if (context !== undefined) {
    const required = config.playerFields.contexts[context]
      ? requiredFieldsFor(config.playerFields, context)
      : undefined;
    if (!required) {
      add('context', VALIDATION.CONTEXT_UNKNOWN);
    } else {
      for (const name of required) {
        const field = REQUIRED_FIELD_ALIASES[name] ?? (name as keyof ProfileValues);
        if (field in merged && isBlank(merged[field])) add(name, VALIDATION.REQUIRED);
      }
    }
  }

  if (edit.country !== undefined && edit.country !== stored.country) {
    const country = edit.country;
    if (country === null || !isPlayerCountry(config, country))
      add('country', VALIDATION.COUNTRY_UNSUPPORTED);
  }

  if (row.verified) {
    for (const field of LOCKED_WHEN_VERIFIED) {
      if (edit[field] !== undefined && edit[field] !== stored[field])
        add(field, VALIDATION.FIELD_LOCKED);
    }
  }

  const placeChanged =
    edit.date_of_birth !== undefined ||
    edit.country !== undefined ||
    edit.state !== undefined ||
    edit.postal_code !== undefined;
  if (placeChanged) {
    const ageProblem = profileAgeProblem(merged, now);
    if (ageProblem) add('date_of_birth', ageProblem);
  }

  if (
    (edit.postal_code !== undefined || edit.country !== undefined) &&
    merged.postal_code !== null &&
    merged.country !== null &&
    !isValidPostalCode(behavesAs(config, merged.country), merged.postal_code)
  )
    add('postal_code', VALIDATION.POSTAL_CODE_INVALID);

  return errors;
}

/** PR-009: an empty AU/CA state is filled from the postal code; null when nothing to fill. */
function stateToFill(config: BrandConfig, merged: ProfileValues): string | null {
  if (!isBlank(merged.state) || merged.country === null || isBlank(merged.postal_code)) return null;
  return inferState(behavesAs(config, merged.country), merged.postal_code ?? '');
}

/** PR-027: the language the player chose, if the brand offers it. */
export async function updateLocale(
  deps: AppDeps,
  playerId: number,
  locale: string,
): Promise<Player> {
  const { config } = await brandService(deps).get();
  const enabled = config.locales.some((entry) => entry.code === locale && entry.enabled);
  if (!enabled) throw AppError.invalid({ locale: [VALIDATION.LOCALE_UNSUPPORTED] });
  return deps.database.db.transaction(async (tx) => {
    await updatePlayer(deps, tx, playerId, { language: locale });
    return playerView(deps, playerId, tx);
  });
}

/** PR-028 / PR-029: the subscriptions are the player's two promo flags. */
export async function getSubscriptions(deps: AppDeps, playerId: number): Promise<Subscriptions> {
  const row = await findPlayerById(deps.database.db, playerId);
  if (!row) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
  return { receive_promos: row.receivePromos, receive_sms_promos: row.receiveSmsPromos };
}

export async function updateSubscriptions(
  deps: AppDeps,
  playerId: number,
  subscriptions: Subscriptions,
): Promise<Subscriptions> {
  const row = await updatePlayer(deps, deps.database.db, playerId, {
    receivePromos: subscriptions.receive_promos,
    receiveSmsPromos: subscriptions.receive_sms_promos,
  });
  return { receive_promos: row.receivePromos, receive_sms_promos: row.receiveSmsPromos };
}
