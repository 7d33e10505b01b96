import {
  LIMIT_VALIDATION,
  type CreateLimitRequest,
  type GameLimitsPush,
  type UserLimit,
} from '@croupier/contracts/limits';
import { VALIDATION } from '@croupier/contracts/users';
import {
  CONFIRM_TOKEN_TTL_MS,
  DAY_MS,
  PANIC_MS,
  coolingOffMs,
  isGermanPlayer,
} from '@croupier/domain/limits/cooling-off';
import { extendsBlock, isBlockType, isTightening } from '@croupier/domain/limits/rules';
import { timeZoneFor } from '@croupier/domain/limits/time-zones';
import { addLocalMonths } from '@croupier/domain/limits/windows';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { linkOrigin } from '../mail/mail-links.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { hashToken, newToken } from '../auth/sessions.service.js';
import { brandService } from '../brand/brand.service.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { listAccounts } from '../accounts/accounts.service.js';
import { getPlayerRow, updatePlayer, type PlayerRow } from '../player/player.service.js';
import { currentValue } from './limit-rows.js';
import { queueLimitConfirmMail } from './limit-mail.js';
import { presentLimit, presentLimits } from './limits.present.js';
import {
  findLimitByTokenHash,
  findPlayerLimit,
  insertLimit,
  lockPlayerLimits,
  updateLimit,
  type LimitRow,
} from './limits.repository.js';
import { NO_PENDING, logChange, settleLimits, settlePlayerLimits } from './limits.settle.js';

/**
 * Responsible-gaming limits of the signed-in player (platform-core.md §7 Limits; LM-001..LM-004,
 * LM-008; RELIABILITY RG-01..RG-07). Tightening acts at once; relaxing is parked until the
 * cooling-off is over and the player has confirmed the mailed link; blocks only lengthen.
 */

/** What a relaxing change needs from outside the transaction (the pool must not be used in it). */
interface MailContext {
  origin: string;
  subunitsOf(currency: string | null): number;
}

async function mailContext(deps: AppDeps, context: RequestContext): Promise<MailContext> {
  const { config } = await brandService(deps).get();
  const origin = await linkOrigin(deps, context);
  return {
    origin,
    subunitsOf: (currency) =>
      config.currencies.find((entry) => entry.code === currency)?.subunits_to_unit ?? 100,
  };
}

async function playerOf(deps: AppDeps, tx: Executor, playerId: number): Promise<PlayerRow> {
  const player = await getPlayerRow(deps, playerId, tx);
  if (!player) throw new AppError('not_signed_in', 'Please sign in');
  return player;
}

/** `GET /api/user_limits` and the `game_limits` push: the limits as they now stand. */
export async function limitsState(deps: AppDeps, playerId: number): Promise<GameLimitsPush> {
  const now = deps.clock.now();
  const limits = await deps.database.db.transaction(async (tx) => {
    const player = await playerOf(deps, tx, playerId);
    const { rows } = await settlePlayerLimits(deps, tx, playerId, now);
    return presentLimits(deps, tx, player, rows, now);
  });
  return { reached: limits.some((limit) => limit.reached), limits };
}

/** `POST /api/user_limits`: creates, or updates the live limit of that type (and period). */
export async function setLimit(
  deps: AppDeps,
  context: RequestContext,
  playerId: number,
  body: CreateLimitRequest,
): Promise<{ limit: UserLimit; created: boolean }> {
  const mail = await mailContext(deps, context);
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const player = await playerOf(deps, tx, playerId);
    const { rows } = await settlePlayerLimits(deps, tx, playerId, now);
    const period = 'period' in body ? body.period : null;
    const existing = rows.find((row) => row.type === body.type && row.period === period);

    let result: { row: LimitRow; created: boolean };
    if (body.type === 'reality_check') {
      result = await setRealityCheck(deps, tx, context, player, existing, body.minutes, now);
    } else if (
      body.type === 'cooling_off' ||
      body.type === 'self_exclusion' ||
      body.type === 'panic'
    ) {
      result = await setBlock(deps, tx, context, player, existing, body, now);
    } else {
      const currency = body.type === 'session' ? null : await activeCurrency(deps, tx, playerId);
      const value = body.type === 'session' ? body.minutes : body.amount_cents;
      result = await setValueLimit(deps, tx, context, mail, player, existing, {
        type: body.type,
        period,
        currency,
        value,
        now,
      });
    }
    const [limit] = await presentLimits(deps, tx, player, [result.row], now);
    if (!limit) throw new Error(`limit ${result.row.id} is not live after being set`);
    return { limit, created: result.created };
  });
}

async function activeCurrency(deps: AppDeps, tx: Executor, playerId: number): Promise<string> {
  const accounts = await listAccounts(deps, playerId, tx);
  const active = accounts.find((account) => account.active) ?? accounts[0];
  if (!active) throw AppError.invalid({ currency: [VALIDATION.CURRENCY_UNSUPPORTED] });
  return active.currency;
}

/** Money and session limits: tighten at once (RG-01), park a raise (RG-02). */
async function setValueLimit(
  deps: AppDeps,
  tx: Transaction,
  context: RequestContext,
  mail: MailContext,
  player: PlayerRow,
  existing: LimitRow | undefined,
  input: {
    type: 'deposit' | 'loss' | 'wager' | 'session';
    period: string | null;
    currency: string | null;
    value: number;
    now: Date;
  },
): Promise<{ row: LimitRow; created: boolean }> {
  const { now, value } = input;
  const valueColumn = input.type === 'session' ? 'minutes' : 'amountCents';
  if (!existing) {
    const row = await insertLimit(tx, {
      playerId: player.id,
      type: input.type,
      period: input.period,
      currency: input.currency,
      [valueColumn]: value,
      status: 'active',
      startsAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await logChange(deps, tx, row, 'set', context);
    return { row, created: true };
  }
  if (existing.currency !== input.currency) {
    throw AppError.invalid({ currency: [LIMIT_VALIDATION.OTHER_CURRENCY] });
  }
  const current = currentValue(existing);
  if (current === null || isTightening(current, value)) {
    // A lower value replaces any parked raise or removal: the stricter request wins.
    const row = await updateLimit(tx, existing.id, {
      ...NO_PENDING,
      [valueColumn]: value,
      ...(current === value ? {} : { startsAt: now }),
      updatedAt: now,
    });
    await logChange(
      deps,
      tx,
      row,
      current !== null && value < current ? 'lowered' : 'kept',
      context,
    );
    return { row, created: false };
  }
  const row = await parkChange(deps, tx, context, mail, player, existing, { value, now });
  return { row, created: false };
}

/**
 * Parks a raise (`value`) or a removal (`value: null`) on `row`, replacing any earlier one and
 * its link, and mails the new link.
 */
async function parkChange(
  deps: AppDeps,
  tx: Transaction,
  context: RequestContext,
  mail: MailContext,
  player: PlayerRow,
  row: LimitRow,
  change: { value: number | null; now: Date },
): Promise<LimitRow> {
  const { now } = change;
  const token = newToken();
  const isSession = row.type === 'session';
  const parked = await updateLimit(tx, row.id, {
    pendingAmountCents: isSession ? null : change.value,
    pendingMinutes: isSession ? change.value : null,
    pendingRemoval: change.value === null,
    pendingRequestedAt: now,
    pendingEffectiveAt: new Date(
      now.getTime() + coolingOffMs({ country: player.country, licence: player.licenseName }),
    ),
    pendingConfirmedAt: null,
    pendingTokenHash: hashToken(token),
    pendingTokenExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    updatedAt: now,
  });
  await queueLimitConfirmMail(deps, tx, {
    player,
    row: parked,
    token,
    origin: mail.origin,
    subunitsToUnit: mail.subunitsOf(parked.currency),
    expiresInDays: Math.round(CONFIRM_TOKEN_TTL_MS / DAY_MS),
  });
  await logChange(
    deps,
    tx,
    parked,
    change.value === null ? 'removal_requested' : 'raise_requested',
    context,
  );
  return parked;
}

/**
 * The reality check (RG-05): a reminder, not a restriction, so a shorter or a longer interval
 * applies at once, without cooling-off or a mailed confirmation.
 */
async function setRealityCheck(
  deps: AppDeps,
  tx: Transaction,
  context: RequestContext,
  player: PlayerRow,
  existing: LimitRow | undefined,
  minutes: number,
  now: Date,
): Promise<{ row: LimitRow; created: boolean }> {
  if (!existing) {
    const row = await insertLimit(tx, {
      playerId: player.id,
      type: 'reality_check',
      period: null,
      minutes,
      status: 'active',
      startsAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await logChange(deps, tx, row, 'set', context);
    return { row, created: true };
  }
  const row = await updateLimit(tx, existing.id, {
    minutes,
    ...(existing.minutes === minutes ? {} : { startsAt: now }),
    updatedAt: now,
  });
  await logChange(deps, tx, row, existing.minutes === minutes ? 'kept' : 'changed', context);
  return { row, created: false };
}

type BlockRequest = Extract<
  CreateLimitRequest,
  { type: 'cooling_off' | 'self_exclusion' | 'panic' }
>;

/** Time-out, self-exclusion, panic: act at once, lengthen only (RG-06, RG-07). */
async function setBlock(
  deps: AppDeps,
  tx: Transaction,
  context: RequestContext,
  player: PlayerRow,
  existing: LimitRow | undefined,
  body: BlockRequest,
  now: Date,
): Promise<{ row: LimitRow; created: boolean }> {
  let endsAt: Date | null;
  if (body.type === 'panic') {
    if (!isGermanPlayer({ country: player.country, licence: player.licenseName })) {
      throw new AppError('forbidden', 'The panic button is for players in Germany', {
        fields: { base: [LIMIT_VALIDATION.PANIC_UNAVAILABLE] },
      });
    }
    endsAt = new Date(now.getTime() + PANIC_MS);
  } else if (body.type === 'cooling_off') {
    endsAt = new Date(now.getTime() + body.days * DAY_MS);
  } else {
    endsAt =
      body.months === null ? null : addLocalMonths(now, body.months, timeZoneFor(player.country));
  }

  if (body.type === 'self_exclusion') {
    // RG-06: a self-excluded player gets no marketing; they may subscribe again later.
    await updatePlayer(deps, tx, player.id, { receivePromos: false, receiveSmsPromos: false });
  }
  if (!existing) {
    const row = await insertLimit(tx, {
      playerId: player.id,
      type: body.type,
      period: null,
      status: 'active',
      startsAt: now,
      endsAt,
      createdAt: now,
      updatedAt: now,
    });
    await logChange(deps, tx, row, 'started', context);
    if (body.type !== 'panic') {
      // The gifts module forfeits the bonus money still locked (DESIGN.md §12).
      await enqueueEvent(tx, 'player.self-excluded', {
        playerId: player.id,
        until: endsAt?.toISOString() ?? null,
        createdAt: now.toISOString(),
      });
    }
    return { row, created: true };
  }
  if (!extendsBlock(existing.endsAt, endsAt)) {
    throw AppError.invalid({ base: [LIMIT_VALIDATION.BLOCK_LOCKED] });
  }
  const row = await updateLimit(tx, existing.id, { endsAt, updatedAt: now });
  await logChange(deps, tx, row, 'extended', context);
  return { row, created: false };
}

/**
 * `DELETE /api/user_limits/{id}`: a removal is a relaxation (RG-02), parked like a raise; a
 * block in force cannot be lifted (RG-06); a reality check restricts nothing and ends at once.
 * Null when the limit is over, already or now (answered 204).
 */
export async function removeLimit(
  deps: AppDeps,
  context: RequestContext,
  playerId: number,
  id: number,
): Promise<UserLimit | null> {
  const mail = await mailContext(deps, context);
  return deps.database.db.transaction(async (tx) => {
    await lockPlayerLimits(tx, playerId);
    const now = deps.clock.now();
    const found = await findPlayerLimit(tx, playerId, id);
    if (!found) throw AppError.notFound('No such limit');
    const {
      rows: [row],
    } = await settleLimits(deps, tx, [found], now);
    if (!row) return null;
    if (isBlockType(row.type)) throw AppError.invalid({ base: [LIMIT_VALIDATION.BLOCK_LOCKED] });
    if (row.type === 'reality_check') {
      const ended = await updateLimit(tx, row.id, { status: 'ended', updatedAt: now });
      await logChange(deps, tx, ended, 'removed', context);
      return null;
    }
    const player = await playerOf(deps, tx, playerId);
    const parked = await parkChange(deps, tx, context, mail, player, row, {
      value: null,
      now,
    });
    const [limit] = await presentLimits(deps, tx, player, [parked], now);
    if (!limit) throw new Error(`limit ${parked.id} is not live after a removal request`);
    return limit;
  });
}

/**
 * `POST /api/user_limits/confirm` (LM-004): the mailed token confirms the one parked change it
 * was issued for, once, before it expires, whoever is signed in on this browser — unless that
 * is another player. The change then applies at once if its cooling-off is over.
 */
export async function confirmLimit(
  deps: AppDeps,
  context: RequestContext,
  token: string,
  signedInPlayerId: number | null,
): Promise<{ playerId: number; limit: UserLimit }> {
  const invalid = () => AppError.invalid({ token: [VALIDATION.TOKEN_INVALID] });
  if (!/^[\w-]{43}$/.test(token)) throw invalid();
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const owner = (await findLimitByTokenHash(tx, hashToken(token)))?.playerId;
    if (owner === undefined) throw invalid();
    await lockPlayerLimits(tx, owner);
    // Read again under the lock: a change made meanwhile has replaced this token.
    const found = await findLimitByTokenHash(tx, hashToken(token));
    if (
      !found ||
      found.status !== 'active' ||
      found.pendingConfirmedAt !== null ||
      (found.pendingTokenExpiresAt !== null && found.pendingTokenExpiresAt <= now) ||
      (signedInPlayerId !== null && signedInPlayerId !== found.playerId)
    ) {
      throw invalid();
    }
    // Single use: the hash goes with the confirmation, so a replay finds nothing.
    const confirmed = await updateLimit(tx, found.id, {
      pendingConfirmedAt: now,
      pendingTokenHash: null,
      updatedAt: now,
    });
    await logChange(deps, tx, confirmed, 'change_confirmed', context);
    const player = await playerOf(deps, tx, found.playerId);
    const { rows } = await settleLimits(deps, tx, [confirmed], now);
    const row = rows[0];
    if (row) {
      const [limit] = await presentLimits(deps, tx, player, [row], now);
      if (!limit) throw new Error(`limit ${found.id} vanished while confirmed`);
      return { playerId: found.playerId, limit };
    }
    // A removal confirmed after its cooling-off ends the limit now: answer it as confirmed.
    const last = presentLimit(confirmed, { used: 0, reached: false, endsAt: null, now });
    return {
      playerId: found.playerId,
      limit: {
        ...last,
        pending: {
          amount_cents: null,
          minutes: null,
          removal: true,
          effective_at: (confirmed.pendingEffectiveAt ?? now).toISOString(),
          confirmed: true,
        },
      },
    };
  });
}
