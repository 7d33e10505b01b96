import type { Game } from '@croupier/contracts/games';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { getPlayerRow } from '../player/player.service.js';
import type { CatalogReadModel } from './catalog-read-model.js';
import {
  deleteFavorite,
  findFavoriteVersionIds,
  insertFavorite,
} from './player-games.repository.js';

/**
 * Favourites (PR-024, PR-025) are version ids: "the game's id in the user's currency". A
 * favourite of a game the catalog has since disabled is kept (it comes back with the game) but
 * not listed.
 */
export async function favoriteVersionIds(
  deps: AppDeps,
  catalog: CatalogReadModel,
  playerId: number,
): Promise<number[]> {
  const ids = await findFavoriteVersionIds(deps.database.db, playerId);
  return ids.filter((id) => catalog.version(id)?.entry.row.enabled === true);
}

/** `Accept-Client: v2`: the favourite games themselves, newest first, each game once. */
export async function favoriteGames(
  deps: AppDeps,
  catalog: CatalogReadModel,
  playerId: number,
): Promise<Game[]> {
  const seen = new Set<number>();
  const out: Game[] = [];
  for (const id of await favoriteVersionIds(deps, catalog, playerId)) {
    const entry = catalog.version(id)?.entry;
    if (!entry || seen.has(entry.row.id)) continue;
    seen.add(entry.row.id);
    out.push(entry.game);
  }
  return out;
}

/**
 * PUT: 404 for an id that is no version of an enabled game; 422 `errors.id` for a version in
 * another currency than the player's wallet (the heart is shown only for that one, GM-007, and
 * a favourite in a currency the player does not play would never show as set).
 */
export async function addFavorite(
  deps: AppDeps,
  catalog: CatalogReadModel,
  playerId: number,
  versionId: number,
): Promise<void> {
  const version = catalog.version(versionId);
  if (!version || !version.entry.row.enabled) throw AppError.notFound('No such game');
  const player = await getPlayerRow(deps, playerId);
  if (!player) throw new AppError('not_signed_in', 'Please sign in');
  if (version.currency !== player.currency) {
    throw AppError.invalid({ id: [VALIDATION.CURRENCY_UNSUPPORTED] });
  }
  await insertFavorite(deps.database.db, playerId, versionId, deps.clock.now());
}

/** DELETE: idempotent; removing what is not a favourite is no error. */
export async function removeFavorite(
  deps: AppDeps,
  playerId: number,
  versionId: number,
): Promise<void> {
  await deleteFavorite(deps.database.db, playerId, versionId);
}
