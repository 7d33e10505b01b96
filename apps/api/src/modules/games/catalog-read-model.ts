import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  gameSchema,
  type Device,
  type Game,
  type GameProvider,
  type GameSort,
  type GamesFilterRequest,
} from '@croupier/contracts/games';
import type { CollectionRow, GameRow, ProviderRow } from './catalog.repository.js';
import { paginate, presentGame } from './games.present.js';

/** One game of the read model: its row, its presented shape and that shape serialised once. */
export interface CatalogEntry {
  row: GameRow;
  provider: ProviderRow;
  game: Game;
  /** `JSON.stringify(game)`: a page is these joined, never re-serialised per request. */
  json: string;
}

/** The normalised filter: what makes two requests the same page. */
export interface GamesQuery {
  device: Device;
  providers: string[];
  title: string;
  categories: string[];
  sort: GameSort;
  page: number;
  pageSize: number;
}

/** A serialised page, with its compressed forms made on first demand. */
export interface CachedPage {
  body: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const PAGE_CACHE_LIMIT = 5000;
/**
 * And at most this many bytes of page bodies (their compressed forms add ~15 %): a page is
 * 27 KB (40 games) to 67 KB (100), so 5,000 search pages alone would hold 135-330 MB, most of
 * the api's memory budget (DESIGN.md §11: 400 MB); every page the site's screens ask for fits
 * many times over.
 */
const PAGE_CACHE_BYTES = 32 * 2 ** 20;
/** Titles by name as a player reads a list: case and accents ignored, "Book 2" before "Book 10". */
const TITLE_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** Below this a page goes out as it is (the compress plugin's own threshold). */
const COMPRESS_THRESHOLD = 1024;

/**
 * The whole catalog in memory (DESIGN.md §11: games_filter >= 10,000 req/s, p99 <= 10 ms), built
 * from the database after every sync. Games are kept in lobby order (popularity, then id) with a
 * membership mask per category, provider and device, so a filter is one pass over ~2,000 bytes
 * per condition; the answered pages are cached serialised until the next rebuild.
 */
export class CatalogReadModel {
  /** Enabled games in lobby order. */
  readonly ordered: readonly CatalogEntry[];
  private readonly byIdentifier = new Map<string, CatalogEntry>();
  private readonly byId = new Map<number, CatalogEntry>();
  private readonly byPlayPath = new Map<string, CatalogEntry>();
  private readonly byVersionId = new Map<number, { entry: CatalogEntry; currency: string }>();
  private readonly categoryMasks = new Map<string, Uint8Array>();
  private readonly providerMasks = new Map<string, Uint8Array>();
  private readonly deviceMasks = new Map<string, Uint8Array>();
  private readonly pages = new Map<string, CachedPage>();
  private pageBytes = 0;
  /** Positions in `ordered` for each sort: a filter walks them in that order, nothing to sort. */
  private readonly orders: Record<GameSort, readonly number[]>;
  readonly providers: readonly GameProvider[];
  readonly collections: readonly { id: number; title: string; slug: string }[];

  constructor(data: {
    games: readonly GameRow[];
    providers: readonly ProviderRow[];
    collections: readonly CollectionRow[];
    /** Each game's version ids by currency. */
    versions: readonly { gameId: number; ids: Record<string, number> }[];
  }) {
    const providersById = new Map(data.providers.map((provider) => [provider.id, provider]));
    const versionsByGame = new Map(
      data.versions.map((version) => [version.gameId, new Map(Object.entries(version.ids))]),
    );

    const entries: CatalogEntry[] = [];
    for (const row of data.games) {
      const provider = providersById.get(row.providerId);
      if (!provider) continue;
      // Parsed once here, so the pages served from `json` are known to match the contract.
      const game = gameSchema.parse(
        presentGame(row, provider.slug, versionsByGame.get(row.id) ?? new Map()),
      );
      const entry: CatalogEntry = { row, provider, game, json: JSON.stringify(game) };
      entries.push(entry);
      this.byIdentifier.set(row.identifier, entry);
      this.byId.set(row.id, entry);
      for (const [currency, id] of versionsByGame.get(row.id) ?? [])
        this.byVersionId.set(id, { entry, currency });
      if (row.enabled) this.byPlayPath.set(`${provider.slug}/${row.seoTitle}`, entry);
    }

    this.ordered = entries
      .filter((entry) => entry.row.enabled)
      .sort((a, b) => a.row.popularity - b.row.popularity || a.row.id - b.row.id);
    const size = this.ordered.length;
    const positions = this.ordered.map((_, position) => position);
    const at = (position: number) => this.ordered[position]?.row;
    this.orders = {
      popular: positions,
      // Ties keep the lobby order, so every sort is total and a page never shifts between calls.
      name: [...positions].sort(
        (a, b) => TITLE_ORDER.compare(at(a)?.title ?? '', at(b)?.title ?? '') || a - b,
      ),
      newest: [...positions].sort((a, b) => {
        const [released, other] = [at(a)?.releasedAt ?? '', at(b)?.releasedAt ?? ''];
        return released === other ? a - b : released < other ? 1 : -1;
      }),
    };
    const mark = (masks: Map<string, Uint8Array>, key: string, position: number) => {
      let mask = masks.get(key);
      if (!mask) {
        mask = new Uint8Array(size);
        masks.set(key, mask);
      }
      mask[position] = 1;
    };
    const counts = new Map<number, number>();
    this.ordered.forEach((entry, position) => {
      for (const category of entry.row.categories) mark(this.categoryMasks, category, position);
      for (const device of entry.row.devices) mark(this.deviceMasks, device, position);
      mark(this.providerMasks, entry.provider.slug, position);
      counts.set(entry.provider.id, (counts.get(entry.provider.id) ?? 0) + 1);
    });

    this.providers = data.providers.map((provider) => ({
      id: provider.id,
      title: provider.title,
      slug: provider.slug,
      games_count: counts.get(provider.id) ?? 0,
    }));
    this.collections = data.collections.map(({ id, title, slug }) => ({ id, title, slug }));
  }

  get size(): number {
    return this.ordered.length;
  }

  /** Any game by identifier, enabled or not (favourites, history). */
  byIdentifierAny(identifier: string): CatalogEntry | undefined {
    return this.byIdentifier.get(identifier);
  }

  byGameId(id: number): CatalogEntry | undefined {
    return this.byId.get(id);
  }

  /** The game page's lookup (GM-032): enabled games only. */
  byPlayLink(provider: string, seoTitle: string): CatalogEntry | undefined {
    return this.byPlayPath.get(`${provider}/${seoTitle}`);
  }

  /** An enabled game by identifier. */
  enabledByIdentifier(identifier: string): CatalogEntry | undefined {
    const entry = this.byIdentifier.get(identifier);
    return entry?.row.enabled ? entry : undefined;
  }

  version(id: number): { entry: CatalogEntry; currency: string } | undefined {
    return this.byVersionId.get(id);
  }

  /** Enabled games carrying `category`, in lobby order. */
  inCategory(category: string): CatalogEntry[] {
    const mask = this.categoryMasks.get(category);
    return mask ? this.ordered.filter((_, position) => mask[position] === 1) : [];
  }

  /** The serialised `gamesPageSchema` answer for a filter, cached until the next rebuild. */
  page(query: GamesQuery): CachedPage {
    const key = cacheKey(query);
    const cached = this.pages.get(key);
    if (cached) return cached;

    const matches = this.matching(query);
    const start = (query.page - 1) * query.pageSize;
    const data = matches.slice(start, start + query.pageSize);
    const pagination = paginate(matches.length, query.page, query.pageSize);
    const body = `{"data":[${data.map((entry) => entry.json).join(',')}],"pagination":${JSON.stringify(pagination)}}`;
    const page: CachedPage = { body, encoded: {} };
    // A bounded cache: free-text titles are unbounded, so it starts over when full.
    if (this.pages.size >= PAGE_CACHE_LIMIT || this.pageBytes + body.length > PAGE_CACHE_BYTES) {
      this.pages.clear();
      this.pageBytes = 0;
    }
    this.pages.set(key, page);
    this.pageBytes += body.length;
    return page;
  }

  private matching(query: GamesQuery): CatalogEntry[] {
    const device = this.deviceMasks.get(query.device);
    if (!device) return [];
    const providers = query.providers.map((slug) => this.providerMasks.get(slug));
    const categories = query.categories.map((slug) => this.categoryMasks.get(slug));
    const providerMasks = providers.filter((mask): mask is Uint8Array => mask !== undefined);
    const categoryMasks = categories.filter((mask): mask is Uint8Array => mask !== undefined);
    // Named filters that match no game leave nothing to OR together.
    if (query.providers.length > 0 && providerMasks.length === 0) return [];
    if (query.categories.length > 0 && categoryMasks.length === 0) return [];

    const out: CatalogEntry[] = [];
    const ordered = this.ordered;
    for (const position of this.orders[query.sort]) {
      if (device[position] !== 1) continue;
      if (providerMasks.length > 0 && !anySet(providerMasks, position)) continue;
      // GM-011: categories combine with OR; each game is visited once, so no duplicates.
      if (categoryMasks.length > 0 && !anySet(categoryMasks, position)) continue;
      const entry = ordered[position];
      if (!entry) continue;
      if (query.title !== '' && !entry.row.searchTitle.includes(query.title)) continue;
      out.push(entry);
    }
    return out;
  }
}

function anySet(masks: readonly Uint8Array[], position: number): boolean {
  for (const mask of masks) if (mask[position] === 1) return true;
  return false;
}

/** Providers and categories are sets: their order and repeats do not change the page. */
export function normaliseQuery(request: {
  device: Device;
  filter: NonNullable<GamesFilterRequest['filter']>;
  sort: GameSort;
  page: number;
  page_size: number;
}): GamesQuery {
  const uniqueSorted = (values: readonly string[] | undefined) => [...new Set(values ?? [])].sort();
  return {
    device: request.device,
    providers: uniqueSorted(request.filter.providers),
    // GM-016: case-insensitive substring of the title; matched in memory, so `%` and `_` are
    // plain characters (nothing to escape, unlike a LIKE pattern).
    title: (request.filter.title ?? '').trim().toLowerCase(),
    categories: uniqueSorted(request.filter.categories?.identifiers),
    sort: request.sort,
    page: request.page,
    pageSize: request.page_size,
  };
}

function cacheKey(query: GamesQuery): string {
  return JSON.stringify([
    query.device,
    query.providers,
    query.title,
    query.categories,
    query.sort,
    query.page,
    query.pageSize,
  ]);
}

/** The page body in the client's preferred encoding, compressed once per page and encoding. */
export function encodedBody(
  page: CachedPage,
  encoding: 'br' | 'gzip' | null,
): { payload: string | Buffer; encoding: 'br' | 'gzip' | null } {
  if (encoding === null || page.body.length < COMPRESS_THRESHOLD) {
    return { payload: page.body, encoding: null };
  }
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : gzipSync(page.body);
    page.encoded[encoding] = encoded;
  }
  return { payload: encoded, encoding };
}

/** `br` or `gzip` from an Accept-Encoding header, honouring `q=0` refusals. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (q !== undefined && Number(q) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
