import {
  GIFT_KIND_LABELS,
  type Gift,
  type GiftKind,
  type GiftStage,
} from '@croupier/contracts/gifts';
import {
  deadline,
  giftAmount,
  perCurrencyCap,
  wagerRequirement,
} from '@croupier/domain/gifts/gift-amount';
import {
  isActivatable,
  isCancelable,
  type GiftFamilyName,
  type GiftStageName,
} from '@croupier/domain/gifts/gift-stages';
import { formatMinorUnits } from '@croupier/domain/money/minor-units';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { lockOrOpenPlayerAccounts } from '../ledger/booking.js';
import type { BrandAccountKind } from '../ledger/ledger-types.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { playBlock } from '../limits/limit-check.js';
import type { NoticeKey, NoticeParam } from '../notifications/notice-messages.js';
import { notifyPlayer } from '../notifications/notify-player.js';
import { subunitsOf } from '../payments/payment-methods.js';
import { findTemplateById } from './gift-templates.repository.js';
import {
  findGiftBySource,
  findGiftsInStages,
  findNextWaitingGift,
  findPlayerGift,
  findWageringGift,
  insertGift,
  isWageredInCasino,
  lockPlayerGifts,
  updateGift,
  type PlayerGiftRow,
} from './gifts.repository.js';
import { cancelFreespinsAtStudio, issueFreespinsAtStudio } from './studio-freespins.js';

export type { PlayerGiftRow } from './gifts.repository.js';

/**
 * The gifts engine (engagement.md §3 Gift, §4 Gifts; DESIGN.md §12; docs/gifts.md). Every
 * transition runs in the caller's transaction: the row change, its ledger movement (idempotent
 * by `gift:<id>:…`) and its notification commit together or not at all. The ledger's
 * `player_bonus` balance in a currency equals the `bonus_cents` of that currency's
 * `handle_bets` gift: only `startWagering` puts money there and only a forfeit (here) or the
 * wallet's conversion takes it out.
 */

/** Why a gift ended when not by wagering (`end_reason`). */
export type ForfeitReason = 'player' | 'operator' | 'withdrawal' | 'self_exclusion' | 'expiry';

const GIFTS_BUTTON = { key: 'gifts', path: '/profile/gifts' } as const;

// ---- presenting ----------------------------------------------------------------------------

function contributionsOf(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (value && typeof value === 'object') {
    for (const [key, percent] of Object.entries(value as Record<string, unknown>)) {
      if (typeof percent === 'number' && percent >= 0 && percent <= 100) out[key] = percent;
    }
  }
  return out;
}

function gamesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

function termsIn(value: unknown, locale: string): string {
  if (!value || typeof value !== 'object') return '';
  const terms = value as Record<string, unknown>;
  const text = terms[locale] ?? terms.en ?? Object.values(terms)[0];
  return typeof text === 'string' ? text : '';
}

function labelOf(kind: string): string {
  return GIFT_KIND_LABELS[kind as GiftKind] ?? kind;
}

/** The wire shape of a gift (GF-001; contracts `giftSchema`). */
export function presentGift(row: PlayerGiftRow, locale: string, now: Date = new Date()): Gift {
  const stage = row.stage as GiftStageName;
  const family = row.family as GiftFamilyName;
  return {
    id: row.id,
    title: row.title,
    stage: stage as GiftStage,
    group_key: row.groupKey,
    type: labelOf(row.kind),
    family,
    currency: row.currency,
    amount_cents: row.amountCents,
    bonus_cents: row.bonusCents,
    amount_wager_cents: row.wageredCents,
    amount_wager_requirement_cents: row.wagerRequirementCents,
    max_bet_cents: row.maxBetCents,
    max_win_cents: row.maxWinCents,
    activatable: isActivatable({ stage, activatableUntil: row.activatableUntil }, now),
    activatable_until: row.activatableUntil?.toISOString() ?? null,
    wager_until: row.wagerUntil?.toISOString() ?? null,
    freespins_total: row.freespinsTotal,
    freespins_left: row.freespinsLeft,
    games: gamesOf(row.freespinGames),
    freespin_bet_cents: row.freespinBetCents,
    contributions: contributionsOf(row.contributions),
    cancelable: isCancelable({ stage, family }),
    terms: termsIn(row.terms, locale),
    created_at: row.createdAt.toISOString(),
    bonuses: [{ title: row.title }],
  };
}

// ---- notifications -------------------------------------------------------------------------

/**
 * The bell's notice of a gift's change, in the player's language; `{{gift}}` is the gift's
 * title (`title` overrides it), other values come in `params`.
 */
async function notifyGift(
  tx: Transaction,
  gift: PlayerGiftRow,
  event: string,
  key: NoticeKey,
  now: Date,
  params: Readonly<Record<string, NoticeParam>> = {},
): Promise<void> {
  await notifyPlayer(tx, {
    playerId: gift.playerId,
    type: gift.family === 'freespins' ? 'freespins_changes' : 'bonuses_changes',
    event,
    identifier: `gift:${gift.id}`,
    message: { key, params: { gift: gift.title, ...params }, button: GIFTS_BUTTON },
    icon: gift.family === 'freespins' ? 'freespins' : 'gift',
    data: { gift: presentGift(gift, 'en', now) },
    now,
  });
}

// ---- issue ---------------------------------------------------------------------------------

export interface IssueGiftInput {
  playerId: number;
  templateId: number;
  currency: string;
  sourceReference: string;
  now: Date;
  depositCents?: number;
  depositId?: number;
  /** An amount computed by the caller (cashback): overrides the template's amount rule. */
  amountCents?: number;
  /** Activate at once (a deposit gift the player chose at the deposit). */
  activate?: boolean;
  /** A title of the caller's in place of the template's (an adventure's step label, VIP-019). */
  title?: string;
}

/**
 * Issues a gift from a template: a row in `issued`, no money moves. Idempotent by
 * `sourceReference`: a second call answers the first gift with `replayed: true`.
 */
export async function issueGift(
  tx: Transaction,
  deps: AppDeps,
  input: IssueGiftInput,
): Promise<{ gift: PlayerGiftRow; replayed: boolean }> {
  const existing = await findGiftBySource(tx, input.sourceReference);
  if (existing) return { gift: existing, replayed: true };
  // RG-06: a self-excluded or timed-out player gets no bonus of any kind until it ends.
  if (await playBlock(tx, input.playerId, input.now)) {
    throw AppError.invalid({ base: ['self_excluded'] });
  }

  const template = await findTemplateById(tx, input.templateId);
  if (!template) throw AppError.invalid({ bonus_id: ['not_found'] });
  if (!template.enabled) throw AppError.invalid({ bonus_id: ['disabled'] });
  const { rules } = template;
  const currency = input.currency;

  let amountCents: number;
  if (input.amountCents !== undefined) {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) {
      throw AppError.invalid({ amount: ['invalid'] });
    }
    amountCents = input.amountCents;
  } else {
    const amount = giftAmount(rules.amount, currency, input.depositCents ?? null);
    if (!amount.ok) throw AppError.invalid({ currency: [amount.reason] });
    amountCents = amount.cents;
  }

  let freespins: { total: number; games: string[]; betCents: number } | null = null;
  if (template.family === 'freespins') {
    if (!rules.freespins) throw AppError.invalid({ bonus_id: ['no_freespins'] });
    const betCents = rules.freespins.betCents[currency];
    if (betCents === undefined) throw AppError.invalid({ currency: ['currency_not_offered'] });
    freespins = { total: rules.freespins.count, games: [...rules.freespins.games], betCents };
    // What the spins win is the amount; nothing at issue.
    amountCents = 0;
  }

  const requirement =
    template.family === 'bonus'
      ? wagerRequirement(
          rules.wagering.multiplier,
          rules.wagering.of,
          amountCents,
          input.depositCents,
        )
      : 0;

  const inserted = await insertGift(tx, {
    playerId: input.playerId,
    templateId: template.id,
    kind: template.kind,
    family: template.family,
    title: input.title ?? template.title,
    groupKey: template.groupKey,
    currency,
    stage: 'issued',
    amountCents,
    bonusCents: 0,
    wagerRequirementCents: requirement,
    wageredCents: 0,
    wagerMultiplier: rules.wagering.multiplier,
    maxBetCents: perCurrencyCap(rules.maxBetCents, currency),
    maxWinCents: perCurrencyCap(rules.maxWinCents, currency),
    contributions: rules.contributions,
    freespinsTotal: freespins?.total ?? 0,
    freespinsLeft: freespins?.total ?? 0,
    freespinGames: freespins?.games ?? [],
    freespinBetCents: freespins?.betCents ?? 0,
    activatableUntil: deadline(input.now, rules.activationDays),
    wagerDays: rules.wageringDays,
    sourceReference: input.sourceReference,
    depositId: input.depositId ?? null,
    terms: template.terms,
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (!inserted) {
    // Issued meanwhile under the same reference by a concurrent transaction that committed.
    const raced = await findGiftBySource(tx, input.sourceReference);
    if (!raced) throw new Error(`gift ${input.sourceReference} vanished after a conflict`);
    return { gift: raced, replayed: true };
  }
  // The template's title: a caller's title may be a machine label (an adventure step).
  await notifyGift(tx, inserted, 'issued', 'gift_issued', input.now, { gift: template.title });
  if (input.activate) {
    const activated = await activateGift(tx, deps, {
      playerId: input.playerId,
      giftId: inserted.id,
      now: input.now,
    });
    return { gift: activated, replayed: false };
  }
  return { gift: inserted, replayed: false };
}

// ---- money movements -----------------------------------------------------------------------

/** Locks the player's ledger accounts in the gift's currency, then the gift row (the wallet's order). */
async function lockGiftWithMoney(
  tx: Transaction,
  playerId: number,
  giftId: number,
  now: Date,
): Promise<PlayerGiftRow | null> {
  const peek = await findPlayerGift(tx, playerId, giftId);
  if (!peek) return null;
  await lockOrOpenPlayerAccounts(tx, playerId, peek.currency, now);
  return findPlayerGift(tx, playerId, giftId, { lock: true });
}

/** Ends a gift as `finished` with nothing left to wager, and tells the player. */
async function finishGift(
  tx: Transaction,
  gift: PlayerGiftRow,
  now: Date,
  patch: Partial<PlayerGiftRow>,
  key: NoticeKey,
): Promise<PlayerGiftRow> {
  const finished = await updateGift(tx, gift.id, {
    ...patch,
    stage: 'finished',
    bonusCents: 0,
    activatedAt: gift.activatedAt ?? now,
    endedAt: now,
    updatedAt: now,
  });
  await notifyGift(tx, finished, 'finished', key, now);
  return finished;
}
/**
 * Starts wagering a gift: its money moves into `player_bonus` (from `promotions`, or from
 * `bonus_liability` for free-spin winnings) and its stage becomes `handle_bets`. Nothing to
 * wager (multiplier 0) pays real money and finishes; nothing won finishes.
 */
async function startWagering(
  tx: Transaction,
  gift: PlayerGiftRow,
  now: Date,
): Promise<PlayerGiftRow> {
  const source: BrandAccountKind = gift.family === 'freespins' ? 'bonus_liability' : 'promotions';
  const reference =
    gift.family === 'freespins' ? `gift:${gift.id}:freespins-grant` : `gift:${gift.id}:grant`;
  const amount = gift.amountCents;
  if (amount <= 0) {
    return finishGift(tx, gift, now, {}, 'gift_finished_empty');
  }
  const requirement =
    gift.family === 'freespins'
      ? wagerRequirement(gift.wagerMultiplier, 'bonus', amount)
      : gift.wagerRequirementCents;
  if (requirement <= 0) {
    await postTransaction(tx, {
      reference,
      kind: 'bonus_grant',
      currency: gift.currency,
      legs: [
        { account: { kind: source }, amount: -amount },
        { account: { kind: 'player_real', playerId: gift.playerId }, amount },
      ],
      metadata: { giftId: gift.id, templateId: gift.templateId, paidAs: 'real' },
      now,
    });
    return finishGift(tx, gift, now, { wagerRequirementCents: 0 }, 'gift_paid');
  }
  await postTransaction(tx, {
    reference,
    kind: 'bonus_grant',
    currency: gift.currency,
    legs: [
      { account: { kind: source }, amount: -amount },
      { account: { kind: 'player_bonus', playerId: gift.playerId }, amount },
    ],
    metadata: { giftId: gift.id, templateId: gift.templateId },
    now,
  });
  const wagering = await updateGift(tx, gift.id, {
    stage: 'handle_bets',
    bonusCents: amount,
    wagerRequirementCents: requirement,
    wagerUntil: deadline(now, gift.wagerDays),
    activatedAt: gift.activatedAt ?? now,
    updatedAt: now,
  });
  await notifyGift(tx, wagering, 'wagering', 'bonus_wagering', now);
  return wagering;
}

/** Starts wagering, or queues it (`wait`) when another gift is being wagered in its currency. */
async function startOrQueue(
  tx: Transaction,
  gift: PlayerGiftRow,
  now: Date,
): Promise<PlayerGiftRow> {
  // Nothing to wager (free spins that won nothing): it finishes, it does not queue.
  if (gift.amountCents <= 0) return startWagering(tx, gift, now);
  const playing = await findWageringGift(tx, gift.playerId, gift.currency);
  if (playing && playing.id !== gift.id) {
    const waiting = await updateGift(tx, gift.id, {
      stage: 'wait',
      activatedAt: gift.activatedAt ?? now,
      updatedAt: now,
    });
    await notifyGift(tx, waiting, 'wait', 'bonus_queued', now);
    return waiting;
  }
  return startWagering(tx, gift, now);
}

/**
 * Starts the oldest waiting gift of the player in `currency` when none is being wagered there.
 * Callers hold the player's gift lock.
 */
export async function startNextWaitingGift(
  tx: Transaction,
  _deps: AppDeps,
  input: { playerId: number; currency: string; now: Date },
): Promise<PlayerGiftRow | null> {
  await lockOrOpenPlayerAccounts(tx, input.playerId, input.currency, input.now);
  if (await findWageringGift(tx, input.playerId, input.currency)) return null;
  const next = await findNextWaitingGift(tx, input.playerId, input.currency);
  if (!next) return null;
  return startWagering(tx, next, input.now);
}

// ---- activation ----------------------------------------------------------------------------

/**
 * Activates an issued gift (GF-008). A bonus starts wagering, waits its turn, or (no wagering)
 * pays real money; free spins are issued at the studio and stay `activated` while played.
 * Another player's or an unknown id is a 404; a gift that is not activatable a 422.
 */
export async function activateGift(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date },
): Promise<PlayerGiftRow> {
  await lockPlayerGifts(tx, input.playerId);
  const gift = await lockGiftWithMoney(tx, input.playerId, input.giftId, input.now);
  if (!gift) throw AppError.notFound('No such gift');
  const stage = gift.stage as GiftStageName;
  if (!isActivatable({ stage, activatableUntil: gift.activatableUntil }, input.now)) {
    const reason = stage === 'issued' ? 'activation_expired' : 'not_activatable';
    throw new AppError('invalid_input', 'This gift cannot be activated', {
      fields: { base: [reason] },
    });
  }
  if (gift.family === 'freespins') {
    // The play window: the template's `playDays` from now (the studio's valid_until).
    const template = gift.templateId === null ? null : await findTemplateById(tx, gift.templateId);
    const validUntil = deadline(input.now, template?.rules.freespins?.playDays);
    const { issueId } = await issueFreespinsAtStudio(
      deps,
      gift,
      validUntil ? { validUntil } : {},
    ).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw new AppError('studio_unavailable', 'The game studio cannot take free spins now', {
        internal: `free-spin issue of gift ${gift.id}: ${String(error)}`,
      });
    });
    const activated = await updateGift(tx, gift.id, {
      stage: 'activated',
      freespinsLeft: gift.freespinsTotal,
      freespinIssueId: issueId,
      // While the spins are played, wager_until is the end of their play window (the studio's
      // valid_until); wagering their winnings sets it anew.
      wagerUntil: validUntil,
      activatedAt: input.now,
      updatedAt: input.now,
    });
    await notifyGift(tx, activated, 'activated', 'freespins_ready', input.now, {
      count: activated.freespinsTotal,
    });
    return activated;
  }
  // A gift no casino game counts toward (the sport free bet, until the sportsbook opens) would
  // hold the currency's one wagering place with money nothing here can stake: it stays issued.
  if (gift.wagerMultiplier > 0 || gift.wagerRequirementCents > 0) {
    if (!(await isWageredInCasino(tx, gift.contributions as Record<string, number>))) {
      throw new AppError('invalid_input', 'No casino game counts toward this gift', {
        fields: { base: ['not_playable_in_casino'] },
      });
    }
  }
  const activated = await updateGift(tx, gift.id, { activatedAt: input.now, updatedAt: input.now });
  return startOrQueue(tx, activated, input.now);
}

// ---- cancel and forfeit --------------------------------------------------------------------

const ENDED_STAGE_BY_REASON: Record<ForfeitReason, 'canceled' | 'expired'> = {
  player: 'canceled',
  operator: 'canceled',
  withdrawal: 'canceled',
  self_exclusion: 'canceled',
  expiry: 'expired',
};

const FORFEIT_NOTICE: Record<ForfeitReason, NoticeKey> = {
  player: 'bonus_canceled_player',
  operator: 'bonus_canceled_operator',
  withdrawal: 'bonus_canceled_withdrawal',
  self_exclusion: 'bonus_canceled_self_exclusion',
  expiry: 'bonus_expired',
};

/**
 * Ends a gift being wagered: its remaining bonus money goes back to `promotions`
 * (`bonus_forfeit`; real money is never touched). The caller holds the ledger and gift locks.
 */
async function forfeitWagering(
  tx: Transaction,
  gift: PlayerGiftRow,
  reason: ForfeitReason,
  now: Date,
): Promise<PlayerGiftRow> {
  if (gift.bonusCents > 0) {
    await postTransaction(tx, {
      reference: `gift:${gift.id}:forfeit`,
      kind: 'bonus_forfeit',
      currency: gift.currency,
      legs: [
        { account: { kind: 'player_bonus', playerId: gift.playerId }, amount: -gift.bonusCents },
        { account: { kind: 'promotions' }, amount: gift.bonusCents },
      ],
      metadata: { giftId: gift.id, templateId: gift.templateId, reason },
      now,
    });
  }
  const ended = await updateGift(tx, gift.id, {
    stage: ENDED_STAGE_BY_REASON[reason],
    bonusCents: 0,
    endReason: reason,
    endedAt: now,
    updatedAt: now,
  });
  await notifyGift(tx, ended, ENDED_STAGE_BY_REASON[reason], FORFEIT_NOTICE[reason], now);
  return ended;
}

/**
 * Cancels a gift's spins at the studio. The player's or operator's cancel waits for the studio
 * (503 when it does not answer: they try again). An automatic end (expiry, withdrawal,
 * self-exclusion) does not: the wallet refuses every spin of a gift no longer `activated`, and a
 * refused spin ends the issue at the studio, so the gift ends here whatever the studio says.
 */
async function cancelAtStudio(deps: AppDeps, gift: PlayerGiftRow, reason: ForfeitReason) {
  try {
    await cancelFreespinsAtStudio(deps, gift);
  } catch (error) {
    if (reason !== 'player' && reason !== 'operator') return;
    if (error instanceof AppError) throw error;
    throw new AppError('studio_unavailable', 'The game studio cannot cancel free spins now', {
      internal: `free-spin cancel of gift ${gift.id}: ${String(error)}`,
    });
  }
}

/**
 * Free-spin winnings not yet wagering (spins in play, or winnings waiting their turn) are held
 * in bonus_liability: a forfeit returns them to promotions.
 */
async function forfeitHeldWinnings(
  tx: Transaction,
  gift: PlayerGiftRow,
  reason: ForfeitReason,
  now: Date,
): Promise<void> {
  if (gift.amountCents <= 0) return;
  await postTransaction(tx, {
    reference: `gift:${gift.id}:forfeit`,
    kind: 'bonus_forfeit',
    currency: gift.currency,
    legs: [
      { account: { kind: 'bonus_liability' }, amount: -gift.amountCents },
      { account: { kind: 'promotions' }, amount: gift.amountCents },
    ],
    metadata: { giftId: gift.id, templateId: gift.templateId, reason, playerId: gift.playerId },
    now,
  });
}
/** Ends a gift that holds no bonus money (issued, wait, or free spins not yet played out). */
async function endWithoutMoney(
  tx: Transaction,
  deps: AppDeps,
  gift: PlayerGiftRow,
  reason: ForfeitReason,
  now: Date,
): Promise<PlayerGiftRow> {
  if (gift.family === 'freespins' && gift.stage === 'activated') {
    await cancelAtStudio(deps, gift, reason);
    await forfeitHeldWinnings(tx, gift, reason, now);
  } else if (gift.family === 'freespins' && gift.stage === 'wait') {
    await forfeitHeldWinnings(tx, gift, reason, now);
  }
  const stage = reason === 'expiry' ? 'expired' : 'canceled';
  const ended = await updateGift(tx, gift.id, {
    stage,
    freespinsLeft: gift.family === 'freespins' ? 0 : gift.freespinsLeft,
    endReason: reason,
    endedAt: now,
    updatedAt: now,
  });
  await notifyGift(tx, ended, stage, stage === 'expired' ? 'gift_expired' : 'gift_canceled', now);
  return ended;
}

/**
 * Cancels a gift (GF-009) by the player or an operator: a gift being wagered forfeits its bonus
 * money and the next waiting one starts; a waiting or issued one just ends. 404 for another
 * player's id, 422 when it is not cancelable.
 */
export async function cancelGift(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date; by: 'player' | 'operator' },
): Promise<PlayerGiftRow> {
  await lockPlayerGifts(tx, input.playerId);
  const gift = await lockGiftWithMoney(tx, input.playerId, input.giftId, input.now);
  if (!gift) throw AppError.notFound('No such gift');
  const stage = gift.stage as GiftStageName;
  if (!isCancelable({ stage, family: gift.family as GiftFamilyName })) {
    throw new AppError('invalid_input', 'This gift cannot be canceled', {
      fields: { base: ['not_cancelable'] },
    });
  }
  if (stage === 'handle_bets') {
    const ended = await forfeitWagering(tx, gift, input.by, input.now);
    await startNextWaitingGift(tx, deps, {
      playerId: gift.playerId,
      currency: gift.currency,
      now: input.now,
    });
    return ended;
  }
  return endWithoutMoney(tx, deps, gift, input.by, input.now);
}

/**
 * Forfeits the bonus being wagered by the player in `currency`, if any (a withdrawal request,
 * the wagering deadline, self-exclusion). Except on self-exclusion, the next waiting gift starts.
 */
export async function forfeitActiveBonus(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; currency: string; now: Date; reason: ForfeitReason },
): Promise<PlayerGiftRow | null> {
  await lockPlayerGifts(tx, input.playerId);
  await lockOrOpenPlayerAccounts(tx, input.playerId, input.currency, input.now);
  const gift = await findWageringGift(tx, input.playerId, input.currency, { lock: true });
  if (!gift) return null;
  const ended = await forfeitWagering(tx, gift, input.reason, input.now);
  if (input.reason !== 'self_exclusion') {
    await startNextWaitingGift(tx, deps, {
      playerId: input.playerId,
      currency: input.currency,
      now: input.now,
    });
  }
  return ended;
}

/**
 * Self-exclusion or time-out: every bonus being wagered is forfeited, every gift not yet in play
 * (issued, wait, free spins being played) is canceled.
 */
export async function endAllGifts(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; now: Date; reason: ForfeitReason },
): Promise<PlayerGiftRow[]> {
  await lockPlayerGifts(tx, input.playerId);
  const ended: PlayerGiftRow[] = [];
  const wagering = await findGiftsInStages(tx, input.playerId, ['handle_bets']);
  for (const gift of wagering) {
    const done = await forfeitActiveBonus(tx, deps, {
      playerId: input.playerId,
      currency: gift.currency,
      now: input.now,
      reason: input.reason,
    });
    if (done) ended.push(done);
  }
  const pending = await findGiftsInStages(tx, input.playerId, ['issued', 'wait', 'activated']);
  for (const gift of pending) {
    const locked = await lockGiftWithMoney(tx, input.playerId, gift.id, input.now);
    if (!locked || !['issued', 'wait', 'activated'].includes(locked.stage)) continue;
    ended.push(await endWithoutMoney(tx, deps, locked, input.reason, input.now));
  }
  return ended;
}

/** Spins the studio took just before the play window closed still reach the wallet: wait this long. */
export const FREESPIN_PLAY_GRACE_MS = 5 * 60_000;

/**
 * Expires one gift whose deadline passed (the expiry job): an issued gift past its activation
 * window, a bonus past its wagering deadline (forfeited; the next waiting one starts), or free
 * spins past their play window (the spins left are dropped; what they won starts wagering).
 * Does nothing when the gift moved on meanwhile.
 */
export async function expireGift(
  tx: Transaction,
  deps: AppDeps,
  input: { playerId: number; giftId: number; now: Date },
): Promise<PlayerGiftRow | null> {
  await lockPlayerGifts(tx, input.playerId);
  const gift = await lockGiftWithMoney(tx, input.playerId, input.giftId, input.now);
  if (!gift) return null;
  const now = input.now.getTime();
  if (gift.stage === 'issued' && gift.activatableUntil && gift.activatableUntil.getTime() <= now) {
    return endWithoutMoney(tx, deps, gift, 'expiry', input.now);
  }
  if (
    gift.stage === 'activated' &&
    gift.family === 'freespins' &&
    gift.wagerUntil &&
    gift.wagerUntil.getTime() + FREESPIN_PLAY_GRACE_MS <= now
  ) {
    // The play window is over: spins left are dropped, what the spins won moves on.
    await cancelAtStudio(deps, gift, 'expiry');
    const played = await updateGift(tx, gift.id, { freespinsLeft: 0, updatedAt: input.now });
    return startOrQueue(tx, played, input.now);
  }
  if (gift.stage === 'handle_bets' && gift.wagerUntil && gift.wagerUntil.getTime() <= now) {
    const ended = await forfeitWagering(tx, gift, 'expiry', input.now);
    await startNextWaitingGift(tx, deps, {
      playerId: gift.playerId,
      currency: gift.currency,
      now: input.now,
    });
    return ended;
  }
  return null;
}

/**
 * The free spins of a gift ended (`gift.freespins-ended`): what they won, held in
 * `bonus_liability`, starts wagering or waits its turn; nothing won finishes the gift.
 */
export async function settleFreespinWinnings(
  tx: Transaction,
  input: { playerId: number; giftId: number; now: Date },
): Promise<PlayerGiftRow | null> {
  await lockPlayerGifts(tx, input.playerId);
  const gift = await lockGiftWithMoney(tx, input.playerId, input.giftId, input.now);
  if (!gift || gift.family !== 'freespins' || gift.stage !== 'activated') return null;
  // The row's amount_cents, read under the money lock, is what bonus_liability holds for the
  // gift: every win the wallet booked, including one that came after the event was written.
  const settled = await updateGift(tx, gift.id, { freespinsLeft: 0, updatedAt: input.now });
  return startOrQueue(tx, settled, input.now);
}

/**
 * The wallet ended the bonus being wagered (`gift.wagering-ended`): tells the player what it
 * became. The wallet already moved the money and set the stage.
 */
export async function notifyWageringEnded(
  tx: Transaction,
  deps: AppDeps,
  gift: PlayerGiftRow,
  event: { stage: 'wager_done' | 'lost'; convertedCents: number; forfeitedCents: number },
  now: Date,
): Promise<void> {
  if (event.stage === 'wager_done') {
    const { config } = await brandService(deps).get();
    const money = (minor: number) =>
      `${formatMinorUnits(minor, subunitsOf(config, gift.currency))} ${gift.currency}`;
    await notifyGift(
      tx,
      gift,
      'converted',
      event.forfeitedCents > 0 ? 'wagering_complete_capped' : 'wagering_complete',
      now,
      { amount: money(event.convertedCents), removed: money(event.forfeitedCents) },
    );
  } else {
    await notifyGift(tx, gift, 'lost', 'bonus_lost', now);
  }
}

// ---- ticket gifts (the wheel, the chance draw, boxed lootboxes) -----------------------------

/**
 * A player's issued gifts whose `group_key` starts with one of `prefixes`: gifts that are
 * tickets for something else (a wheel spin, LB-007; a chance entry; a lootbox), oldest first.
 */
export async function issuedTicketGifts(
  db: Executor,
  playerId: number,
  prefixes: readonly string[],
): Promise<PlayerGiftRow[]> {
  const issued = await findGiftsInStages(db, playerId, ['issued']);
  return issued.filter((gift) => prefixes.some((prefix) => gift.groupKey.startsWith(prefix)));
}

/**
 * Uses up an issued ticket gift in the caller's transaction: it ends `finished` without money
 * (what it was a ticket for pays its own prize through `issueGift`). Null when it is not the
 * player's, not issued any more (a concurrent use got it first) or past its activation window.
 */
export async function useTicketGift(
  tx: Transaction,
  input: { playerId: number; giftId: number; now: Date },
): Promise<PlayerGiftRow | null> {
  await lockPlayerGifts(tx, input.playerId);
  const gift = await findPlayerGift(tx, input.playerId, input.giftId, { lock: true });
  if (!gift || gift.stage !== 'issued') return null;
  if (!isActivatable({ stage: 'issued', activatableUntil: gift.activatableUntil }, input.now)) {
    return null;
  }
  return updateGift(tx, gift.id, {
    stage: 'finished',
    activatedAt: input.now,
    endedAt: input.now,
    updatedAt: input.now,
  });
}
