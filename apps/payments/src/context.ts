import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsEnv } from './config/env.js';
import type { Clock } from './lib/clock.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { SandboxStore } from './store/sandbox-store.js';
import type { WebhookSender } from './webhooks/webhook-sender.js';

/** What every service of the provider works with; built once in `buildPaymentsApp`. */
export interface PspContext {
  env: PaymentsEnv;
  clock: Clock;
  store: SandboxStore;
  jobs: JobQueue;
  sendWebhook: WebhookSender;
  log: FastifyBaseLogger;
}

/** The clock's now as the wire's ISO-8601 UTC. */
export const nowIso = (context: PspContext): string => context.clock.now().toISOString();
