import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CatalogFeed } from '@croupier/contracts/studio';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { CATALOG_SYNC_JOB } from './catalog-sync.job.js';
import { fixtureFeed } from './games.test-fixtures.js';
import { signBody } from '../wallet/wallet-signature.js';

const SECRET = 'sync-test-shared-secret';

/** A stand-in studio whose feed the test chooses (and can take down); it answers signed GETs only. */
const studio = {
  feed: fixtureFeed() as CatalogFeed | Record<string, unknown>,
  down: false,
  calls: [] as { signed: boolean }[],
};
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const signed = request.headers['x-request-sign'] === signBody(SECRET, '');
  studio.calls.push({ signed });
  if (studio.down) {
    response.writeHead(502).end();
    return;
  }
  if (request.url !== '/catalog' || !signed) {
    response.writeHead(403).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(studio.feed));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const { port } = server.address() as AddressInfo;

const { app } = await buildTestApp({
  GAMES_API_URL: `http://127.0.0.1:${port}`,
  GAMES_SECRET: SECRET,
  GAMES_STUDIO: 'fixture-studio',
});

async function providerGames(provider: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games_filter',
    headers: xhr,
    payload: { filter: { providers: [provider] }, page_size: 1 },
  });
  return response.json<{ pagination: { total_count: number } }>().pagination.total_count;
}

describe('the catalog-sync job', () => {
  it('imports the signed feed, and every loaded read model follows', async () => {
    expect(await providerGames('fx-bulk')).toBe(0);
    const summary = await app.outbox.runJobNow(CATALOG_SYNC_JOB);
    expect(studio.calls.at(-1)).toEqual({ signed: true });
    expect(summary).toMatch(/^100 games: 100 new or changed/);
    // The rebuild arrives over the bus, as it would on every other instance.
    await vi.waitFor(async () => expect(await providerGames('fx-bulk')).toBe(95));
  });

  it('leaves the catalog as it is when the studio is down', async () => {
    studio.down = true;
    await expect(app.outbox.runJobNow(CATALOG_SYNC_JOB)).rejects.toThrow(/HTTP 502/);
    studio.down = false;
    expect(await providerGames('fx-bulk')).toBe(95);
  });

  it('refuses a feed off the contract without touching the catalog', async () => {
    studio.feed = { ...fixtureFeed({ count: 3 }), games: [{ identifier: 'not a game' }] };
    await expect(app.outbox.runJobNow(CATALOG_SYNC_JOB)).rejects.toThrow(/off contract/);
    expect(await providerGames('fx-bulk')).toBe(95);
  });

  it('disables the games a later feed drops', async () => {
    studio.feed = fixtureFeed({ count: 40 });
    const summary = await app.outbox.runJobNow(CATALOG_SYNC_JOB);
    expect(summary).toContain('55 disabled');
    await vi.waitFor(async () => expect(await providerGames('fx-bulk')).toBe(40));
  });
});
