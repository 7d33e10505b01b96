import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { pushCompsAward } from './accrual.service.js';
import { addPoints } from './comp-points.repository.js';
import { grantDueLevels } from './levels.service.js';

/**
 * Points paid as a prize by another module (a tournament place or quest level): both balances
 * grow, the player hears it on `comps_award` (reason `prize`), and a level reached grants its
 * gift. Paying once is the caller's part (its business reference, in the same transaction).
 */
export async function awardPrizePoints(
  tx: Transaction,
  deps: AppDeps,
  playerId: number,
  points: number,
  now: Date,
): Promise<void> {
  const balances = await addPoints(tx, playerId, points, now);
  await pushCompsAward(tx, playerId, points, 'prize', balances);
  await grantDueLevels(tx, deps, playerId, balances, now);
}
