import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerLoadShedding } from './load-shedding.js';

const app = Fastify({ logger: false });
await registerLoadShedding(app, { SHED_LOAD_AT_DELAY_MS: 50 }, 'postgres');
app.get('/api/player', async () => ({ ok: true }));
app.post('/api/wallet/croupier-studio/play', async () => ({ balance: 1 }));
app.get('/readyz', async () => ({ status: 'ok' }));
await app.ready();
afterAll(() => app.close());

/** Keeps the event loop busy, as a flood of requests would. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('load shedding', () => {
  it('stays off on the embedded database, whose queries run on the same event loop', async () => {
    const embedded = Fastify({ logger: false });
    await registerLoadShedding(embedded, { SHED_LOAD_AT_DELAY_MS: 50 }, 'pglite');
    await embedded.ready();
    expect(embedded.hasDecorator('isUnderPressure')).toBe(false);
    await embedded.close();
  });

  it('serves normally while the event loop keeps up', async () => {
    expect((await app.inject('/api/player')).statusCode).toBe(200);
  });

  it('answers new requests at once while the loop is behind: 503 with Retry-After, the wallet its retry code, probes still answered', async () => {
    block(1_000);
    // Let the overdue sample record the delay.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [site, wallet, probe] = await Promise.all([
      app.inject('/api/player'),
      app.inject({ method: 'POST', url: '/api/wallet/croupier-studio/play', payload: {} }),
      app.inject('/readyz'),
    ]);
    expect(site.statusCode).toBe(503);
    expect(site.headers['retry-after']).toBe('2');
    expect(site.json()).toMatchObject({ code: 'unavailable' });
    expect(wallet.statusCode).toBe(500);
    expect(wallet.json()).toEqual({ code: 500, message: 'Try again with the same ids' });
    expect(probe.statusCode).toBe(200);
  });
});
