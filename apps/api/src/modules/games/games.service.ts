import type { Device, Game } from '@croupier/contracts/games';
import { AppError } from '../../lib/app-error.js';
import type { CatalogEntry, CatalogReadModel } from './catalog-read-model.js';

/**
 * GM-012: the listed games in the request order. An id is an identifier (`provider/key`) or a
 * version id (a number, or digits as text); unknown and disabled games are skipped, games
 * lacking the device too (GM-013), and a game named twice (two of its versions) comes once.
 */
export function selectGames(
  catalog: CatalogReadModel,
  ids: readonly (string | number)[],
  device: Device,
): Game[] {
  const seen = new Set<number>();
  const out: Game[] = [];
  for (const id of ids) {
    const entry = resolveGame(catalog, id);
    if (!entry || !entry.row.enabled || seen.has(entry.row.id)) continue;
    if (!entry.row.devices.includes(device)) continue;
    seen.add(entry.row.id);
    out.push(entry.game);
  }
  return out;
}

function resolveGame(catalog: CatalogReadModel, id: string | number): CatalogEntry | undefined {
  if (typeof id === 'number' || /^\d{1,9}$/.test(id)) return catalog.version(Number(id))?.entry;
  return catalog.byIdentifierAny(id);
}

/** The game page's lookup by its play link `/play/{provider}/{seo_title}` (GM-032). */
export function gameByPlayLink(
  catalog: CatalogReadModel,
  provider: string,
  seoTitle: string,
): CatalogEntry {
  const entry = catalog.byPlayLink(provider, seoTitle);
  if (!entry) throw AppError.notFound('No such game');
  return entry;
}
