import type { FastifyBaseLogger } from 'fastify';
import type { RandomSource } from '@croupier/game-math/random';
import type { Catalog } from './catalog/catalog.js';
import type { StudioEnv } from './config/env.js';
import type { RoundLocks } from './rounds/round-locks.js';
import type { StudioStore } from './store/studio-store.js';
import type { RetryQueue } from './wallet/retry-queue.js';
import type { WalletClient } from './wallet/wallet-client.js';

/** What every route and service of the studio works with; built once in `buildStudioApp`. */
export interface StudioContext {
  env: StudioEnv;
  store: StudioStore;
  catalog: Catalog;
  wallet: WalletClient;
  retries: RetryQueue;
  /** Outcomes come only from here: `cryptoRandom()` in production (GF-01), never seeded. */
  random: RandomSource;
  locks: RoundLocks;
  log: FastifyBaseLogger;
}
