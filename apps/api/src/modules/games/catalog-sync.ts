import { DEMO_CURRENCY } from '@croupier/contracts/games';
import type { CatalogFeed, CatalogGame } from '@croupier/contracts/studio';
import type { Database } from '../../db/client.js';
import {
  disableGamesNotIn,
  gameIdsByIdentifier,
  insertMissingVersions,
  parkClaimedPlayLinks,
  providerIdsBySlug,
  upsertCollections,
  upsertGames,
  upsertProviders,
} from './catalog.repository.js';

export interface CatalogSyncSummary {
  /** Games inserted or changed (an identical re-sync changes none). */
  changed: number;
  versionsAdded: number;
  disabled: number;
  total: number;
}

/** A feed the casino refuses whole: importing part of it would leave play links ambiguous. */
export class CatalogFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogFeedError';
  }
}

/** The currencies a game has a version in: its real-money ones, and FUN when it offers demo. */
export function versionCurrencies(
  game: Pick<CatalogGame, 'bet_limits' | 'demo' | 'live'>,
): string[] {
  const real = Object.keys(game.bet_limits).filter((currency) => currency !== DEMO_CURRENCY);
  // GM-004: demo is never offered for a live table, whatever the feed says.
  return game.demo && !game.live ? [...real, DEMO_CURRENCY] : real;
}

/**
 * GM-032: `/play/{provider}/{seo_title}` must name one game, and an identifier one game. Also
 * every game's provider must be in the feed's provider list.
 */
export function assertFeedConsistent(feed: CatalogFeed): void {
  const providers = new Set(feed.providers.map((provider) => provider.slug));
  const identifiers = new Set<string>();
  const playPaths = new Map<string, string>();
  for (const game of feed.games) {
    if (!providers.has(game.provider)) {
      throw new CatalogFeedError(
        `${game.identifier}: provider ${game.provider} is not in the feed`,
      );
    }
    if (identifiers.has(game.identifier)) {
      throw new CatalogFeedError(`identifier ${game.identifier} is listed twice`);
    }
    identifiers.add(game.identifier);
    const playPath = `${game.provider}/${game.seo_title}`;
    const other = playPaths.get(playPath);
    if (other !== undefined) {
      throw new CatalogFeedError(
        `${game.identifier} and ${other} share the play link /play/${playPath} (GM-032)`,
      );
    }
    playPaths.set(playPath, game.identifier);
  }
}

/**
 * Imports a studio's whole feed in one transaction (DESIGN.md §6): providers, collections and
 * games upserted by their stable keys, one version per currency (ids never change and are never
 * deleted: favourites point at them), and the studio's games missing from the feed disabled.
 * A feed that breaks GM-032 is refused before anything is written.
 */
export async function syncCatalog(
  db: Database,
  feed: CatalogFeed,
  studio: string,
  now: Date,
): Promise<CatalogSyncSummary> {
  assertFeedConsistent(feed);
  return db.transaction(async (tx) => {
    await upsertProviders(tx, feed.providers, studio, now);
    await upsertCollections(tx, feed.collections);
    const providerIds = await providerIdsBySlug(
      tx,
      feed.providers.map((provider) => provider.slug),
    );

    const rows = feed.games.map((game) => ({
      ...game,
      provider_id: providerIds.get(game.provider) ?? 0,
      search_title: game.title.toLowerCase(),
    }));
    await parkClaimedPlayLinks(
      tx,
      rows.map(({ identifier, provider_id, seo_title }) => ({
        identifier,
        provider_id,
        seo_title,
      })),
      now,
    );
    let changed = 0;
    for (const batch of chunks(rows, 1000)) changed += await upsertGames(tx, batch, studio, now);

    const identifiers = feed.games.map((game) => game.identifier);
    const gameIds = await gameIdsByIdentifier(tx, identifiers);
    const versions = feed.games.flatMap((game) => {
      const gameId = gameIds.get(game.identifier);
      return gameId === undefined
        ? []
        : versionCurrencies(game).map((currency) => ({ gameId, currency }));
    });
    const versionsAdded = await insertMissingVersions(tx, versions);
    const disabled = await disableGamesNotIn(tx, studio, identifiers, now);
    return { changed, versionsAdded, disabled, total: feed.games.length };
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}
