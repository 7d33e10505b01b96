import { afterEach, describe, expect, it } from 'vitest';
import { studioSessionSchema } from '@croupier/contracts/studio';
import { sessionViewSchema } from '../shared/client-api.js';
import {
  buildTestStudio,
  openSession,
  sessionRequest,
  signedHeaders,
  type TestStudio,
} from '../testing/test-studio.js';

let studio: TestStudio;
afterEach(() => studio.close());

async function postSession(body: string, headers: Record<string, string>) {
  return studio.app.inject({ method: 'POST', url: '/sessions', headers, payload: body });
}

describe('opening a game session', () => {
  it('refuses a launch without the casino signature, or with a wrong one, with 403', async () => {
    studio = await buildTestStudio();
    const body = JSON.stringify(sessionRequest());
    const unsigned = await postSession(body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(403);
    const wrongKey = await postSession(body, signedHeaders(body, 'another-secret-of-16-chars'));
    expect(wrongKey.statusCode).toBe(403);
    const tampered = await postSession(body.replace('"en"', '"de"'), signedHeaders(body));
    expect(tampered.statusCode).toBe(403);
    expect(studio.app.studio.store.sessions.size).toBe(0);
  });

  it('answers the iframe URL on the studio origin with an unguessable id and an expiry', async () => {
    studio = await buildTestStudio();
    const body = JSON.stringify(sessionRequest());
    const first = studioSessionSchema.parse((await postSession(body, signedHeaders(body))).json());
    const second = studioSessionSchema.parse((await postSession(body, signedHeaders(body))).json());
    expect(first.url).toBe(`http://studio.test/play/${first.session_id}`);
    expect(first.session_id).not.toBe(second.session_id);
    expect(first.session_id.length).toBeGreaterThanOrEqual(20);
    const hours = (Date.parse(first.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
  });

  it('refuses demo play of a live game, demo outside FUN and real play without a player', async () => {
    studio = await buildTestStudio();
    for (const [overrides, status] of [
      [{ game: 'aurora-studios/live-roulette' }, 422],
      [{ currency: 'EUR' }, 422],
      [{ mode: 'real' as const, currency: 'EUR' }, 422],
      [{ mode: 'real' as const, currency: 'XYZ', player_id: '7' }, 422],
      [{ game: 'nobody/nothing' }, 404],
    ] as const) {
      const body = JSON.stringify(sessionRequest(overrides));
      const response = await postSession(body, signedHeaders(body));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json()).toHaveProperty('code');
    }
  });

  it('answers 4xx, never 500, to signed bodies that are not a session request', async () => {
    studio = await buildTestStudio();
    for (const body of [
      '',
      'not json',
      '[]',
      '{"game":1}',
      '{"mode":"real"}',
      'null',
      '{'.repeat(500),
    ]) {
      const response = await postSession(body, signedHeaders(body));
      expect(response.statusCode, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, body.slice(0, 20)).toBeLessThan(500);
    }
  });

  it('shows a demo session 2,000.00 FUN, the game, bet levels within the limits and no history', async () => {
    studio = await buildTestStudio();
    const sid = await openSession(studio.app);
    const view = sessionViewSchema.parse(
      (await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })).json(),
    );
    expect(view).toMatchObject({ mode: 'demo', currency: 'FUN', balance: 200_000, subunits: 100 });
    expect(view.game.engine).toBe('roulette');
    expect(view.bets.levels.length).toBeGreaterThan(1);
    expect(view.bets.levels.length).toBeLessThanOrEqual(8);
    expect(view.bets.levels).toEqual([...view.bets.levels].sort((a, b) => a - b));
    expect(view.bets.levels).toContain(view.bets.default);
    expect(view.history).toEqual([]);
  });

  it('tells the client an unknown or expired session has ended', async () => {
    studio = await buildTestStudio({ SESSION_TTL_MS: '1' });
    const sid = await openSession(studio.app);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const id of [sid, 'ses_nope']) {
      const response = await studio.app.inject({ method: 'GET', url: `/api/sessions/${id}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'session_expired' });
    }
  });
});
