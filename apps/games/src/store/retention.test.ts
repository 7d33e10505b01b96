import { afterEach, describe, expect, it } from 'vitest';
import { buildTestStudio, openSession, type TestStudio } from '../testing/test-studio.js';
import { pruneStudioState, SESSION_RETENTION_MS } from './retention.js';

let studio: TestStudio;
afterEach(() => studio.close());

describe('retention', () => {
  it('forgets sessions a day after expiry and rounds after the retention window, nothing sooner', async () => {
    studio = await buildTestStudio({ ROUND_RETENTION_DAYS: '30' });
    const { app } = studio;
    const sid = await openSession(app, { game: 'aurora-studios/roulette' });
    await app.inject({
      method: 'POST',
      url: `/api/sessions/${sid}/roulette/spin`,
      payload: { bets: [{ kind: 'red', amount: 10 }] },
    });
    const ctx = app.studio;
    const session = ctx.store.sessions.get(sid);
    const expiry = Date.parse(session?.expires_at ?? '');
    expect(pruneStudioState(ctx, expiry + SESSION_RETENTION_MS - 1)).toEqual({
      sessions: 0,
      rounds: 0,
      freespins: 0,
    });
    expect(pruneStudioState(ctx, expiry + SESSION_RETENTION_MS + 1)).toEqual({
      sessions: 1,
      rounds: 0,
      freespins: 0,
    });
    expect(pruneStudioState(ctx, Date.now() + 31 * 24 * 60 * 60_000)).toEqual({
      sessions: 0,
      rounds: 1,
      freespins: 0,
    });
    expect(ctx.store.rounds.size).toBe(0);
  });
});
