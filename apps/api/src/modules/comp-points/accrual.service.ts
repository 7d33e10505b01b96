import type { EventOf, LedgerMovementEvent } from '@croupier/contracts/events';
import type { CompsAwardPayload } from '@croupier/contracts/comp-points';
import { earningOf } from '@croupier/domain/comp-points/accrual';
import type { Transaction } from '../../db/transaction.js';
import type { AppDeps } from '../../app-deps.js';
import { enqueueEvent, enqueueEvents } from '../outbox/outbox.service.js';
import { enqueuePushes } from '../realtime/socket-push.js';
import {
  insertAccruals,
  listCategoryWeights,
  listEarningRates,
  moveCarries,
  rollBackAccruals,
  type AccrualRollback,
  type BetAccrual,
  type CarryMove,
  type PointBalances,
} from './comp-points.repository.js';
import { dueLevels } from './levels.service.js';

/** How long a process keeps the earning rates and weights before reading them again. */
export const EARNING_RULES_TTL_MS = 30_000;

interface EarningRules {
  loadedAt: number;
  rates: Awaited<ReturnType<typeof listEarningRates>>;
  weights: Awaited<ReturnType<typeof listCategoryWeights>>;
}
const earningRules = new WeakMap<AppDeps, EarningRules>();

/**
 * The brand's earning rates and weights, read at most every 30 seconds: every bet needs them,
 * and an operator's change may take that long to apply.
 */
async function earningRulesOf(tx: Transaction, deps: AppDeps): Promise<EarningRules> {
  const now = Date.now();
  const cached = earningRules.get(deps);
  if (cached && now - cached.loadedAt < EARNING_RULES_TTL_MS) return cached;
  const rules = {
    loadedAt: now,
    rates: await listEarningRates(tx),
    weights: await listCategoryWeights(tx),
  };
  earningRules.set(deps, rules);
  return rules;
}

/** An operator command changed the rules: the next event reads them again. */
export function forgetEarningRules(deps: AppDeps): void {
  earningRules.delete(deps);
}

type BetMovement = Extract<LedgerMovementEvent, { kind: 'bet' }>;
type RollbackMovement = Extract<LedgerMovementEvent, { kind: 'rollback' }>;

/** A bet or a rollback movement (what `accrueMovements` takes). */
export function isPointMovement(
  movement: LedgerMovementEvent,
): movement is BetMovement | RollbackMovement {
  return movement.kind === 'bet' || movement.kind === 'rollback';
}

/** The ledger movements that change points: bets, and rollbacks of bets. */
export function earnsPoints(movement: LedgerMovementEvent): boolean {
  if (movement.playerId === null) return false;
  if (movement.kind === 'bet') return true;
  return movement.kind === 'rollback' && movement.play?.originalKind === 'bet';
}

/** The balances as the api shows them: a debt left by a rollback reads as 0. */
export function presentBalances(balances: PointBalances) {
  return {
    chargeable: { points: Math.max(0, balances.chargeable) },
    persistent: { points: Math.max(0, balances.persistent) },
  };
}

/** The `comps_award` message of a change of `points` that left `balances`. */
function compsAward(
  playerId: number,
  points: number,
  reason: CompsAwardPayload['reason'],
  balances: PointBalances,
): EventOf<'realtime.publish'> {
  const data: CompsAwardPayload = { points, reason, comp_points: presentBalances(balances) };
  return {
    channel: 'comps_award',
    event: reason === 'exchange' ? 'spent' : 'award',
    playerId,
    data,
  };
}

export async function pushCompsAward(
  tx: Transaction,
  playerId: number,
  points: number,
  reason: CompsAwardPayload['reason'],
  balances: PointBalances,
): Promise<void> {
  await enqueueEvent(tx, 'realtime.publish', compsAward(playerId, points, reason, balances));
}

const pairKey = (playerId: number, ref: string) => `${playerId}\u0000${ref}`;

/**
 * A batch of bet and rollback movements, in the outbox consumer's transaction (so once per
 * event; decision 0303): each bet adds its weighted stake to the carry of its rate, each
 * rollback takes back exactly what its bet added, whichever of the two came first. A handful of
 * statements serve the whole batch: the bets' records, the rollbacks', then one change per
 * player and rate of the carries and one per player of the balances. Each player whose points
 * changed hears one `comps_award` with the batch's net change, and a level reached grants its
 * gift. The result equals applying the movements one by one in any order: a carry's points are
 * floor(units / denominator) of its running sum, and a bet and its rollback cancel out.
 * Answers the points changed per player.
 */
export async function accrueMovements(
  tx: Transaction,
  deps: AppDeps,
  movements: readonly (BetMovement | RollbackMovement)[],
): Promise<Map<number, number>> {
  const now = deps.clock.now();
  const { rates, weights } = await earningRulesOf(tx, deps);
  const bets = new Map<string, BetAccrual>();
  const rollbacks = new Map<string, AccrualRollback>();
  // A rate key names its rate, so one denominator per key.
  const denominators = new Map<string, bigint>();
  for (const movement of movements) {
    const { playerId, play } = movement;
    if (playerId === null || !play) continue;
    const earning = earningOf(
      {
        currency: movement.currency,
        stakeCents: play.split.realCents + play.split.bonusCents,
        eurCents: play.eurCents,
        categories: play.categories,
      },
      rates,
      weights,
    );
    denominators.set(earning.rateKey, earning.denominator);
    if (movement.kind === 'bet') {
      // A free spin (no stake) or a game weighted 0 earns nothing: nothing to record or undo.
      if (earning.units === 0n) continue;
      const betRef = `${play.studio}:${play.actionId}`;
      bets.set(pairKey(playerId, betRef), {
        playerId,
        betRef,
        rateKey: earning.rateKey,
        units: earning.units,
      });
    } else {
      const betRef = `${play.studio}:${movement.play?.originalActionId ?? play.actionId}`;
      rollbacks.set(pairKey(playerId, betRef), { playerId, betRef, rateKey: earning.rateKey });
    }
  }

  // Bets first, so a rollback in the same batch finds its bet's record and undoes it.
  const added = await insertAccruals(tx, [...bets.values()], now);
  const undone = await rollBackAccruals(tx, [...rollbacks.values()], now);
  // One move per player and rate: the bets recorded now add, the rollbacks take back.
  const moves = new Map<string, CarryMove>();
  const move = (playerId: number, rateKey: string, units: bigint, denominator?: bigint | null) => {
    const key = pairKey(playerId, rateKey);
    const known = denominator ?? moves.get(key)?.denominator ?? denominators.get(rateKey);
    if (known === undefined) throw new Error(`no denominator for comp-point rate ${rateKey}`);
    const sum = (moves.get(key)?.units ?? 0n) + units;
    moves.set(key, { playerId, rateKey, units: sum, denominator: known });
  };
  for (const bet of added) move(bet.playerId, bet.rateKey, bet.units);
  for (const back of undone) move(back.playerId, back.rateKey, back.units, back.denominator);
  const changes = await moveCarries(
    tx,
    [...moves.values()].filter(({ units }) => units !== 0n),
    now,
  );

  const paid = new Map<number, number>();
  const awards: EventOf<'realtime.publish'>[] = [];
  for (const { playerId, points, balances } of changes) {
    if (points === 0 || !balances) continue;
    paid.set(playerId, points);
    awards.push(compsAward(playerId, points, points > 0 ? 'bet' : 'rollback', balances));
  }
  await enqueuePushes(tx, awards);
  // Level gifts go to the levels consumer: granting them here would hold the whole batch.
  const reached: EventOf<'comp-points.level-reached'>[] = [];
  for (const { playerId, points, balances } of changes) {
    if (points <= 0 || !balances || (await dueLevels(deps, balances)).length === 0) continue;
    reached.push({ playerId, persistentPoints: balances.persistent, createdAt: now.toISOString() });
  }
  await enqueueEvents(tx, 'comp-points.level-reached', reached);
  return paid;
}
