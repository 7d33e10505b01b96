import type { AddressInfo } from 'node:net';
import { runConformance } from '@croupier/wallet-conformance';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { openWalletsInEveryCurrency, REAL_CURRENCIES } from './wallet.test-helpers.js';

const test = await buildTestApp();
const { app, env } = test;
await openWalletsInEveryCurrency(app);
// Over real HTTP, as a studio calls it: raw bytes, the signature header, concurrent sockets.
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('the wallet passes the wallet-protocol conformance suite (docs/wallet-protocol.md)', () => {
  // Every currency the brand seeds for real money, fiat and crypto (issue 14).
  it.each(REAL_CURRENCIES)(
    'passes every scenario in %s, on PGlite here and on PostgreSQL in CI',
    async (currency) => {
      const results = await runConformance({
        walletUrl: `${origin}/api/wallet/${env.GAMES_STUDIO}`,
        studio: env.GAMES_STUDIO,
        secret: env.GAMES_SECRET,
        fixtureUrl: `${origin}/__test/wallet`,
        currency,
      });
      expect(results.length).toBeGreaterThanOrEqual(20);
      expect(results.filter((result) => !result.passed)).toEqual([]);
      // Refusals, replays and rollbacks left the books balanced.
      expect(await trialBalance(test.database.db)).toMatchObject({ ok: true });
      // ~30 scenarios of a few calls each, each with a fresh player: slower than one unit test.
    },
    120_000,
  );
});
