import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fraudCheckResponseSchema } from '@croupier/contracts/payments';
import { fraudChecks } from '../../db/schema/payments.js';
import { playerGroups } from '../../db/schema/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { paymentsSeed } from '../brand/seed-data/payment-methods.js';
import { scoreFraud, type FraudFacts } from './fraud-rules.js';
import { payingPlayer } from './payments.test-helpers.js';

const rules = paymentsSeed.fraudCheck;
const brand = { disallowedBins: ['400022'], multiAccountGroup: 100 };
const clean: FraudFacts = {
  type: 'transaction',
  amountCents: 5_000,
  currency: 'EUR',
  profile: { country: 'DE', firstName: 'Anna', lastName: 'Berg' },
  claimed: {},
  geoCountry: 'DE',
  geoRestricted: false,
  groups: [],
  recentCount: 0,
  isFirstDeposit: true,
};

describe('fraud rules (CB-016, CB-017; docs/payments.md)', () => {
  it('scores a clean payment 0 and allows it', () => {
    expect(scoreFraud(clean, rules, brand)).toEqual({ score: 0, allowed: true, reasons: [] });
  });

  it('adds the weight of each rule that fires and refuses at the threshold', () => {
    const mismatch = scoreFraud({ ...clean, geoCountry: 'NO' }, rules, brand);
    expect(mismatch).toMatchObject({ score: 25, allowed: true, reasons: ['country_mismatch'] });
    const many = scoreFraud(
      {
        ...clean,
        geoCountry: 'NO',
        recentCount: 5,
        claimed: { firstName: 'Someone', lastName: 'Else' },
      },
      rules,
      brand,
    );
    expect(many).toEqual({
      score: 75,
      allowed: false,
      reasons: ['country_mismatch', 'velocity', 'name_mismatch'],
    });
    // Case and spacing are not a different name.
    expect(scoreFraud({ ...clean, claimed: { firstName: ' anna ' } }, rules, brand).score).toBe(0);
  });

  it('refuses a disallowed BIN and a restricted geo outright; caps the score at 100', () => {
    expect(scoreFraud({ ...clean, cardBin: '40002299' }, rules, brand)).toMatchObject({
      score: 100,
      allowed: false,
      reasons: ['disallowed_bin'],
    });
    expect(
      scoreFraud({ ...clean, geoRestricted: true, cardBin: '400022' }, rules, brand).score,
    ).toBe(100);
  });

  it('weighs a first deposit above the threshold and multi-accounting', () => {
    const big = { ...clean, amountCents: 300_000 };
    expect(scoreFraud(big, rules, brand).reasons).toEqual(['first_deposit_above_threshold']);
    expect(scoreFraud({ ...big, isFirstDeposit: false }, rules, brand).reasons).toEqual([]);
    expect(scoreFraud({ ...big, type: 'payout' }, rules, brand).reasons).toEqual([]);
    expect(scoreFraud({ ...clean, groups: [100] }, rules, brand)).toMatchObject({
      score: 40,
      reasons: ['multi_account'],
    });
  });
});

describe('POST /api/users/transaction', async () => {
  const { app, database } = await buildTestApp();
  const db = database.db;
  const check = (cookie: string, body: Record<string, unknown>, country = 'DE') =>
    app.inject({
      method: 'POST',
      url: '/api/users/transaction',
      headers: { ...xhr, cookie, 'x-test-country': country },
      payload: {
        country: 'DE',
        first_name: 'Anna',
        last_name: 'Berg',
        email: 'anna@example.com',
        dfpc: 'fp-123',
        amount_cents: 5_000,
        currency: 'EUR',
        payment_system: 'visa-mastercard',
        type: 'transaction',
        custom_player_status: 'Gold',
        ...body,
      },
    });

  it('allows an ordinary payment and records the decision without card digits (CB-016)', async () => {
    const { cookie, id } = await payingPlayer(app);
    const response = await check(cookie, { card_bin: '424242', card_last4: '4242' });
    expect(response.statusCode).toBe(200);
    expect(fraudCheckResponseSchema.parse(response.json())).toEqual({ allowed: true, score: 0 });
    const [stored] = await db.select().from(fraudChecks).where(eq(fraudChecks.playerId, id));
    expect(stored).toMatchObject({ type: 'transaction', score: 0, allowed: true, reasons: [] });
    expect(JSON.stringify(stored)).not.toContain('424242');
  });

  it('refuses a disallowed BIN, and a multi-account player from another country (CB-017)', async () => {
    const { cookie, id } = await payingPlayer(app);
    const bin = await check(cookie, { card_bin: '400022' });
    expect(bin.json()).toEqual({ allowed: false, score: 100, reason: 'review_required' });

    await db.insert(playerGroups).values({ playerId: id, groupId: 100, source: 'operator' });
    // 25 + 40 stays under the threshold of 70; another name on the card tips it over.
    expect((await check(cookie, { country: 'NO' }, 'NO')).json()).toEqual({
      allowed: true,
      score: 65,
    });
    const risky = await check(cookie, { country: 'NO', first_name: 'Ola' }, 'NO');
    expect(risky.json()).toMatchObject({ allowed: false, score: 85 });
    const reasons = (await db.select().from(fraudChecks).where(eq(fraudChecks.playerId, id))).map(
      (row) => row.reasons,
    );
    expect(reasons).toContainEqual(['country_mismatch', 'name_mismatch', 'multi_account']);
  });

  it('validates the body: a full card number, a bad type or amount is 422', async () => {
    const { cookie } = await payingPlayer(app);
    for (const body of [
      { card_bin: '4242424242424242' },
      { card_last4: '42' },
      { type: 'refund' },
      { amount_cents: 0 },
      { currency: 'euro' },
      { payment_system: '' },
    ]) {
      expect((await check(cookie, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await check('', {})).statusCode).toBe(401);
  });
});
