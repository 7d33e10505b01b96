import type { AddressInfo } from 'node:net';
import { runConformance } from '@croupier/wallet-conformance';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';

const test = await buildTestApp();
const { app, env } = test;
// Over real HTTP, as a studio calls it: raw bytes, the signature header, concurrent sockets.
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('the wallet passes the wallet-protocol conformance suite (docs/wallet-protocol.md)', () => {
  it('passes every scenario, on PGlite here and on PostgreSQL in CI', async () => {
    const results = await runConformance({
      walletUrl: `${origin}/api/wallet/${env.GAMES_STUDIO}`,
      studio: env.GAMES_STUDIO,
      secret: env.GAMES_SECRET,
      fixtureUrl: `${origin}/__test/wallet`,
    });
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(results.filter((result) => !result.passed)).toEqual([]);
    // Refusals, replays and rollbacks left the books balanced.
    expect(await trialBalance(test.database.db)).toMatchObject({ ok: true });
    // ~30 scenarios of a few calls each, each with a fresh player: slower than one unit test.
  }, 120_000);
});
