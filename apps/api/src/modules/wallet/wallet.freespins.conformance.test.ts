import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { runConformance, FREESPIN_SCENARIOS } from '@croupier/wallet-conformance';
import type { FreespinFixture } from '@croupier/wallet-conformance/wallet-client';
import { describe, expect, it } from 'vitest';
import { playerGifts } from '../../db/schema/gifts.js';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { openWalletsInEveryCurrency } from './wallet.test-helpers.js';

const test = await buildTestApp();
const { app, env } = test;
const { db } = test.database;
await openWalletsInEveryCurrency(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * The casino side of an issue as the gifts module leaves it once the studio accepted the spins:
 * a free-spins gift in `activated` with the issue id and its spins left; ended as the gifts
 * module ends it (expiry job, cancel). Written here rather than through the fixture API's
 * `/freespins` calls, which stand for the same rows on a deployment.
 */
const freespinFixture: FreespinFixture = {
  async issue(player, input) {
    const now = new Date();
    const issueId = `gift-conformance-${randomUUID()}`;
    await db.insert(playerGifts).values({
      playerId: Number(player.user_id),
      kind: 'giftspin',
      family: 'freespins',
      title: 'Conformance spins',
      groupKey: 'conformance',
      currency: player.currency,
      stage: 'activated',
      freespinsTotal: input.quantity,
      freespinsLeft: input.quantity,
      freespinGames: [player.game],
      freespinBetCents: input.bet_level,
      freespinIssueId: issueId,
      wagerMultiplier: 30,
      sourceReference: `conformance:${issueId}`,
      createdAt: now,
      activatedAt: now,
      updatedAt: now,
    });
    return { issue_id: issueId };
  },
  async end(player, issueId, reason) {
    const now = new Date();
    await db
      .update(playerGifts)
      .set({
        stage: reason,
        endReason: reason === 'expired' ? 'expiry' : 'operator',
        endedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(playerGifts.freespinIssueId, issueId),
          eq(playerGifts.playerId, Number(player.user_id)),
        ),
      );
  },
};

// A fiat, a zero-decimal fiat and two cryptos (1e-8 and 1e-6).
describe.each(['EUR', 'JPY', 'BTC', 'USDT'])(
  'the wallet passes the free-spin scenarios of the conformance suite in %s (docs/wallet-protocol.md "Free spins")',
  (currency) => {
    for (const scenario of FREESPIN_SCENARIOS) {
      it(scenario.name, async () => {
        const results = await runConformance({
          walletUrl: `${origin}/api/wallet/${env.GAMES_STUDIO}`,
          studio: env.GAMES_STUDIO,
          secret: env.GAMES_SECRET,
          fixtureUrl: `${origin}/__test/wallet`,
          currency,
          freespins: freespinFixture,
          only: [scenario.name],
        });
        expect(results).toEqual([{ scenario: scenario.name, passed: true }]);
        // Spins, their wins held for the gift, refusals, replays and rollbacks: books balanced.
        expect(await trialBalance(db)).toMatchObject({ ok: true });
      });
    }
  },
);
