import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freespinIssueAnswerSchema } from '@croupier/contracts/gifts';
import type { AppDeps } from '../../app-deps.js';
import { parseEnv } from '../../config/env.js';
import { playerGifts } from '../../db/schema/gifts.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { AppError } from '../../lib/app-error.js';
import { MovableClock } from '../../lib/clock.js';
import { startGamesStudio } from '../../testing/games-studio.js';
import { freePort } from '../../testing/payments-sandbox.js';
import { buildTestApp } from '../../testing/test-app.js';
import type { PlayerGiftRow } from './gifts.repository.js';
import {
  cancelFreespinsAtStudio,
  DEFAULT_FREESPIN_PLAY_DAYS,
  freespinIssueIdOf,
  issueFreespinsAtStudio,
} from './studio-freespins.js';

/**
 * The casino's free-spin client against the real game studio (apps/games, a child process as
 * beside the api in production; apps never import apps): signed issue and cancel calls, their
 * idempotency, and what each studio answer becomes for the gifts engine; then the spins played
 * in the studio's slot against this api's wallet.
 */
const SECRET = 'studio-freespins-shared-secret-test';
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const studio = await startGamesStudio({
  walletUrl: `${origin}/api/wallet/croupier-studio`,
  secret: SECRET,
});
afterAll(() => studio.stop());
const test = await buildTestApp({ GAMES_API_URL: studio.url, GAMES_SECRET: SECRET });
await test.app.listen({ host: '127.0.0.1', port });
const { db } = test.database;

const clock = new MovableClock(new Date());
const depsWith = (overrides: Record<string, string> = {}): AppDeps =>
  ({
    env: parseEnv({
      APP_ENV: 'test',
      GAMES_API_URL: studio.url,
      GAMES_SECRET: SECRET,
      ...overrides,
    }),
    clock,
  }) as unknown as AppDeps;
const deps = depsWith();

/** Two slots of the studio's catalog (25 and 50 credits a spin): bets are multiples of 50. */
const GAMES = ['juniper-jack/neon-lanterns', 'bramblewood-gaming/neon-blaze-fortune'];
/** A bet level both games take in each currency (fiat, zero-decimal, crypto). */
const BETS: Record<string, number> = { EUR: 100, JPY: 100, BTC: 1_000, USDT: 100_000 };

let nextId = 1_000 + Math.floor(Math.random() * 1_000_000);
function freespinsGift(currency: string, overrides: Partial<PlayerGiftRow> = {}): PlayerGiftRow {
  const now = clock.now();
  return {
    id: (nextId += 1),
    playerId: 42,
    templateId: 7,
    kind: 'giftspin',
    family: 'freespins',
    title: 'Welcome spins',
    groupKey: 'welcome_spins',
    currency,
    stage: 'issued',
    amountCents: 0,
    bonusCents: 0,
    wagerRequirementCents: 0,
    wageredCents: 0,
    wagerMultiplier: 30,
    maxBetCents: null,
    maxWinCents: null,
    contributions: { slots: 100 },
    freespinsTotal: 10,
    freespinsLeft: 10,
    freespinGames: GAMES,
    freespinBetCents: BETS[currency] ?? 100,
    freespinIssueId: null,
    activatableUntil: null,
    wagerUntil: null,
    wagerDays: 7,
    sourceReference: `test:${nextId}`,
    depositId: null,
    terms: {},
    endReason: null,
    createdAt: now,
    activatedAt: null,
    endedAt: null,
    updatedAt: now,
    ...overrides,
  };
}

/** The issue as the studio holds it, read by replaying the casino's own signed request. */
async function studioIssue(gift: PlayerGiftRow) {
  const body = JSON.stringify({
    issue_id: freespinIssueIdOf(gift),
    user_id: String(gift.playerId),
    currency: gift.currency,
    games: gift.freespinGames,
    freespins_quantity: gift.freespinsTotal,
    bet_level: gift.freespinBetCents,
    valid_until: new Date(clock.now().getTime() + 60_000).toISOString(),
  });
  const response = await fetch(`${studio.url}/freespins/issue`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-sign': createHmac('sha256', SECRET).update(body).digest('hex'),
    },
    body,
  });
  expect(response.status).toBe(200);
  return freespinIssueAnswerSchema.parse(await response.json());
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the casino issues and cancels free spins at the studio', () => {
  it.each(Object.keys(BETS))(
    'issues a gift’s spins once in %s (a retry answers the same issue) and cancels them',
    async (currency) => {
      const gift = freespinsGift(currency);
      const validUntil = new Date(clock.now().getTime() + 3 * 24 * 60 * 60_000);
      const { issueId } = await issueFreespinsAtStudio(deps, gift, { validUntil });
      expect(issueId).toBe(`gift-${gift.id}`);
      // Retried (say the activation's transaction failed after the call): the same issue.
      expect(await issueFreespinsAtStudio(deps, gift)).toEqual({ issueId });
      expect(await studioIssue(gift)).toMatchObject({
        issue_id: issueId,
        user_id: '42',
        currency,
        games: GAMES,
        freespins_quantity: 10,
        freespins_left: 10,
        bet_level: BETS[currency],
        valid_until: validUntil.toISOString(),
        status: 'active',
      });

      const issued = { ...gift, stage: 'activated', freespinIssueId: issueId };
      await cancelFreespinsAtStudio(deps, issued);
      await cancelFreespinsAtStudio(deps, issued);
      expect(await studioIssue(gift)).toMatchObject({ status: 'canceled', freespins_left: 10 });
    },
    30_000,
  );

  it('gives the spins a play window: the gift’s wager_until, else the default days from now', async () => {
    const deadline = new Date(clock.now().getTime() + 2 * 24 * 60 * 60_000);
    const withDeadline = freespinsGift('EUR', { wagerUntil: deadline });
    await issueFreespinsAtStudio(deps, withDeadline);
    expect((await studioIssue(withDeadline)).valid_until).toBe(deadline.toISOString());

    const plain = freespinsGift('EUR');
    await issueFreespinsAtStudio(deps, plain);
    const days = DEFAULT_FREESPIN_PLAY_DAYS * 24 * 60 * 60_000;
    expect((await studioIssue(plain)).valid_until).toBe(
      new Date(clock.now().getTime() + days).toISOString(),
    );
  });

  it('refuses spins the studio cannot play with 422 freespins_not_playable, not a retry', async () => {
    for (const overrides of [
      { freespinBetCents: 110 },
      { freespinGames: ['juniper-jack/no-such-game'] },
      { currency: 'XXX' },
    ]) {
      const error = await refusal(issueFreespinsAtStudio(deps, freespinsGift('EUR', overrides)));
      expect(error.status, JSON.stringify(overrides)).toBe(422);
      expect(error.fields).toEqual({ base: ['freespins_not_playable'] });
    }
    // The same issue id with other spins (a bug on our side) is refused the same way.
    const gift = freespinsGift('EUR');
    await issueFreespinsAtStudio(deps, gift);
    const conflict = await refusal(issueFreespinsAtStudio(deps, { ...gift, freespinsTotal: 11 }));
    expect(conflict.status).toBe(422);
  });

  it('answers 503 studio_unavailable when the studio is down or refuses the signature', async () => {
    const down = depsWith({ GAMES_API_URL: 'http://127.0.0.1:9' });
    const unreachable = await refusal(issueFreespinsAtStudio(down, freespinsGift('EUR')));
    expect(unreachable.code).toBe('studio_unavailable');
    expect(unreachable.status).toBe(503);
    expect((await refusal(cancelFreespinsAtStudio(down, freespinsGift('EUR')))).status).toBe(503);

    const wrongSecret = depsWith({ GAMES_SECRET: 'another-secret-of-16-chars' });
    const forbidden = await refusal(issueFreespinsAtStudio(wrongSecret, freespinsGift('EUR')));
    expect(forbidden.code).toBe('studio_unavailable');
    expect(forbidden.internal).toMatch(/403/);
  });

  it('counts a cancel of spins the studio never issued as done', async () => {
    await expect(cancelFreespinsAtStudio(deps, freespinsGift('EUR'))).resolves.toBeUndefined();
  });
});

interface SpinAnswer {
  bet: number;
  win: number;
  balance: number;
  freespins?: { left: number };
}

async function studioCall(path: string, body?: unknown) {
  const response = await fetch(`${studio.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signedStudioPost(path: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const response = await fetch(`${studio.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-sign': createHmac('sha256', SECRET).update(body).digest('hex'),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('free spins played in the studio’s slot against the casino wallet', () => {
  it.each([
    ['EUR', 5_000],
    ['JPY', 5_000],
    ['BTC', 500_000],
  ])(
    'in %s: the spins stake nothing, count down at both ends, hold their wins for the gift, and end it',
    async (currency, funds) => {
      const fixture = await test.app.inject({
        method: 'POST',
        url: '/__test/wallet/players',
        payload: { currency, balance: funds },
      });
      expect(fixture.statusCode, fixture.body).toBe(200);
      const player = fixture.json() as { user_id: string };

      // The gift as the engine activates it: issued at the studio, then `activated`.
      const now = new Date();
      const [row] = await db
        .insert(playerGifts)
        .values({
          ...freespinsGift(currency, { playerId: Number(player.user_id), freespinsTotal: 3 }),
          id: undefined,
          sourceReference: `test:loop:${currency}:${now.getTime()}`,
        })
        .returning();
      if (!row) throw new Error('no gift row');
      const { issueId } = await issueFreespinsAtStudio(test.app.deps, row);
      await db
        .update(playerGifts)
        .set({ stage: 'activated', freespinsLeft: 3, freespinIssueId: issueId, activatedAt: now })
        .where(eq(playerGifts.id, row.id));

      const opened = await signedStudioPost('/sessions', {
        game: GAMES[0],
        mode: 'real',
        player_id: player.user_id,
        currency,
        locale: 'en',
        device: 'desktop',
        return_url: `${origin}/`,
        casino_origin: origin,
        // The fixture's game session is for another game: this one plays without one.
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const sid = String(opened.body.session_id);
      const view = await studioCall(`/api/sessions/${sid}`);
      expect(view.body.balance).toBe(funds);
      expect(view.body.freespins).toMatchObject({
        issue_id: issueId,
        left: 3,
        bet: BETS[currency],
      });

      let won = 0;
      for (const left of [2, 1, 0]) {
        const spin = await studioCall(`/api/sessions/${sid}/slot/spin`, {
          freespin_issue_id: issueId,
        });
        expect(spin.status, JSON.stringify(spin.body)).toBe(200);
        const answer = spin.body as unknown as SpinAnswer;
        expect(answer.bet).toBe(0);
        expect(answer.freespins?.left).toBe(left);
        // Nothing staked, and the wins are held for the gift: the cash does not move.
        expect(answer.balance).toBe(funds);
        won += answer.win;
      }
      const [gift] = await db.select().from(playerGifts).where(eq(playerGifts.id, row.id));
      expect(gift).toMatchObject({ freespinsLeft: 0, amountCents: won });
      const ended = await db
        .select()
        .from(outboxEvents)
        .where(and(eq(outboxEvents.topic, 'gift.freespins-ended')));
      expect(ended.map((event) => event.payload)).toContainEqual(
        expect.objectContaining({ giftId: row.id, winningsCents: won, currency }),
      );

      // None left: the game offers none and spins for real again.
      expect((await studioCall(`/api/sessions/${sid}`)).body.freespins).toBeNull();
      const refused = await studioCall(`/api/sessions/${sid}/slot/spin`, {
        freespin_issue_id: issueId,
      });
      expect(refused.status).toBe(422);
      const stake = BETS[currency] ?? 0;
      const real = await studioCall(`/api/sessions/${sid}/slot/spin`, { bet: stake });
      expect(real.status, JSON.stringify(real.body)).toBe(200);
      const paid = real.body as unknown as SpinAnswer;
      expect(paid.bet).toBe(stake);
      expect(paid.balance).toBe(funds - stake + paid.win);
    },
    60_000,
  );
});
