import type { PlayedGamesResponse } from '@croupier/contracts/games';
import type { AppDeps } from '../../app-deps.js';
import { paginate } from './games.present.js';
import { findPlayedGames } from './player-games.repository.js';

/** PR-013, PR-014: the games history from the rounds the wallet recorded. */
export async function playedGames(
  deps: AppDeps,
  playerId: number,
  page: number,
  pageSize: number,
): Promise<PlayedGamesResponse> {
  const { rows, total } = await findPlayedGames(deps.database.db, playerId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    data: rows.map((row) => ({
      game: {
        identifier: row.identifier,
        title: row.title,
        provider: row.provider,
        seo_title: row.seoTitle,
      },
      last_played_at: row.lastPlayedAt.toISOString(),
      rounds: row.rounds,
      bets_cents: row.betCents,
      wins_cents: row.winCents,
      currency: row.currency,
    })),
    pagination: paginate(total, page, pageSize),
  };
}
