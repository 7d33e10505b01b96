/**
 * A lottery's state from its dates and its draw (TN-019 proposal; engagement.md §4 "status is
 * derived from dates"): upcoming before `start_at`, active until `end_at`, drawing from `end_at`
 * until the draw has run, then drawn. Tickets are taken only while upcoming or active.
 */
export const LOTTERY_STATE_NAMES = ['upcoming', 'active', 'drawing', 'drawn'] as const;
export type LotteryStateName = (typeof LOTTERY_STATE_NAMES)[number];

export interface LotteryDates {
  startAt: Date;
  endAt: Date;
  drawnAt: Date | null;
}

export function lotteryState(lottery: LotteryDates, now: Date): LotteryStateName {
  if (lottery.drawnAt !== null) return 'drawn';
  if (now.getTime() >= lottery.endAt.getTime()) return 'drawing';
  if (now.getTime() < lottery.startAt.getTime()) return 'upcoming';
  return 'active';
}

/** Whether a ticket may still join: the list freezes at `end_at`. */
export function takesTickets(lottery: LotteryDates, now: Date): boolean {
  const state = lotteryState(lottery, now);
  return state === 'upcoming' || state === 'active';
}

/** Tickets a deposit earns under a lottery's deposit rule: one per full step, capped. */
export function depositTickets(
  depositEurCents: number,
  rule: { eurCentsPerTicket: number; maxTicketsPerDeposit: number },
): number {
  if (!Number.isSafeInteger(depositEurCents) || depositEurCents <= 0) return 0;
  if (!Number.isSafeInteger(rule.eurCentsPerTicket) || rule.eurCentsPerTicket <= 0) return 0;
  return Math.min(
    Math.floor(depositEurCents / rule.eurCentsPerTicket),
    Math.max(0, rule.maxTicketsPerDeposit),
  );
}
