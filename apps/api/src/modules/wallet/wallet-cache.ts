import type { AppDeps } from '../../app-deps.js';
import { CATALOG_CHANGED_TOPIC } from '../games/catalog-store.js';
import type { WalletGame } from './wallet.repository.js';

/**
 * What every wallet call needs but only a catalog sync changes, kept in memory per instance
 * (issue 15 §4: the hot path reads rarely-changing rows once, not per call):
 *
 * - the game by its catalog identifier in a currency (enabled, bet limits, offered in the
 *   currency). Dropped on `games.catalog-changed`, which the sync publishes on the bus after
 *   every import (and which reaches every instance through Redis), so a game the sync disables
 *   is refused by the next call. An unknown identifier is never remembered: a sync may add it.
 *
 * The player row is NOT cached: status, country and limits change outside the catalog and are
 * read under the call's lock.
 */
export interface WalletCache {
  game(identifier: string, currency: string): WalletGame | undefined;
  rememberGame(identifier: string, currency: string, game: WalletGame): void;
}

/** Bounds the game map whatever the studios send (the catalog holds a few thousand games). */
const MAX_GAMES = 20_000;

const caches = new WeakMap<AppDeps, WalletCache>();

/** One cache per app (tests build many apps in one process, each on its own database). */
export function walletCache(deps: AppDeps): WalletCache {
  const existing = caches.get(deps);
  if (existing) return existing;
  const created = createWalletCache();
  caches.set(deps, created);
  void deps.bus
    .subscribe(CATALOG_CHANGED_TOPIC, () => created.forgetGames())
    .catch(() => undefined);
  return created;
}

function createWalletCache(): WalletCache & { forgetGames(): void } {
  const games = new Map<string, WalletGame>();
  const keyOf = (identifier: string, currency: string) => `${currency}\u0001${identifier}`;
  return {
    game: (identifier, currency) => games.get(keyOf(identifier, currency)),
    rememberGame(identifier, currency, game) {
      if (games.size >= MAX_GAMES) games.clear();
      games.set(keyOf(identifier, currency), game);
    },
    forgetGames() {
      games.clear();
    },
  };
}
