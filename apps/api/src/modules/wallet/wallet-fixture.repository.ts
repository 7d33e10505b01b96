import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { gameProviders, gameSessions, games, gameVersions } from '../../db/schema/games.js';
import { sessions } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

/** SQL of the wallet's test fixture (ENABLE_TEST_API only): players ready to play. */

const FIXTURE_PROVIDER = 'wallet-fixture';
export const FIXTURE_GAME = `${FIXTURE_PROVIDER}/fixture-slot`;

/**
 * The first enabled, non-live catalog game offered in `currency` whose maximum stake there is
 * at least `minMax` (or that sets none).
 */
export async function findPlayableGame(
  db: Executor,
  currency: string,
  minMax: number,
): Promise<{ id: number; identifier: string } | undefined> {
  const max = sql`(${games.betLimits} -> ${currency} ->> 'max')`;
  const [row] = await db
    .select({ id: games.id, identifier: games.identifier })
    .from(games)
    .innerJoin(
      gameVersions,
      and(eq(gameVersions.gameId, games.id), eq(gameVersions.currency, currency)),
    )
    .where(
      and(
        eq(games.enabled, true),
        eq(games.live, false),
        sql`(${max} IS NULL OR ${max}::numeric >= ${minMax})`,
      ),
    )
    .orderBy(asc(games.id))
    .limit(1);
  return row;
}

/** A fixture slot offered in `currency` with no stake cap, for a catalog with none fitting. */
export async function ensureFixtureGame(
  db: Executor,
  currency: string,
  now: Date,
): Promise<{ id: number; identifier: string }> {
  const [provider] = await db
    .insert(gameProviders)
    .values({
      slug: FIXTURE_PROVIDER,
      title: 'Wallet Fixture',
      studio: FIXTURE_PROVIDER,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: gameProviders.slug, set: { updatedAt: now } })
    .returning({ id: gameProviders.id });
  if (!provider) throw new Error('fixture provider insert returned no row');
  const [game] = await db
    .insert(games)
    .values({
      identifier: FIXTURE_GAME,
      providerId: provider.id,
      studio: FIXTURE_PROVIDER,
      title: 'Fixture Slot',
      seoTitle: 'fixture-slot',
      engine: 'slot',
      preset: 'fixture',
      categories: [],
      badges: [],
      collections: [],
      rtpBasisPoints: 9600,
      volatility: 'medium',
      live: false,
      demo: false,
      devices: ['desktop', 'mobile'],
      betLimits: {},
      art: { palette: ['#222222', '#444444'], accent: '#ffcc00', motif: 'coin', pattern: 'dots' },
      popularity: 1_000_000,
      releasedAt: '2024-01-01',
      enabled: true,
      searchTitle: 'fixture slot',
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: games.identifier, set: { enabled: true, updatedAt: now } })
    .returning({ id: games.id, identifier: games.identifier });
  if (!game) throw new Error('fixture game insert returned no row');
  await db
    .insert(gameVersions)
    .values({ gameId: game.id, currency })
    .onConflictDoNothing({ target: [gameVersions.gameId, gameVersions.currency] });
  return game;
}

/** A login session as a sign-in leaves it (the token itself is never needed by the fixture). */
export async function insertLoginSession(
  db: Executor,
  row: { id: string; tokenHash: string; playerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({
    id: row.id,
    tokenHash: row.tokenHash,
    playerId: row.playerId,
    createdAt: row.now,
    lastSeenAt: row.now,
    authenticatedAt: row.now,
    expiresAt: row.expiresAt,
  });
}

export async function insertGameSession(
  db: Executor,
  row: typeof gameSessions.$inferInsert,
): Promise<void> {
  await db.insert(gameSessions).values(row);
}

export async function findGameSession(
  db: Executor,
  id: string,
  playerId: number,
): Promise<{ authSessionId: string | null } | undefined> {
  const [row] = await db
    .select({ authSessionId: gameSessions.authSessionId })
    .from(gameSessions)
    .where(and(eq(gameSessions.id, id), eq(gameSessions.playerId, playerId)));
  return row;
}

export async function endGameSession(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(gameSessions)
    .set({ endedAt: now })
    .where(and(eq(gameSessions.id, id), isNull(gameSessions.endedAt)));
}
