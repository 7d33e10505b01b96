import type { BrandConfig } from '@croupier/contracts/brand';
import type { Jackpot, JackpotWin } from '@croupier/contracts/jackpots';
import { maskWinnerName } from '@croupier/domain/jackpots/winner-name';
import type { AppDeps } from '../../app-deps.js';
import { brandService } from '../brand/brand.service.js';
import { convertPoolCents } from '../games/jackpots.js';
import { jackpotRuleOf, jackpotSnapshot, type JackpotLevelConfig } from './jackpot-config.js';
import {
  listJackpotWins,
  listPlayerContributions,
  readJackpotTables,
} from './jackpots.repository.js';

type Currency = Pick<BrandConfig['currencies'][number], 'code' | 'fiat' | 'subunits_to_unit'>;

/** JP-001, JP-003: every active jackpot with its levels in `currency` and its totals. */
export async function listJackpots(deps: AppDeps, currency: string): Promise<Jackpot[]> {
  const tables = await readJackpotTables(deps.database.db);
  return tables.jackpots
    .filter((jackpot) => jackpot.state === 'active')
    .map((jackpot) => {
      const levels = tables.levels.filter((level) => level.jackpotId === jackpot.id);
      const pools = tables.pools.filter((pool) =>
        levels.some((level) => level.id === pool.levelId),
      );
      const totals: Record<string, number> = {};
      for (const pool of pools)
        totals[pool.currency] = (totals[pool.currency] ?? 0) + pool.amountCents;
      const shown = levels.map((level) => {
        const pool = pools.find(
          (candidate) => candidate.levelId === level.id && candidate.currency === currency,
        );
        return {
          id: level.id,
          identifier: level.identifier as JackpotLevelConfig['identifier'],
          name: level.name,
          amount_cents: pool?.amountCents ?? 0,
          must_drop_by_cents: pool?.mustDropByCents ?? 0,
        };
      });
      return {
        id: jackpot.id,
        identifier: jackpot.identifier,
        name: jackpot.name,
        state: 'active' as const,
        currency,
        category: jackpot.category,
        levels: shown,
        total_cents: totals[currency] ?? 0,
        totals,
      };
    });
}

/**
 * JP-003 `GET /api/games/jackpots`: each game that feeds a jackpot shows that jackpot's total
 * (the sum of its levels) in the reader's currency, as it stands in the database.
 */
export async function gameJackpotAmounts(
  deps: AppDeps,
  games: readonly { identifier: string; provider: string; categories: readonly string[] }[],
  currency: string,
): Promise<Record<string, { currency: string; amount_cents: number }>> {
  const snapshot = await jackpotSnapshot(deps);
  if (snapshot.jackpots.length === 0) return {};
  const totals = new Map<number, number>();
  for (const jackpot of await listJackpots(deps, currency))
    totals.set(jackpot.id, jackpot.total_cents);
  const out: Record<string, { currency: string; amount_cents: number }> = {};
  for (const game of games) {
    const rule = jackpotRuleOf(snapshot, game, currency);
    const total = rule ? totals.get(rule.jackpot.id) : undefined;
    if (total !== undefined) out[game.identifier] = { currency, amount_cents: total };
  }
  return out;
}

/** JP-004..JP-006: the winners, masked here so a full name never leaves the server. */
export async function jackpotWinners(
  deps: AppDeps,
  input: {
    sort: 'biggest' | 'latest';
    limit: number;
    jackpot?: string | undefined;
    currency: Currency | undefined;
  },
): Promise<JackpotWin[]> {
  let jackpotIds: number[] | undefined;
  if (input.jackpot !== undefined) {
    const tables = await readJackpotTables(deps.database.db);
    jackpotIds = tables.jackpots
      .filter((row) => row.identifier === input.jackpot)
      .map((row) => row.id);
    if (jackpotIds.length === 0) return [];
  }
  const rows = await listJackpotWins(deps.database.db, {
    sort: input.sort,
    limit: input.limit,
    ...(jackpotIds ? { jackpotIds } : {}),
  });
  const { config } = await brandService(deps).get();
  return rows.map((row) => {
    const shown = inCurrency(config, row.amountCents, row.currency, input.currency);
    return {
      id: row.id,
      user_name: maskWinnerName(row.name),
      created_at: row.createdAt.toISOString(),
      jackpot_identifier: row.jackpotIdentifier,
      jackpot_level: row.levelIdentifier as JackpotLevelConfig['identifier'],
      jackpot_level_name: row.levelName,
      jackpot_original_amount_cents: row.amountCents,
      jackpot_original_currency: row.currency,
      amount_cents: shown.amount,
      currency: shown.currency,
    };
  });
}

/** An amount in the reader's currency at the reference rates; the original when none. */
function inCurrency(
  config: BrandConfig,
  amountCents: number,
  from: string,
  to: Currency | undefined,
): { amount: number; currency: string } {
  if (!to || to.code === from) return { amount: amountCents, currency: from };
  const source = config.currencies.find((entry) => entry.code === from);
  if (!source) return { amount: amountCents, currency: from };
  // Through EUR: the original in EUR cents, then EUR cents in the reader's currency.
  const eurCents = toEurCents(amountCents, source);
  const converted = eurCents === null ? null : convertPoolCents(eurCents, to);
  return converted === null
    ? { amount: amountCents, currency: from }
    : { amount: converted, currency: to.code };
}

function toEurCents(amount: number, source: Currency): number | null {
  if (source.code === 'EUR') return amount;
  // The rate of one major unit in EUR cents: convertPoolCents of 1 EUR gives units per EUR.
  const perEur = convertPoolCents(100, source);
  return perEur ? Math.round((amount / perEur) * 100) : null;
}

/** The player's own contributions, newest first. */
export async function playerContributions(
  deps: AppDeps,
  input: { playerId: number; limit: number; beforeId?: number | undefined },
) {
  const rows = await listPlayerContributions(deps.database.db, {
    playerId: input.playerId,
    limit: input.limit,
    ...(input.beforeId === undefined ? {} : { beforeId: input.beforeId }),
  });
  return rows.map((row) => ({
    id: row.id,
    jackpot_identifier: row.jackpotIdentifier,
    jackpot_level: row.levelIdentifier as JackpotLevelConfig['identifier'],
    jackpot_level_name: row.levelName,
    game: row.game,
    round_id: row.roundId,
    action_id: row.actionId,
    currency: row.currency,
    stake_cents: row.stakeCents,
    amount_cents: row.amountCents,
    created_at: row.createdAt.toISOString(),
  }));
}
