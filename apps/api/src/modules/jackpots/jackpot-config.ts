import { totalBasisPoints } from '@croupier/domain/jackpots/contribution';
import type { AppDeps } from '../../app-deps.js';
import { openBrandAccount } from '../ledger/ledger.service.js';
import { readJackpotTables } from './jackpots.repository.js';

/**
 * The jackpots as the wallet's hot path needs them, kept in memory per instance and read again
 * every few seconds (brand data that an operator command changes rarely). A bet in a game that
 * feeds no jackpot costs one map lookup; the pool amounts are never cached (they move inside
 * each bet's transaction).
 */
export interface JackpotLevelConfig {
  levelId: number;
  identifier: 'level_1' | 'level_2' | 'level_3';
  name: string;
  contributionBasisPoints: number;
}

export interface JackpotConfig {
  id: number;
  identifier: string;
  name: string;
  category: string;
  providers: readonly string[];
  levels: readonly JackpotLevelConfig[];
}

export interface PoolConfig {
  poolId: number;
  level: JackpotLevelConfig;
  mustDropByCents: number;
}

/** A jackpot a game feeds in a currency, with its pools there (in level order). */
export interface JackpotRule {
  jackpot: JackpotConfig;
  pools: readonly PoolConfig[];
  totalBasisPoints: number;
}

export interface JackpotSnapshot {
  jackpots: readonly JackpotConfig[];
  /** `${levelId}:${currency}` → pool. */
  pools: ReadonlyMap<string, PoolConfig & { currency: string }>;
  /** Brand accounts a jackpot movement books on, by currency (opened at load). */
  accounts: ReadonlyMap<string, { jackpotPool: number; house: number }>;
  /** game identifier + currency → the rule, or null (memoised). */
  ruleCache: Map<string, JackpotRule | null>;
}

const TTL_MS = 5_000;
interface Held {
  at: number;
  snapshot: Promise<JackpotSnapshot>;
  refreshing: boolean;
}
const snapshots = new WeakMap<AppDeps, Held>();

/**
 * The instance's snapshot. Past its few seconds it is read again in the background while calls
 * keep the one they have, so no wallet call waits on the reload but the first.
 */
export function jackpotSnapshot(deps: AppDeps): Promise<JackpotSnapshot> {
  const held = snapshots.get(deps);
  const now = Date.now();
  if (!held) {
    const snapshot = loadSnapshot(deps);
    snapshots.set(deps, { at: now, snapshot, refreshing: false });
    // A failed load is tried again on the next call.
    snapshot.catch(() => snapshots.delete(deps));
    return snapshot;
  }
  if (now - held.at >= TTL_MS && !held.refreshing) {
    held.refreshing = true;
    loadSnapshot(deps).then(
      (fresh) =>
        snapshots.set(deps, {
          at: Date.now(),
          snapshot: Promise.resolve(fresh),
          refreshing: false,
        }),
      () => {
        held.refreshing = false;
        held.at = Date.now();
      },
    );
  }
  return held.snapshot;
}

/** Drops the snapshot (an operator command or the seed changed the jackpots). */
export function forgetJackpotSnapshot(deps: AppDeps): void {
  snapshots.delete(deps);
}

async function loadSnapshot(deps: AppDeps): Promise<JackpotSnapshot> {
  const tables = await readJackpotTables(deps.database.db);
  const jackpots: JackpotConfig[] = tables.jackpots
    .filter((row) => row.state === 'active')
    .map((row) => ({
      id: row.id,
      identifier: row.identifier,
      name: row.name,
      category: row.category,
      providers: row.providers,
      levels: tables.levels
        .filter((level) => level.jackpotId === row.id)
        .map((level) => ({
          levelId: level.id,
          identifier: level.identifier as JackpotLevelConfig['identifier'],
          name: level.name,
          contributionBasisPoints: level.contributionBasisPoints,
        })),
    }));
  // A jackpot that names providers is matched before one that takes the category's rest.
  jackpots.sort((a, b) => Number(a.providers.length === 0) - Number(b.providers.length === 0));
  const levels = new Map(jackpots.flatMap((jackpot) => jackpot.levels).map((l) => [l.levelId, l]));
  const pools = new Map<string, PoolConfig & { currency: string }>();
  for (const pool of tables.pools) {
    const level = levels.get(pool.levelId);
    if (!level) continue;
    pools.set(`${pool.levelId}:${pool.currency}`, {
      poolId: pool.id,
      level,
      mustDropByCents: pool.mustDropByCents,
      currency: pool.currency,
    });
  }
  const accounts = new Map<string, { jackpotPool: number; house: number }>();
  const currencies = [...new Set(tables.pools.map((pool) => pool.currency))];
  if (currencies.length > 0) {
    const now = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      for (const currency of currencies) {
        accounts.set(currency, {
          jackpotPool: await openBrandAccount(tx, 'jackpot_pool', currency, now),
          house: await openBrandAccount(tx, 'house', currency, now),
        });
      }
    });
  }
  return { jackpots, pools, accounts, ruleCache: new Map() };
}

/**
 * The jackpot a game feeds in a currency: the first active jackpot whose category the game is
 * in (and, when it names providers, of one of them) with a pool for every level there.
 */
export function jackpotRuleOf(
  snapshot: JackpotSnapshot,
  game: { identifier: string; provider: string; categories: readonly string[] },
  currency: string,
): JackpotRule | null {
  if (snapshot.jackpots.length === 0) return null;
  const key = `${currency}\u0001${game.identifier}`;
  const cached = snapshot.ruleCache.get(key);
  if (cached !== undefined) return cached;
  let rule: JackpotRule | null = null;
  for (const jackpot of snapshot.jackpots) {
    if (!game.categories.includes(jackpot.category)) continue;
    if (jackpot.providers.length > 0 && !jackpot.providers.includes(game.provider)) continue;
    const pools = jackpot.levels.map((level) => snapshot.pools.get(`${level.levelId}:${currency}`));
    if (pools.length === 0 || pools.some((pool) => pool === undefined)) continue;
    const found = pools.filter((pool): pool is NonNullable<typeof pool> => pool !== undefined);
    rule = { jackpot, pools: found, totalBasisPoints: totalBasisPoints(jackpot.levels) };
    break;
  }
  snapshot.ruleCache.set(key, rule);
  return rule;
}

/** The pool of a jackpot's level in a currency, by identifiers (a `jackpot_win`). */
export function poolByIdentifiers(
  snapshot: JackpotSnapshot,
  jackpotIdentifier: string,
  levelIdentifier: string,
  currency: string,
): { jackpot: JackpotConfig; pool: PoolConfig } | null {
  const jackpot = snapshot.jackpots.find((candidate) => candidate.identifier === jackpotIdentifier);
  const level = jackpot?.levels.find((candidate) => candidate.identifier === levelIdentifier);
  const pool = level ? snapshot.pools.get(`${level.levelId}:${currency}`) : undefined;
  return jackpot && pool ? { jackpot, pool } : null;
}
