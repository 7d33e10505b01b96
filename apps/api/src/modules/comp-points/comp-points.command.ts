import { parseArgs } from 'node:util';
import type { AppDeps } from '../../app-deps.js';
import { recordOperatorEvent } from '../audit/security-events.js';
import { forgetEarningRules, presentBalances, pushCompsAward } from './accrual.service.js';
import {
  addPoints,
  findBalances,
  findExchangingPlayer,
  findRateByKey,
  listAllRates,
  listCategoryWeights,
  listEarningRates,
  updateRate,
  upsertCategoryWeight,
  upsertEarningRate,
} from './comp-points.repository.js';
import { grantDueLevels } from './levels.service.js';

const USAGE = `usage: npm run comp-points -w @croupier/api -- <command> [options]
  rates                                      earning rates, category weights and the mart's rates
  set-earning-rate <currency> --amount <minor units> --points <n>
                                             bets of <amount> in <currency> earn <n> points
  set-weight <category|*> <percent>          the percent of a stake that earns in a category
  set-price <rate key> <points>              the full price of a mart rate, in every currency
  enable-rate <rate key> | disable-rate <rate key>
                                             show or withdraw a mart rate
  balance <playerId>                         the player's points
  adjust <playerId> --points=<n>             add (or take, negative) points, both balances;
                                             a level reached grants its gift
Every change is recorded in the audit log (security_events, type comp_points_operator). A
running api applies earning rates and weights within 30 seconds, mart changes at once.
The sale is the CMS page rocket-mart's meta json (docs/comp-points.md).`;

export class CompPointsUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

const wholeNumber = (text: string | undefined, name: string, min: number, max: number): number => {
  const value = Number(text);
  if (text === undefined || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new CompPointsUsageError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
};

function audit(deps: AppDeps, playerId: number | null, details: Record<string, unknown>) {
  return recordOperatorEvent(deps, 'comp_points_operator', playerId, details);
}

/** `npm run comp-points -- …` (docs/comp-points.md): comp points an operator manages. */
export async function runCompPointsCommand(
  deps: AppDeps,
  argv: readonly string[],
): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { amount: { type: 'string' }, points: { type: 'string' } },
  });
  const [command, first, second] = positionals;
  const db = deps.database.db;
  const now = deps.clock.now();
  switch (command) {
    case 'rates': {
      const earning = [...(await listEarningRates(db)).values()];
      const weights = await listCategoryWeights(db);
      const mart = (await listAllRates(db)).map((rate) => ({
        key: rate.key,
        id: rate.id,
        type: rate.type,
        group: rate.group,
        points: rate.points,
        enabled: rate.enabled,
      }));
      return JSON.stringify({ earning, weights, mart }, null, 2);
    }
    case 'set-earning-rate': {
      const currency = first?.toUpperCase();
      if (!currency || !/^[A-Z]{3,4}$/.test(currency)) {
        throw new CompPointsUsageError('a currency code');
      }
      const rate = {
        currency,
        amountCents: wholeNumber(values.amount, '--amount', 1, Number.MAX_SAFE_INTEGER),
        points: wholeNumber(values.points, '--points', 1, 1_000_000),
      };
      const before = (await listEarningRates(db)).get(currency) ?? null;
      await upsertEarningRate(db, rate, now);
      forgetEarningRules(deps);
      await audit(deps, null, { action: command, before, after: rate });
      return `${currency}: ${rate.points} point(s) per ${rate.amountCents} minor units`;
    }
    case 'set-weight': {
      const category = first;
      if (!category || !/^(\*|[a-z0-9][a-z0-9_-]{0,63})$/.test(category)) {
        throw new CompPointsUsageError('a category slug or *');
      }
      const percent = wholeNumber(second, 'percent', 0, 100);
      const before = (await listCategoryWeights(db))[category] ?? null;
      await upsertCategoryWeight(db, category, percent, now);
      forgetEarningRules(deps);
      await audit(deps, null, { action: command, category, before, after: percent });
      return `${category}: ${percent}%`;
    }
    case 'set-price':
    case 'enable-rate':
    case 'disable-rate': {
      const before = first ? await findRateByKey(db, first) : null;
      if (!first || !before) throw new CompPointsUsageError(`no mart rate ${first ?? ''}`);
      const patch =
        command === 'set-price'
          ? { points: wholeNumber(second, 'points', 1, 100_000_000) }
          : { enabled: command === 'enable-rate' };
      const after = await updateRate(db, first, patch);
      await audit(deps, null, {
        action: command,
        rate: first,
        before: { points: before.points, enabled: before.enabled },
        after: { points: after?.points, enabled: after?.enabled },
      });
      return `${first}: ${after?.points ?? '?'} points, ${after?.enabled ? 'enabled' : 'disabled'}`;
    }
    case 'balance': {
      const playerId = wholeNumber(first, 'playerId', 1, Number.MAX_SAFE_INTEGER);
      if (!(await findExchangingPlayer(db, playerId))) {
        throw new CompPointsUsageError(`no player ${playerId}`);
      }
      const balances = await findBalances(db, playerId);
      return JSON.stringify({ ...presentBalances(balances), levelGranted: balances.levelGranted });
    }
    case 'adjust': {
      const playerId = wholeNumber(first, 'playerId', 1, Number.MAX_SAFE_INTEGER);
      const points = wholeNumber(values.points, '--points', -100_000_000, 100_000_000);
      if (points === 0) throw new CompPointsUsageError('points must not be 0');
      if (!(await findExchangingPlayer(db, playerId))) {
        throw new CompPointsUsageError(`no player ${playerId}`);
      }
      const after = await db.transaction(async (tx) => {
        const balances = await addPoints(tx, playerId, points, now);
        await pushCompsAward(tx, playerId, points, points > 0 ? 'bet' : 'rollback', balances);
        if (points > 0) await grantDueLevels(tx, deps, playerId, balances, now);
        return balances;
      });
      await audit(deps, playerId, { action: command, points, after: presentBalances(after) });
      return `player ${playerId}: ${JSON.stringify(presentBalances(after))}`;
    }
    default:
      throw new CompPointsUsageError(command ? `unknown command ${command}` : 'no command');
  }
}
