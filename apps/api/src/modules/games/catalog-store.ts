import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  findAllCollections,
  findAllGames,
  findAllProviders,
  findAllVersions,
} from './catalog.repository.js';
import { CatalogReadModel } from './catalog-read-model.js';

/** Published after a sync: every api instance rebuilds its read model (DESIGN.md §2). */
export const CATALOG_CHANGED_TOPIC = 'games.catalog-changed';

export async function loadReadModel(db: Database): Promise<CatalogReadModel> {
  const [games, providers, collections, versions] = [
    await findAllGames(db),
    await findAllProviders(db),
    await findAllCollections(db),
    await findAllVersions(db),
  ];
  return new CatalogReadModel({ games, providers, collections, versions });
}

/**
 * This instance's read model. Reloads are coalesced: one asked for while another runs waits
 * for it and then runs once more, so the last sync is always seen and a burst costs two loads.
 */
export class CatalogStore {
  private model = new CatalogReadModel({ games: [], providers: [], collections: [], versions: [] });
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get current(): CatalogReadModel {
    return this.model;
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
    this.model = await loadReadModel(this.db);
    this.log.debug(
      { games: this.model.size, ms: Math.round(performance.now() - started) },
      'game catalog loaded',
    );
  }
}
