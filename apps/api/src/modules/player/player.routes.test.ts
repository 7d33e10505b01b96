import { describe, expect, it } from 'vitest';
import { playerSchema } from '@croupier/contracts/player';
import { buildTestApp } from '../../testing/test-app.js';

describe('GET /api/player for a guest (SS-001, SS-002, API-005)', async () => {
  const { app } = await buildTestApp();

  it('answers 200 with a body that has no id, never 401', async () => {
    const response = await app.inject('/api/player');
    expect(response.statusCode).toBe(200);
    const body = playerSchema.parse(response.json());
    expect(body).not.toHaveProperty('id');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
