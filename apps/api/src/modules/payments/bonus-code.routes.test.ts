import { describe, expect, it } from 'vitest';
import { bonusCodeResponseSchema } from '@croupier/contracts/payments';
import { playerSchema } from '@croupier/contracts/player';
import { VALIDATION } from '@croupier/contracts/users';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';

describe('deposit bonus code (PR-038)', async () => {
  const { app } = await buildTestApp();

  const setCode = (cookie: string, code: unknown) =>
    app.inject({
      method: 'PATCH',
      url: '/api/player/set_bonus_code',
      headers: { ...xhr, cookie },
      payload: { deposit_bonus_code: code },
    });
  const codeOnRecord = async (cookie: string) =>
    playerSchema.parse((await app.inject({ url: '/api/player', headers: { cookie } })).json())
      .deposit_bonus_code;

  it('stores a code the brand offers, as the brand writes it, whatever the case typed', async () => {
    // The gifts module grants its bonus on the next credited deposit (gifts-deposit.psp.test.ts).
    const { cookie } = await registerTestPlayer(app);
    for (const [typed, stored] of [
      ['welcome100', 'WELCOME100'],
      ['CRYPTO50', 'CRYPTO50'],
    ] as const) {
      const response = await setCode(cookie, typed);
      expect(response.statusCode, typed).toBe(200);
      expect(await codeOnRecord(cookie)).toBe(stored);
    }
  });

  it('clears a stored code: GET /api/player shows none', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    await app.deps.database.db
      .update(players)
      .set({ depositBonusCode: 'WELCOME100' })
      .where(eq(players.id, player.id));
    expect(await codeOnRecord(cookie)).toBe('WELCOME100');

    const cleared = await app.inject({
      method: 'DELETE',
      url: '/api/player/clear_bonus_code',
      headers: { ...xhr, cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(bonusCodeResponseSchema.parse(cleared.json())).toEqual({ deposit_bonus_code: null });
    expect(await codeOnRecord(cookie)).toBeNull();
  });

  it('refuses an unknown or expired code with 422 and stores nothing', async () => {
    const { cookie } = await registerTestPlayer(app);
    for (const code of ['NO-SUCH-CODE', 'SPRING2024']) {
      const response = await setCode(cookie, code);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        errors: { deposit_bonus_code: [VALIDATION.BONUS_CODE_INVALID] },
      });
    }
    expect((await setCode(cookie, '')).statusCode).toBe(422);
    expect((await setCode(cookie, 42)).statusCode).toBe(422);
    expect(await codeOnRecord(cookie)).toBeNull();
  });

  it('asks a guest to sign in', async () => {
    expect((await setCode('', 'WELCOME100')).statusCode).toBe(401);
  });
});
