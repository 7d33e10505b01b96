import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PaymentsEnv } from './config/env.js';
import type { PspContext } from './context.js';
import { systemClock, type Clock } from './lib/clock.js';
import { JobQueue } from './jobs/job-queue.js';
import { manualScheduler, timerScheduler } from './jobs/scheduler.js';
import { memoryJournal, openJournal } from '@croupier/journal/journal';
import { SandboxStore } from './store/sandbox-store.js';
import { fetchWebhookSender, type WebhookSender } from './webhooks/webhook-sender.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerBrowserSupport } from './plugins/browser-support.js';
import { registerJobHandlers } from './jobs/job-handlers.js';
import { registerRoutes } from './routes.js';

export interface PaymentsAppOptions {
  env: PaymentsEnv;
  clock?: Clock;
  /** `timers` (the server) runs timed steps by itself; `manual` waits for `sandbox.runDue()`. */
  scheduler?: 'timers' | 'manual';
  /** false keeps state in memory only (tests); true journals to PAYMENTS_DATA_DIR. */
  persist?: boolean;
  sendWebhook?: WebhookSender;
}

export interface PaymentsSandbox {
  context: PspContext;
  /** Runs every timed step due by the clock's now (tests move the clock, then call this). */
  runDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: PaymentsSandbox;
  }
}

/** Builds the sandbox provider without listening: the server and every test start here. */
export async function buildPaymentsApp(options: PaymentsAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 100 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Replay the journal into memory first, then write new changes after it.
  const store = new SandboxStore(memoryJournal);
  if (options.persist ?? true) {
    store.attach(openJournal(env.PAYMENTS_DATA_DIR, (entry) => store.replay(entry)));
  }
  const scheduler = options.scheduler === 'manual' ? manualScheduler() : timerScheduler(clock);
  const jobs = new JobQueue(store, clock, scheduler, app.log);
  const context: PspContext = {
    env,
    clock,
    store,
    jobs,
    sendWebhook: options.sendWebhook ?? fetchWebhookSender,
    log: app.log,
  };
  registerJobHandlers(context);
  app.decorate('sandbox', { context, runDue: () => jobs.runDue() });

  registerErrorHandler(app);
  registerBrowserSupport(app);
  await registerRoutes(app);

  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    jobs.stop();
    store.close();
  });
  return app;
}
