import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { uniqueTestAddress } from '../../testing/players.js';
import { authSweepJob } from './auth-sweep.job.js';
import { failuresWithin, recordFailure } from './throttle.service.js';

describe('auth sweep job', async () => {
  const { app, clock } = await buildTestApp();

  it('drops failures older than the 24-hour stop window and keeps the recent ones', async () => {
    const key = uniqueTestAddress();
    await recordFailure(app.deps, 'sign_in:ip', key);
    clock.advance(25 * 3_600_000);
    await recordFailure(app.deps, 'sign_in:ip', key);
    const week = 7 * 24 * 3_600_000;
    expect(await failuresWithin(app.deps, 'sign_in:ip', key, week)).toBe(2);

    const summary = await authSweepJob.run({
      db: app.deps.database.db,
      now: clock.now(),
      log: app.log,
    });
    expect(summary).toBe('deleted 1 failures');
    expect(await failuresWithin(app.deps, 'sign_in:ip', key, week)).toBe(1);
  });
});
