import type { StudioContext } from '../context.js';
import type { RetryRecord } from '../store/records.js';
import type { WalletOutcome } from '../wallet/wallet-client.js';
import { rollBack, settleRound, voidRound } from './round-money.js';

/**
 * After a restart: a real round still `open` whose money call may have reached the wallet, with
 * nothing queued for it, is rolled back and void (its answer was never shown). A blackjack
 * round the player is still playing is left open to resume.
 */
export function recoverInterruptedRounds(ctx: StudioContext): void {
  const queued = new Set([...ctx.store.retries.values()].map((retry) => retry.round_id));
  for (const round of ctx.store.rounds.values()) {
    if (round.status !== 'open' || round.mode !== 'real' || queued.has(round.id)) continue;
    const session = ctx.store.sessions.get(round.session_id);
    if (!session) continue;
    if (round.engine === 'blackjack' && session.open_round === round.id) continue;
    if (round.actions.length > 0) rollBack(ctx, session, round, [...round.actions].reverse());
    voidRound(ctx, round);
  }
}

/** A retried win reached the wallet: the round now counts and its balance is the wallet's. */
export function settleRetriedCall(
  ctx: StudioContext,
  record: RetryRecord,
  outcome: WalletOutcome,
): void {
  if (record.path !== '/play') return;
  const round = ctx.store.rounds.get(record.round_id);
  const session = ctx.store.sessions.get(record.session_id);
  if (!round || !session) return;
  if (outcome.kind === 'accepted') {
    session.balance = outcome.response.balance;
    ctx.store.put('session', session);
  }
  settleRound(ctx, session, round, round.view);
}
