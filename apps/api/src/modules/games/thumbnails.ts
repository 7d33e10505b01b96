import { createHash } from 'node:crypto';
import { renderThumbnail } from '@croupier/game-math/catalog/thumbnail';
import type { CatalogEntry } from './catalog-read-model.js';

export interface Thumbnail {
  svg: string;
  etag: string;
}

/** Rendered once per game and read model: a tile grid asks for dozens at a time. */
const rendered = new WeakMap<CatalogEntry, Thumbnail>();

/** GM-002: the game's tile image, the studio's picture of the same art without its lettering. */
export function thumbnailOf(entry: CatalogEntry): Thumbnail {
  const cached = rendered.get(entry);
  if (cached) return cached;
  const svg = renderThumbnail({
    title: entry.row.title,
    providerTitle: entry.provider.title,
    art: entry.row.art,
    // No badges or LIVE mark in the picture: the tile draws them itself, translated and
    // readable by screen readers, and would otherwise show them twice. No lettering either: the
    // tile sets the title over the picture as text, since text inside an SVG image is laid out
    // and painted once per image on the page's main thread (~1 ms a tile, DESIGN.md §11).
    lettering: false,
  });
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  const thumbnail = { svg, etag };
  rendered.set(entry, thumbnail);
  return thumbnail;
}

/** True when an If-None-Match header names this ETag (or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
