import type { WageringBonus } from '@croupier/domain/bonus/wagering';
import { settleAtRoundEnd, stakeGameFor, type StakeGame } from '@croupier/domain/bonus/stake-plan';
import { guardHolds, inline, raw } from '../../db/inline-sql.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { WalletGame } from './wallet.repository.js';

/**
 * Bonus money and free spins in a wallet call (DESIGN.md §12; engagement.md §3 Gift). The
 * wallet never imports the gifts module: it reads and updates the `player_gifts` row itself,
 * under the player's money lock (every transition of a gift that moves money books on the
 * player's accounts, so it waits for that lock too), and tells gifts what ended through events.
 *
 * - The gift in `handle_bets` in the call's currency is read in the call's first message
 *   (`giftReadColumns`, one probe of the partial unique index `player_gifts_wagering`); its row
 *   is written in the last message only when the call changed it (`giftWrites`), with a guard
 *   that fails the message unless the row still was in `handle_bets`.
 * - The bonus ends at the end of a call whose round is finished (stake-plan.ts
 *   `settleAtRoundEnd`): requirement met → `bonus_convert` (player_bonus −bonus, player_real
 *   +min(bonus, max_win), promotions +rest) and `wager_done`; else no bonus money left → `lost`
 *   (a bonus spent to 0 mid-round is not lost while its round may still pay it back). Either
 *   end enqueues `gift.wagering-ended` in the call's transaction.
 * - A free-spin call (`freespin_issue_id`) plays the player's gift in `activated` with that
 *   issue id: bets of 0 only, one spin each; wins go provider_clearing → `bonus_liability`
 *   and add to the gift's `amount_cents`; when a call of the round that used the last spin
 *   finishes it, `gift.freespins-ended` carries the winnings.
 */

/** The bonus being wagered, as the call holds it. */
export interface CallGift {
  id: number;
  contributions: Record<string, number>;
  /** The brand's promotions account in the currency (conversions, forfeits). */
  promotionsAccountId: number | null;
  /** As read: the row is written only when the call changed these. */
  read: { bonusCents: number; wageredCents: number };
  stage: 'handle_bets' | 'wager_done' | 'lost';
}

/** The free-spins gift a call plays. */
export interface CallFreespins {
  id: number;
  left: number;
  amountCents: number;
  read: { left: number; amountCents: number };
  /** The brand's bonus liability account in the currency, once opened. */
  liabilityAccountId: number | null;
  /** A new spin or win of this gift was recorded in the call. */
  played: boolean;
}

/** A round's stakes from earlier calls, by the gift they counted for (null: none). */
export interface RoundStake {
  giftId: number | null;
  betCents: number;
  bonusCents: number;
}

export interface GiftSqlRow {
  id: string;
  bonus_cents: string;
  wagered_cents: string;
  requirement_cents: string;
  max_bet_cents: string | null;
  max_win_cents: string | null;
  contributions: Record<string, unknown> | null;
  promotions_id: string | null;
}

export interface FreespinSqlRow {
  id: string;
  left: number;
  amount_cents: string;
  liability_id: string | null;
}

const brandAccountOf = (kind: string, currency: string) =>
  inline`(SELECT la.id::text FROM ledger_accounts la WHERE la.kind = ${kind}
      AND la.currency = ${currency} AND la.player_id IS NULL)`;

/** The gift in `handle_bets` as one json column, for a statement whose FROM names `players`. */
export function giftColumns(currency: string): string {
  return inline`(SELECT json_build_object('id', pg.id::text,
      'bonus_cents', pg.bonus_cents::text, 'wagered_cents', pg.wagered_cents::text,
      'requirement_cents', pg.wager_requirement_cents::text,
      'max_bet_cents', pg.max_bet_cents::text, 'max_win_cents', pg.max_win_cents::text,
      'contributions', pg.contributions,
      'promotions_id', ${raw(brandAccountOf('promotions', currency))})
    FROM player_gifts pg WHERE pg.player_id = players.id AND pg.currency = ${currency}
      AND pg.stage = 'handle_bets')`;
}

/** The first message's columns for the gift in play (and the free-spins gift the call names). */
export function giftReadColumns(input: {
  currency: string;
  freespinIssueId: string | undefined;
  /** The round, when the call has a win: its earlier stakes decide the win's split. */
  winRound: { studio: string; roundId: string } | null;
}): string {
  const { currency } = input;
  const brandAccount = (kind: string) => brandAccountOf(kind, currency);
  const gift = `${giftColumns(currency)} AS gift`;
  const freespins =
    input.freespinIssueId === undefined
      ? ''
      : inline`, (SELECT json_build_object('id', fg.id::text, 'left', fg.freespins_left,
          'amount_cents', fg.amount_cents::text,
          'liability_id', ${raw(brandAccount('bonus_liability'))})
        FROM player_gifts fg WHERE fg.player_id = players.id
          AND fg.freespin_issue_id = ${input.freespinIssueId} AND fg.stage = 'activated'
          AND fg.currency = ${currency}
        ORDER BY fg.id LIMIT 1) AS freespins`;
  const round = input.winRound
    ? inline`, (SELECT coalesce(json_agg(json_build_object('gift_id', r.gift_id::text,
          'bet', r.bet::text, 'bonus', r.bonus::text)), '[]'::json)
        FROM (SELECT gift_id, sum(amount) AS bet, sum(bonus_amount) AS bonus FROM wallet_actions
          WHERE studio = ${input.winRound.studio} AND round_id = ${input.winRound.roundId}
            AND kind = 'bet' AND NOT rolled_back AND player_id = players.id
          GROUP BY gift_id) r) AS round_stakes,
        ${raw(brandAccount('promotions'))} AS promotions_id`
    : '';
  return `${gift}${freespins}${round}`;
}

const idOrNull = (text: string | null | undefined) =>
  text === null || text === undefined ? null : Number(text);

export function contributionsOf(value: unknown): Record<string, number> {
  const map: Record<string, number> = {};
  if (value && typeof value === 'object') {
    for (const [key, percent] of Object.entries(value as Record<string, unknown>)) {
      if (typeof percent === 'number') map[key] = percent;
    }
  }
  return map;
}

export function parseGift(row: GiftSqlRow | null | undefined): {
  gift: CallGift;
  bonus: WageringBonus;
} | null {
  if (!row) return null;
  const bonusCents = Number(row.bonus_cents);
  const wageredCents = Number(row.wagered_cents);
  return {
    gift: {
      id: Number(row.id),
      contributions: contributionsOf(row.contributions),
      promotionsAccountId: idOrNull(row.promotions_id),
      read: { bonusCents, wageredCents },
      stage: 'handle_bets',
    },
    bonus: {
      status: 'active',
      bonusCents,
      wageredCents,
      requirementCents: Number(row.requirement_cents),
      maxBetCents: idOrNull(row.max_bet_cents),
      maxWinCents: idOrNull(row.max_win_cents),
    },
  };
}

export function parseFreespins(row: FreespinSqlRow | null | undefined): CallFreespins | null {
  if (!row) return null;
  const amountCents = Number(row.amount_cents);
  return {
    id: Number(row.id),
    left: Number(row.left),
    amountCents,
    read: { left: Number(row.left), amountCents },
    liabilityAccountId: idOrNull(row.liability_id),
    played: false,
  };
}

export function parseRoundStakes(
  rows: { gift_id: string | null; bet: string; bonus: string }[] | null | undefined,
): RoundStake[] {
  return (rows ?? []).map((row) => ({
    giftId: idOrNull(row.gift_id),
    betCents: Number(row.bet),
    bonusCents: Number(row.bonus),
  }));
}

/**
 * How the stake plan sees a game for a gift: its category's contribution (the gift's
 * `contributions`) and whether the bonus plays there. Without a gift nothing is wagered: every
 * game takes real money, counted fully (the figure is then unused).
 */
export function stakeGameOf(
  game: Pick<WalletGame, 'categories'> | null | undefined,
  gift: Pick<CallGift, 'contributions'> | null,
): StakeGame {
  if (!gift) return { contributionPercent: 100, bonusEligible: true };
  // A balance read names no game: the bonus counts as stakeable (the lobby's figure).
  if (!game) return { contributionPercent: 100, bonusEligible: true };
  return stakeGameFor(gift.contributions, game.categories);
}

/** What the end of a call settles on its gift: the conversion's legs, if any, and the event. */
export interface GiftEnd {
  stage: 'wager_done' | 'lost';
  convertedCents: number;
  forfeitedCents: number;
  /** The bonus money the conversion took out of player_bonus. */
  bonusCents: number;
}

/**
 * The end of the call's gift, if the call's round is finished and the bonus is met or spent.
 * Updates `bonus` and `gift` in place of the caller's (returns the new bonus).
 */
export function settleGift(
  gift: CallGift,
  bonus: WageringBonus,
  realCents: number,
): { bonus: WageringBonus; end: GiftEnd | null } {
  const before = bonus.bonusCents;
  const settled = settleAtRoundEnd({ realCents, bonus });
  const next = settled.wallet.bonus ?? bonus;
  if (!settled.end) return { bonus: next, end: null };
  gift.stage = settled.end === 'converted' ? 'wager_done' : 'lost';
  return {
    bonus: next,
    end: {
      stage: gift.stage,
      convertedCents: settled.conversion?.convertedCents ?? 0,
      forfeitedCents: settled.conversion?.forfeitedCents ?? 0,
      bonusCents: settled.conversion ? before : 0,
    },
  };
}

/** The reference of a gift's conversion: once per gift. */
export const conversionReference = (giftId: number) => `gift:${giftId}:convert`;

export async function enqueueWageringEnded(
  tx: Parameters<typeof enqueueEvent>[0],
  input: { playerId: number; giftId: number; currency: string; end: GiftEnd; now: Date },
): Promise<void> {
  await enqueueEvent(tx, 'gift.wagering-ended', {
    playerId: input.playerId,
    giftId: input.giftId,
    currency: input.currency,
    stage: input.end.stage,
    convertedCents: input.end.convertedCents,
    forfeitedCents: input.end.forfeitedCents,
    createdAt: input.now.toISOString(),
  });
}

export async function enqueueFreespinsEnded(
  tx: Parameters<typeof enqueueEvent>[0],
  input: { playerId: number; giftId: number; currency: string; winningsCents: number; now: Date },
): Promise<void> {
  await enqueueEvent(tx, 'gift.freespins-ended', {
    playerId: input.playerId,
    giftId: input.giftId,
    currency: input.currency,
    winningsCents: input.winningsCents,
    createdAt: input.now.toISOString(),
  });
}

/**
 * The statements that write what the call changed on its gifts, and the guards (numbers and
 * constants only) that fail the last message (SQLSTATE 40001: the call runs again) unless the
 * rows hold what the call computed. Nothing when the call changed nothing.
 */
export function giftWrites(input: {
  gift: CallGift | null;
  bonus: WageringBonus | null;
  freespins: CallFreespins | null;
  now: Date;
}): { statements: string[]; guards: string[] } {
  const statements: string[] = [];
  const guards: string[] = [];
  const { gift, bonus, freespins, now } = input;
  if (gift && bonus) {
    const changed =
      gift.stage !== 'handle_bets' ||
      bonus.bonusCents !== gift.read.bonusCents ||
      bonus.wageredCents !== gift.read.wageredCents;
    if (changed) {
      const ended = gift.stage !== 'handle_bets';
      statements.push(inline`UPDATE player_gifts SET bonus_cents = ${bonus.bonusCents},
        wagered_cents = ${bonus.wageredCents}, stage = ${gift.stage},
        ended_at = ${ended ? now : null}, updated_at = ${now}
        WHERE id = ${gift.id} AND stage = 'handle_bets'`);
      guards.push(
        guard(
          `id = ${gift.id} AND stage = '${gift.stage}' AND bonus_cents = ${bonus.bonusCents} AND wagered_cents = ${bonus.wageredCents}`,
        ),
      );
    }
  }
  if (freespins) {
    const changed =
      freespins.left !== freespins.read.left ||
      freespins.amountCents !== freespins.read.amountCents;
    if (changed) {
      statements.push(inline`UPDATE player_gifts SET freespins_left = ${freespins.left},
        amount_cents = ${freespins.amountCents}, updated_at = ${now}
        WHERE id = ${freespins.id} AND stage = 'activated'`);
      guards.push(
        guard(
          `id = ${freespins.id} AND freespins_left = ${freespins.left} AND amount_cents = ${freespins.amountCents}`,
        ),
      );
    }
  }
  return { statements, guards };
}

function guard(condition: string): string {
  return guardHolds(
    `EXISTS (SELECT 1 FROM player_gifts WHERE ${condition})`,
    '40001',
    'gift not written as computed',
  );
}
