import type { LedgerMovementEvent } from '@croupier/contracts/events';
import type { CompsAwardPayload } from '@croupier/contracts/comp-points';
import { earningOf, pointsDelta } from '@croupier/domain/comp-points/accrual';
import type { Transaction } from '../../db/transaction.js';
import type { AppDeps } from '../../app-deps.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import {
  addPoints,
  accrueBet,
  listCategoryWeights,
  listEarningRates,
  moveCarry,
  rollBackAccrual,
  type PointBalances,
} from './comp-points.repository.js';
import { grantDueLevels } from './levels.service.js';

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

export async function pushCompsAward(
  tx: Transaction,
  playerId: number,
  points: number,
  reason: CompsAwardPayload['reason'],
  balances: PointBalances,
): Promise<void> {
  const data: CompsAwardPayload = { points, reason, comp_points: presentBalances(balances) };
  await enqueueEvent(tx, 'realtime.publish', {
    channel: 'comps_award',
    event: reason === 'exchange' ? 'spent' : 'award',
    playerId,
    data,
  });
}

/**
 * One bet or rollback movement, in the outbox consumer's transaction (so once per event): a bet
 * adds its weighted stake to the carry of its rate and pays the whole points it completes; a
 * rollback takes back exactly what its bet added, whichever of the two came first. Each change
 * is pushed on `comps_award`, and a level reached grants its gift.
 */
export async function accrueMovement(
  tx: Transaction,
  deps: AppDeps,
  movement: BetMovement | RollbackMovement,
): Promise<number> {
  const playerId = movement.playerId;
  const play = movement.play;
  if (playerId === null || !play) return 0;
  const now = deps.clock.now();
  const { rates, weights } = await earningRulesOf(tx, deps);
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

  if (movement.kind === 'bet') {
    // A free spin (no stake) or a game weighted 0 earns nothing: nothing to record or undo.
    if (earning.units === 0n) return 0;
    const accrued = await accrueBet(tx, {
      playerId,
      betRef: `${play.studio}:${play.actionId}`,
      rateKey: earning.rateKey,
      units: earning.units,
      denominator: earning.denominator,
      now,
    });
    if (!accrued?.balances || accrued.points === 0) return 0;
    await pushCompsAward(tx, playerId, accrued.points, 'bet', accrued.balances);
    await grantDueLevels(tx, deps, playerId, accrued.balances, now);
    return accrued.points;
  }

  const undone = await rollBackAccrual(tx, {
    playerId,
    betRef: `${play.studio}:${movement.play?.originalActionId ?? play.actionId}`,
    rateKey: earning.rateKey,
    createdAt: now,
  });
  if (!undone || undone.units === 0n) return 0;
  const rateKey = undone.rateKey;
  const change = -undone.units;
  // The carry row keeps its own denominator: a rollback undoes at the bet's rate, whatever the
  // rollback's own rate would be now.
  const carry = await moveCarry(tx, playerId, rateKey, earning.denominator, change);
  const points = pointsDelta(carry.before, carry.after, carry.denominator);
  if (points === 0) return 0;
  const balances = await addPoints(tx, playerId, points, now);
  await pushCompsAward(tx, playerId, points, 'rollback', balances);
  return points;
}
