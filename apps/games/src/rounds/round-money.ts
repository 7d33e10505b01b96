import type { PlayAction, PlayRequest } from '@croupier/contracts/wallet-protocol';
import type { StudioContext } from '../context.js';
import { newId } from '../lib/ids.js';
import { StudioError } from '../lib/studio-error.js';
import { HISTORY_SIZE, type RoundRecord, type SessionRecord } from '../store/records.js';
import { refusalToClientError } from './wallet-errors.js';
import { decideDrops } from '../jackpots/jackpot-drops.js';

/** A demo session starts with 2,000.00 FUN. */
export const DEMO_START_BALANCE = 200_000;

export function currentDemoBalance(session: SessionRecord): number {
  return session.balance ?? DEMO_START_BALANCE;
}

function callBase(session: SessionRecord, round: RoundRecord) {
  return {
    user_id: session.player_id ?? '',
    currency: session.currency,
    game: session.game,
    game_id: round.id,
    ...(session.casino_session_id ? { session_id: session.casino_session_id } : {}),
  };
}

/**
 * Takes a round's stake (and, for rounds decided at once, its win) from the player: the demo
 * balance in the studio, or one signed `/play` batch at the casino's wallet. A refusal becomes
 * the player's error and nothing is kept; a batch whose answer never came is rolled back (the
 * same action ids, retried until definitive) and the round is void: `unavailable`.
 */
export async function chargeRound(
  ctx: StudioContext,
  session: SessionRecord,
  round: RoundRecord,
  amounts: { bet: number; win?: number; finished: boolean },
): Promise<number> {
  const win = amounts.win ?? 0;
  if (session.mode === 'demo') {
    const balance = currentDemoBalance(session);
    if (amounts.bet > balance) {
      throw new StudioError('not_enough_funds', 'Not enough FUN for this bet', balance);
    }
    return saveBalance(ctx, session, balance - amounts.bet + win);
  }
  const actions: PlayAction[] = [{ action: 'bet', action_id: newId('bet'), amount: amounts.bet }];
  if (win > 0) actions.push({ action: 'win', action_id: newId('win'), amount: win });
  // The ids are journaled before the call, so a crash mid-call still knows what to roll back.
  round.actions.push(...actions.map((action) => action.action_id));
  ctx.store.put('round', round);

  const body: PlayRequest = { ...callBase(session, round), finished: amounts.finished, actions };
  const outcome = await ctx.wallet.call('/play', body);
  if (outcome.kind === 'accepted') {
    const balance = saveBalance(ctx, session, outcome.response.balance);
    return (await claimJackpots(ctx, session, round, outcome.response.jackpots)) ?? balance;
  }
  if (outcome.kind === 'refused') {
    round.actions = round.actions.filter((id) => !actions.some((a) => a.action_id === id));
    ctx.store.put('round', round);
    throw refusalToClientError(outcome.error);
  }
  rollBack(
    ctx,
    session,
    round,
    [...actions].reverse().map((action) => action.action_id),
  );
  throw new StudioError(
    'unavailable',
    'The casino did not confirm the bet in time; it has been cancelled and the round does not count',
    session.balance ?? undefined,
  );
}

/**
 * Pays a round's win at its end (`finished: true`; an empty batch closes a lost round). Wins are
 * never lost: an unanswered call is retried with the same action id until the wallet answers,
 * and the win is shown only once accepted. Answers the new balance, or null while pending.
 */
export async function payRound(
  ctx: StudioContext,
  session: SessionRecord,
  round: RoundRecord,
  win: number,
): Promise<number | null> {
  if (session.mode === 'demo') return saveBalance(ctx, session, currentDemoBalance(session) + win);
  const actions: PlayAction[] =
    win > 0 ? [{ action: 'win', action_id: newId('win'), amount: win }] : [];
  round.actions.push(...actions.map((action) => action.action_id));
  ctx.store.put('round', round);
  const body: PlayRequest = { ...callBase(session, round), finished: true, actions };
  const outcome = await ctx.wallet.call('/play', body);
  if (outcome.kind === 'accepted') return saveBalance(ctx, session, outcome.response.balance);
  if (outcome.kind === 'refused') {
    // Wins are accepted in every state of the player (WI-06): a refusal is a protocol fault to
    // investigate, not something a retry would change. The round closes as decided.
    ctx.log.error({ round: round.id, error: outcome.error }, 'wallet refused a win');
    return session.balance ?? 0;
  }
  ctx.retries.enqueue(
    {
      id: actions[0]?.action_id ?? newId('close'),
      path: '/play',
      body,
      round_id: round.id,
      session_id: session.id,
    },
    ctx.env.WALLET_RETRY_BASE_MS,
  );
  return null;
}

/**
 * The levels the bet fed that the drop rule decides (jackpots/jackpot-drops.ts), claimed in the
 * same round. Like a win it is never lost: an unanswered claim is retried with the same ids.
 * Answers the balance after it, or null when nothing dropped or the claim is pending.
 */
async function claimJackpots(
  ctx: StudioContext,
  session: SessionRecord,
  round: RoundRecord,
  fed: Parameters<typeof decideDrops>[2],
): Promise<number | null> {
  const drops = decideDrops(ctx, session.player_id ?? '', fed);
  if (drops.length === 0) return null;
  round.actions.push(...drops.map((action) => action.action_id));
  ctx.store.put('round', round);
  const body: PlayRequest = { ...callBase(session, round), finished: true, actions: drops };
  const outcome = await ctx.wallet.call('/play', body);
  if (outcome.kind === 'accepted') {
    const paid = outcome.response.transactions.reduce((sum, line) => sum + (line.amount ?? 0), 0);
    ctx.log.info({ round: round.id, paid }, 'jackpot dropped');
    return saveBalance(ctx, session, outcome.response.balance);
  }
  if (outcome.kind === 'refused') {
    ctx.log.error({ round: round.id, error: outcome.error }, 'wallet refused a jackpot win');
    return null;
  }
  ctx.retries.enqueue(
    {
      id: drops[0]?.action_id ?? newId('jpw'),
      path: '/play',
      body,
      round_id: round.id,
      session_id: session.id,
    },
    ctx.env.WALLET_RETRY_BASE_MS,
  );
  return null;
}

/** Queues the rollback of these actions (newest first), retried until the wallet answers. */
export function rollBack(
  ctx: StudioContext,
  session: SessionRecord,
  round: RoundRecord,
  originalActionIds: string[],
): void {
  const rollbackId = newId('rb');
  ctx.retries.enqueue({
    id: rollbackId,
    path: '/rollback',
    body: {
      ...callBase(session, round),
      finished: true,
      actions: originalActionIds.map((original, index) => ({
        action: 'rollback' as const,
        action_id: `${rollbackId}-${index}`,
        original_action_id: original,
      })),
    },
    round_id: round.id,
    session_id: session.id,
  });
}

function saveBalance(ctx: StudioContext, session: SessionRecord, balance: number): number {
  session.balance = balance;
  ctx.store.put('session', session);
  return balance;
}

/** Marks the round settled with the view the player is shown, and lists it in the history. */
export function settleRound(
  ctx: StudioContext,
  session: SessionRecord,
  round: RoundRecord,
  view: unknown,
): void {
  round.status = 'settled';
  round.view = view;
  ctx.store.put('round', round);
  session.history = [
    { round_id: round.id, at: round.at, bet: round.bet, win: round.win, summary: round.summary },
    ...session.history.filter((entry) => entry.round_id !== round.id),
  ].slice(0, HISTORY_SIZE);
  ctx.store.put('session', session);
}

/** A new round of this session, not yet decided by the wallet. */
export function openRound(
  session: SessionRecord,
  fields: Pick<RoundRecord, 'engine' | 'bet' | 'win' | 'summary' | 'outcome'>,
): RoundRecord {
  return {
    id: newId('rnd'),
    session_id: session.id,
    game: session.game,
    mode: session.mode,
    currency: session.currency,
    ...(session.player_id ? { player_id: session.player_id } : {}),
    at: new Date().toISOString(),
    status: 'open',
    view: null,
    actions: [],
    ...fields,
  };
}

/**
 * A round decided at once (slot, roulette, baccarat): charged and paid in one wallet call, then
 * shown. `view` builds the answer from the balance the wallet reported.
 */
export async function playInstantRound<V>(
  ctx: StudioContext,
  session: SessionRecord,
  round: RoundRecord,
  view: (balance: number) => V,
): Promise<V> {
  ctx.store.put('round', round);
  try {
    const balance = await chargeRound(ctx, session, round, {
      bet: round.bet,
      win: round.win,
      finished: true,
    });
    const answer = view(balance);
    settleRound(ctx, session, round, answer);
    return answer;
  } catch (error) {
    voidRound(ctx, round);
    throw error;
  }
}

/** The round does not count: refused or rolled back. Its outcome stays on record (GF-03). */
export function voidRound(ctx: StudioContext, round: RoundRecord): void {
  round.status = 'void';
  ctx.store.put('round', round);
}
