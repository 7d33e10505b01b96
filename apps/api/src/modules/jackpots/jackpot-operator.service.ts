import { totalBasisPoints } from '@croupier/domain/jackpots/contribution';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { forgetJackpotSnapshot } from './jackpot-config.js';
import {
  listJackpotWins,
  readJackpotTables,
  updateLevelContribution,
  type JackpotRow,
} from './jackpots.repository.js';

/**
 * What `npm run jackpots -- …` asks of the module (docs/jackpots.md "Operator commands"): the
 * pools as the books keep them, the wins with player ids, and the one change that moves no
 * money: a level's share of future stakes.
 */

/** A level takes at least 1 basis point (at 0 it could neither grow nor drop, holding its pool). */
export const MIN_LEVEL_BASIS_POINTS = 1;
/** A jackpot takes at most 10 % of a stake over its levels (the demo brand takes 1 %). */
export const MAX_JACKPOT_BASIS_POINTS = 1_000;

/** Every jackpot (active or not) with its levels and each level's pools by currency. */
export async function operatorJackpots(deps: AppDeps, filter: { currency?: string } = {}) {
  const tables = await readJackpotTables(deps.database.db);
  return tables.jackpots.map((jackpot) => ({
    id: jackpot.id,
    identifier: jackpot.identifier,
    name: jackpot.name,
    state: jackpot.state,
    category: jackpot.category,
    providers: jackpot.providers,
    levels: tables.levels
      .filter((level) => level.jackpotId === jackpot.id)
      .map((level) => ({
        identifier: level.identifier,
        name: level.name,
        contribution_basis_points: level.contributionBasisPoints,
        pools: tables.pools
          .filter(
            (pool) =>
              pool.levelId === level.id &&
              (filter.currency === undefined || pool.currency === filter.currency),
          )
          .map((pool) => ({
            currency: pool.currency,
            seed_cents: pool.seedCents,
            must_drop_by_cents: pool.mustDropByCents,
            amount_cents: pool.amountCents,
            seeded_cents: pool.seededCents,
            contributions_cents: pool.contributionsCents,
            wins_cents: pool.winsCents,
            drops: pool.generation,
            updated_at: pool.updatedAt.toISOString(),
          })),
      })),
  }));
}

async function jackpotOf(deps: AppDeps, identifier: string): Promise<JackpotRow> {
  const { jackpots } = await readJackpotTables(deps.database.db);
  const jackpot = jackpots.find((row) => row.identifier === identifier);
  if (!jackpot) {
    throw AppError.notFound(
      `no jackpot ${identifier}; known: ${jackpots.map((row) => row.identifier).join(', ') || 'none'}`,
    );
  }
  return jackpot;
}

/** The wins, newest first, of a player and/or a jackpot, amounts in minor units. */
export async function operatorJackpotWins(
  deps: AppDeps,
  input: { limit: number; playerId?: number; jackpot?: string },
) {
  const jackpotId =
    input.jackpot === undefined ? undefined : (await jackpotOf(deps, input.jackpot)).id;
  const rows = await listJackpotWins(deps.database.db, {
    sort: 'latest',
    limit: input.limit,
    ...(input.playerId === undefined ? {} : { playerId: input.playerId }),
    ...(jackpotId === undefined ? {} : { jackpotIds: [jackpotId] }),
  });
  // The operator's view: player ids, no names (the public lists mask them in jackpots.service).
  return rows.map(({ name: _name, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One jackpot with its pools and its last wins. */
export async function operatorJackpot(deps: AppDeps, identifier: string, winsLimit = 10) {
  const jackpot = await jackpotOf(deps, identifier);
  const [shown] = (await operatorJackpots(deps)).filter((row) => row.id === jackpot.id);
  return {
    ...shown,
    last_wins: await operatorJackpotWins(deps, { limit: winsLimit, jackpot: identifier }),
  };
}

/**
 * A level's share of the stakes of bets from now on. No money moves: bets already booked keep
 * their contributions (a rollback gives back what was recorded), the pools keep what they hold.
 * Each api instance reads the change within its snapshot's 5 seconds.
 */
export async function setLevelContribution(
  deps: AppDeps,
  input: { jackpot: string; level: string; basisPoints: number },
) {
  const jackpot = await jackpotOf(deps, input.jackpot);
  const { levels } = await readJackpotTables(deps.database.db);
  const own = levels.filter((level) => level.jackpotId === jackpot.id);
  const level = own.find((candidate) => candidate.identifier === input.level);
  if (!level) {
    throw AppError.notFound(
      `${jackpot.identifier} has no level ${input.level}; its levels: ${own.map((row) => row.identifier).join(', ')}`,
    );
  }
  const { basisPoints } = input;
  if (!Number.isSafeInteger(basisPoints) || basisPoints < MIN_LEVEL_BASIS_POINTS) {
    throw AppError.invalid({
      basis_points: [`a whole number of at least ${MIN_LEVEL_BASIS_POINTS}`],
    });
  }
  const after = own.map((row) => ({
    contributionBasisPoints: row.id === level.id ? basisPoints : row.contributionBasisPoints,
  }));
  if (totalBasisPoints(after) > MAX_JACKPOT_BASIS_POINTS) {
    throw AppError.invalid({
      basis_points: [
        `the levels of ${jackpot.identifier} would take ${totalBasisPoints(after)} basis points of a stake; at most ${MAX_JACKPOT_BASIS_POINTS}`,
      ],
    });
  }
  await updateLevelContribution(deps.database.db, level.id, basisPoints);
  forgetJackpotSnapshot(deps);
  return {
    jackpot: jackpot.identifier,
    level: level.identifier,
    before: level.contributionBasisPoints,
    after: basisPoints,
    total: totalBasisPoints(after),
  };
}
