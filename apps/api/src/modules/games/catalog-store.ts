import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  findAllCollections,
  findAllGames,
  findAllProviders,
  findVersionIdsByGame,
} from './catalog.repository.js';
import { CatalogReadModel } from './catalog-read-model.js';

/** Published after a sync: every api instance rebuilds its read model (DESIGN.md §2). */
export const CATALOG_CHANGED_TOPIC = 'games.catalog-changed';

export async function loadReadModel(db: Database): Promise<CatalogReadModel> {
  const [games, providers, collections, versions] = [
    await findAllGames(db),
    await findAllProviders(db),
    await findAllCollections(db),
    await findVersionIdsByGame(db),
  ];
  return new CatalogReadModel({ games, providers, collections, versions });
}

/**
 * This instance's read model, loaded on first use (or at start, see games.plugin.ts). Reloads
 * are coalesced: one asked for while another runs waits for it and then runs once more, so the
 * last sync is always seen and a burst costs two loads.
 */
export class CatalogStore {
  private model: CatalogReadModel | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The read model, loading it first if this instance has not yet. */
  async get(): Promise<CatalogReadModel> {
    if (this.model) return this.model;
    await this.reload();
    if (!this.model) throw new Error('game catalog failed to load');
    return this.model;
  }

  get isLoaded(): boolean {
    return this.model !== null;
  }

  reload(): Promise<void> {
    if (!this.running) {
      this.running = this.load().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running.then(() => {
      this.queued = null;
      return this.reload();
    });
    return this.queued;
  }

  /** Waits for any reload in hand (close). */
  async idle(): Promise<void> {
    await this.queued;
    await this.running;
  }

  private async load(): Promise<void> {
    const started = performance.now();
    const model = await loadReadModel(this.db);
    this.model = model;
    this.log.debug(
      { games: model.size, ms: Math.round(performance.now() - started) },
      'game catalog loaded',
    );
  }
}
