import { eq, inArray, sql } from 'drizzle-orm';
import type { CatalogGame } from '@croupier/contracts/studio';
import { gameCollections, gameProviders, games, gameVersions } from '../../db/schema/games.js';
import type { Executor } from '../../db/transaction.js';
import { intArray, textArray } from '../../db/pg-array.js';

export type GameRow = typeof games.$inferSelect;
export type ProviderRow = typeof gameProviders.$inferSelect;
export type CollectionRow = typeof gameCollections.$inferSelect;

/**
 * The catalog tables as the sync job writes them. A feed of 2,000+ games is written in a few
 * statements: each batch travels as ONE jsonb parameter unpacked by `jsonb_to_recordset`, so
 * the statement count does not grow with the catalog and no batch hits the 65,535-parameter cap.
 */

export async function upsertProviders(
  db: Executor,
  rows: readonly { slug: string; title: string }[],
  studio: string,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into game_providers (slug, title, studio, updated_at)
    select x.slug, x.title, ${studio}, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(slug text, title text)
    on conflict (slug) do update set title = excluded.title, studio = excluded.studio,
      updated_at = excluded.updated_at
    where (game_providers.title, game_providers.studio)
      is distinct from (excluded.title, excluded.studio)`);
}

export async function upsertCollections(
  db: Executor,
  rows: readonly { slug: string; title: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into game_collections (slug, title)
    select x.slug, x.title
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(slug text, title text)
    on conflict (slug) do update set title = excluded.title
    where game_collections.title is distinct from excluded.title`);
}

export async function providerIdsBySlug(
  db: Executor,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: gameProviders.id, slug: gameProviders.slug })
    .from(gameProviders)
    .where(inArray(gameProviders.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** One feed game with the columns the feed does not carry. */
export interface GameUpsert extends CatalogGame {
  provider_id: number;
  search_title: string;
}

/** Columns a re-sync may change; a row whose values all match is left alone (idempotent). */
const GAME_COLUMNS = [
  'provider_id',
  'studio',
  'title',
  'seo_title',
  'engine',
  'preset',
  'categories',
  'badges',
  'collections',
  'rtp_bp',
  'volatility',
  'live',
  'demo',
  'devices',
  'bet_limits',
  'art',
  'popularity',
  'released_at',
  'enabled',
  'search_title',
] as const;

/**
 * Frees the play links the feed gives to another game: a game renamed into the `seo_title` a
 * disabled game (or one renamed in the same feed) still holds would break the unique
 * (provider, seo_title) index half-way through the upsert. The holder is parked on a link no
 * feed can produce (`--` and its id); the upsert then writes every listed game's real one.
 */
export async function parkClaimedPlayLinks(
  db: Executor,
  rows: readonly { identifier: string; provider_id: number; seo_title: string }[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    update games set seo_title = games.seo_title || '--' || games.id,
      updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(identifier text, provider_id integer, seo_title text)
    where games.provider_id = x.provider_id and games.seo_title = x.seo_title
      and games.identifier <> x.identifier
    returning games.id`);
  return affectedRows(result);
}

/** Inserts new games and rewrites changed ones (re-enabling any the feed lists again). */
export async function upsertGames(
  db: Executor,
  rows: readonly GameUpsert[],
  studio: string,
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const setList = sql.raw(
    [...GAME_COLUMNS, 'updated_at'].map((column) => `${column} = excluded.${column}`).join(', '),
  );
  const current = sql.raw(GAME_COLUMNS.map((column) => `games.${column}`).join(', '));
  const incoming = sql.raw(GAME_COLUMNS.map((column) => `excluded.${column}`).join(', '));
  const result = await db.execute(sql`
    insert into games (identifier, provider_id, studio, title, seo_title, engine, preset,
      categories, badges, collections, rtp_bp, volatility, live, demo, devices, bet_limits, art,
      popularity, released_at, enabled, search_title, updated_at)
    select x.identifier, x.provider_id, ${studio}, x.title, x.seo_title, x.engine, x.preset,
      x.categories, x.badges, x.collections, x.rtp_bp, x.volatility, x.live, x.demo, x.devices,
      x.bet_limits, x.art, x.popularity, x.released_at, true, x.search_title,
      ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(identifier text,
      provider_id integer, title text, seo_title text, engine text, preset text,
      categories text[], badges jsonb, collections text[], rtp_bp integer, volatility text,
      live boolean, demo boolean, devices text[], bet_limits jsonb, art jsonb,
      popularity integer, released_at date, search_title text)
    on conflict (identifier) do update set ${setList}
    where (${current}) is distinct from (${incoming})
    returning games.id`);
  return affectedRows(result);
}

export async function gameIdsByIdentifier(
  db: Executor,
  identifiers: readonly string[],
): Promise<Map<string, number>> {
  if (identifiers.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, identifier: games.identifier })
    .from(games)
    .where(inArray(games.identifier, [...identifiers]));
  return new Map(rows.map((row) => [row.identifier, row.id]));
}

/** Adds missing (game, currency) versions; existing ones keep their ids forever (favourites). */
export async function insertMissingVersions(
  db: Executor,
  rows: readonly { gameId: number; currency: string }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into game_versions (game_id, currency)
    select * from unnest(${intArray(rows.map((row) => row.gameId))},
      ${textArray(rows.map((row) => row.currency))})
    on conflict (game_id, currency) do nothing
    returning id`);
  return affectedRows(result);
}

/** Hides the studio's games its feed no longer lists (kept: rounds and favourites point at them). */
export async function disableGamesNotIn(
  db: Executor,
  studio: string,
  identifiers: readonly string[],
  now: Date,
): Promise<number> {
  const result = await db.execute(sql`
    update games set enabled = false, updated_at = ${now.toISOString()}::timestamptz
    where studio = ${studio} and enabled
      and not (identifier = any(${textArray(identifiers)}))
    returning id`);
  return affectedRows(result);
}

// ---- the read model's load ----------------------------------------------------------------

export function findAllProviders(db: Executor): Promise<ProviderRow[]> {
  return db.select().from(gameProviders).orderBy(gameProviders.title, gameProviders.id);
}

export function findAllCollections(db: Executor): Promise<CollectionRow[]> {
  return db.select().from(gameCollections).orderBy(gameCollections.title, gameCollections.id);
}

/** Every game, enabled or not: favourites and the games history still name disabled ones. */
export function findAllGames(db: Executor): Promise<GameRow[]> {
  return db.select().from(games);
}

/** Currency → version id per game: one row a game instead of one a version (~17x fewer). */
export async function findVersionIdsByGame(
  db: Executor,
): Promise<{ gameId: number; ids: Record<string, number> }[]> {
  return db
    .select({
      gameId: gameVersions.gameId,
      ids: sql<
        Record<string, number>
      >`jsonb_object_agg(${gameVersions.currency}, ${gameVersions.id})`,
    })
    .from(gameVersions)
    .groupBy(gameVersions.gameId);
}

/** Rows a `returning` statement gave, on either driver (PGlite and node-postgres). */
function affectedRows(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}

export async function studioHasGames(db: Executor, studio: string): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.studio, studio))
    .limit(1);
  return row !== undefined;
}
