import type { Player } from '@croupier/contracts/player';
import type { EditableProfileFields } from '@croupier/contracts/profile';
import { VALIDATION, type UpdateDetailsRequest } from '@croupier/contracts/users';
import { birthDateToIso } from '@croupier/domain/player/birthday';
import { normalizeEmail } from '@croupier/domain/player/field-rules';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transaction.js';
import { openAccount } from '../player/player-accounts.js';
import { playerView } from '../player/player.read.js';
import {
  getPlayerByEmail,
  getPlayerRow,
  updatePlayer,
  type PlayerRow,
} from '../player/player.service.js';
import { updateProfile } from '../player/profile.service.js';
import { queueConfirmationMail } from './confirmation-mail.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { queueEmailChangedMail } from './security-mail.js';
import { retirePlayerTokens } from './tokens.repository.js';

/**
 * A player's own e-mail change (AS-08: re-auth is the caller's) and the auth-provider details
 * form (SS-022, SS-023). A new address starts unconfirmed and gets its own link; the old one
 * hears about the change and loses its reset links, so a hijacked session cannot quietly move
 * the account to another inbox.
 */

/** Postgres unique violation: another account took the address at the same moment. */
const UNIQUE_VIOLATION = '23505';

async function loadPlayer(deps: AppDeps, playerId: number, db?: Executor): Promise<PlayerRow> {
  const player = await getPlayerRow(deps, playerId, db);
  if (!player) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
  return player;
}

/** The trimmed new address when it differs from the stored one, else null. */
function changedAddress(player: PlayerRow, email: string | undefined): string | null {
  if (email === undefined) return null;
  const trimmed = email.trim();
  return normalizeEmail(trimmed) === player.emailNormalized ? null : trimmed;
}

/**
 * Moving a confirmed address needs the AS-08 re-auth; completing an address an auth provider
 * left unconfirmed does not (the player may have no password to give).
 */
export async function emailChangeNeedsReauth(
  deps: AppDeps,
  playerId: number,
  email: string | undefined,
): Promise<boolean> {
  const player = await loadPlayer(deps, playerId);
  return changedAddress(player, email) !== null && player.confirmedAt !== null;
}

async function assertAddressFree(deps: AppDeps, email: string): Promise<void> {
  if (await getPlayerByEmail(deps, normalizeEmail(email))) {
    throw AppError.invalid({ email: [VALIDATION.EMAIL_TAKEN] });
  }
}

async function moveAddress(
  deps: AppDeps,
  tx: Executor,
  context: RequestContext,
  player: PlayerRow,
  email: string,
): Promise<void> {
  const updated = await updatePlayer(deps, tx, player.id, {
    email,
    emailNormalized: normalizeEmail(email),
    confirmedAt: null,
  });
  // A reset link in the old inbox must not outlive the address it was sent to.
  await retirePlayerTokens(tx, player.id, 'reset_password', deps.clock.now());
  await queueConfirmationMail(deps, tx, context, updated);
  await queueEmailChangedMail(deps, tx, player, email);
  await recordSecurityEvent(deps, tx, {
    playerId: player.id,
    type: 'email_changed',
    context,
    details: { from: player.email, to: email },
  });
}

/** Runs `work`, turning a lost race for the address into the usual 422. */
async function claimingAddress<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const candidate = error as { code?: string; cause?: { code?: string } } | null;
    if (candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION) {
      throw AppError.invalid({ email: [VALIDATION.EMAIL_TAKEN] });
    }
    throw error;
  }
}

/** `PUT /api/player/email`. */
export async function changeEmail(
  deps: AppDeps,
  context: RequestContext,
  playerId: number,
  email: string,
): Promise<Player> {
  const player = await loadPlayer(deps, playerId);
  const next = changedAddress(player, email);
  if (next === null) return playerView(deps, playerId);
  await assertAddressFree(deps, next);
  return claimingAddress(() =>
    deps.database.db.transaction(async (tx) => {
      await moveAddress(deps, tx, context, player, next);
      return playerView(deps, playerId, tx);
    }),
  );
}

type DetailsUser = UpdateDetailsRequest['user'];

/** The profile part of the details form, in the shape `PATCH /api/player` takes. */
function profileFields(user: DetailsUser): EditableProfileFields {
  const fields: EditableProfileFields = {};
  const copy = <K extends keyof EditableProfileFields & keyof DetailsUser>(key: K) => {
    if (user[key] !== undefined) (fields as Record<string, unknown>)[key] = user[key];
  };
  copy('nickname');
  copy('country');
  copy('first_name');
  copy('last_name');
  copy('mobile_phone');
  copy('postal_code');
  copy('state');
  copy('receive_promos');
  copy('receive_sms_promos');
  if (user.date_of_birth !== undefined) {
    // DD/MM/YYYY as the form types it, or YYYY-MM-DD; the profile stores YYYY-MM-DD.
    const iso = birthDateToIso(user.date_of_birth);
    if (iso === null) throw AppError.invalid({ date_of_birth: [VALIDATION.BIRTHDAY_INVALID] });
    fields.date_of_birth = iso;
  }
  return fields;
}

/**
 * `POST /api/auth_providers/update_details` (SS-022, SS-023): what an auth-provider sign-up
 * left out. Profile fields go through the same rules as `PATCH /api/player` (country support,
 * age, postal code, the verified lock), the currency through the wallet switch, the address
 * through the e-mail change; `terms_acceptance` records the acceptance (the forced terms popup,
 * SH-028, closes when `auth_fields_missed` no longer lists it).
 */
export async function updateDetails(
  deps: AppDeps,
  context: RequestContext,
  playerId: number,
  user: DetailsUser,
): Promise<Player> {
  const player = await loadPlayer(deps, playerId);
  const next = changedAddress(player, user.email);
  if (next !== null) await assertAddressFree(deps, next);

  const fields = profileFields(user);
  if (Object.keys(fields).length > 0) {
    await updateProfile(deps, context, playerId, fields, undefined);
  }
  if (user.currency !== undefined && user.currency !== player.currency) {
    await openAccount(deps, playerId, user.currency);
    await updatePlayer(deps, deps.database.db, playerId, { currency: user.currency });
  }
  return claimingAddress(() =>
    deps.database.db.transaction(async (tx) => {
      if (user.terms_acceptance && !player.termsAcceptedAt) {
        await updatePlayer(deps, tx, playerId, { termsAcceptedAt: deps.clock.now() });
      }
      if (next !== null) await moveAddress(deps, tx, context, player, next);
      return playerView(deps, playerId, tx);
    }),
  );
}
