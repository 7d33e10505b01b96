import { describe, expect, it } from 'vitest';
import { cryptoExchangeRatesResponseSchema } from '@croupier/contracts/info';
import {
  paymentMethodTableSchema,
  paymentMethodsResponseSchema,
  type PaymentMethod,
} from '@croupier/contracts/payments';
import { playerGroups } from '../../db/schema/players.js';
import { exchangeRates } from '../../db/schema/ledger.js';
import { buildTestApp } from '../../testing/test-app.js';
import { cryptoExchangeRates as referenceRates } from '../brand/seed-data/currencies.js';
import { payingPlayer } from './payments.test-helpers.js';
import { randomWalkFeed, refreshExchangeRates } from '../exchange-rates/exchange-rates.service.js';

describe('payment methods, the payments page and the crypto rates', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;

  const methods = async (cookie: string, query: string, host?: string) => {
    const response = await app.inject({
      url: `/api/player/payment_methods?${query}`,
      headers: { cookie, ...(host ? { host } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return paymentMethodsResponseSchema.parse(response.json());
  };
  const byId = (list: PaymentMethod[], id: string) => list.find((method) => method.id === id);

  it('lists the deposit methods of the active currency with limits and the info table (CB-008, CB-011)', async () => {
    const { cookie } = await payingPlayer(app);
    const list = await methods(cookie, 'action=deposit');
    const card = byId(list, 'visa-mastercard');
    expect(card).toMatchObject({
      brand: 'visa',
      provider: 'sandbox',
      type: 'card',
      currency: 'EUR',
      savedProfiles: [],
      limits: { min_cents: 1_000, max_cents: 500_000, step_cents: 100 },
      fee: 'free',
      processingTime: 'instant',
      minDep: null,
      cashoutField: null,
    });
    expect(list.every((method) => method.currency === 'EUR')).toBe(true);
    expect(byId(list, 'bitcoin')).toBeUndefined();

    const cashout = await methods(cookie, 'action=cashout');
    expect(byId(cashout, 'visa-mastercard')?.limits.min_cents).toBe(2_000);
    expect(byId(cashout, 'bank-transfer')?.cashoutField).toBe('iban');
    expect(byId(cashout, 'skrill')?.cashoutField).toBe('wallet_email');
    // A voucher only pays in.
    expect(byId(cashout, 'paysafecard')).toBeUndefined();
  });

  it('shows a crypto coin with its minimum deposit and network (CB-011, K-071)', async () => {
    const { cookie } = await payingPlayer(app, { currency: 'BTC' });
    const [bitcoin] = (await methods(cookie, 'action=deposit')).filter((m) => m.type === 'crypto');
    expect(bitcoin).toMatchObject({
      id: 'bitcoin',
      currency: 'BTC',
      minDep: '0.0001',
      network: 'Bitcoin',
      limits: { min_cents: 10_000 },
    });
    const cashout = await methods(cookie, 'action=cashout&currency=BTC');
    expect(byId(cashout, 'bitcoin')).toMatchObject({
      cashoutField: 'address',
      limits: { min_cents: 10_000, max_cents: 40_000_000 },
    });
  });

  it('hides sofort from group 631 (CB-009)', async () => {
    const { cookie, id } = await payingPlayer(app);
    expect(byId(await methods(cookie, 'action=deposit'), 'sofort')).toBeDefined();
    await db.insert(playerGroups).values({ playerId: id, groupId: 631, source: 'operator' });
    const list = await methods(cookie, 'action=deposit');
    expect(list.some((method) => method.brand === 'sofort')).toBe(false);
    expect(byId(list, 'visa-mastercard')).toBeDefined();
  });

  it('gives the Estonian licence a shorter list (CB-014, K-073)', async () => {
    const { cookie } = await payingPlayer(app);
    const curacao = await methods(cookie, 'action=deposit');
    const estonia = await methods(cookie, 'action=deposit', 'croupier.ee');
    expect(estonia.length).toBeGreaterThan(0);
    expect(estonia.length).toBeLessThan(curacao.length);
    expect(byId(estonia, 'paysafecard')).toBeUndefined();
    expect(new Set(curacao.map((method) => method.type))).toEqual(
      new Set(['card', 'voucher', 'ewallet', 'bank_transfer']),
    );
  });

  it('asks a guest to sign in', async () => {
    const response = await app.inject({ url: '/api/player/payment_methods?action=deposit' });
    expect(response.statusCode).toBe(401);
    const bad = await app.inject({ url: '/api/player/payment_methods?action=refund' });
    expect(bad.statusCode).toBe(422);
  });

  it('serves the payments page: all free and instant, crypto minimums and ranges (CB-015, K-070..K-072)', async () => {
    const response = await app.inject({ url: '/api/payment_methods/table?currency=EUR' });
    expect(response.statusCode).toBe(200);
    const rows = paymentMethodTableSchema.parse(response.json());
    expect(rows.every((row) => row.fee === 'free' && row.processingTime === 'instant')).toBe(true);
    const row = (id: string) => rows.find((entry) => entry.id === id);
    expect(row('bitcoin')).toMatchObject({
      currency: 'BTC',
      deposit: { min: '0.0001' },
      withdrawal: { min: '0.0001', max: '0.4' },
    });
    expect(row('bitcoin-cash')?.withdrawal).toEqual({ min: '0.0001', max: '0.4' });
    expect(row('litecoin')).toMatchObject({
      deposit: { min: '0.01' },
      withdrawal: { min: '0.0001', max: '60' },
    });
    expect(row('ethereum')).toMatchObject({
      deposit: { min: '0.01' },
      withdrawal: { min: '0.0001', max: '12' },
    });
    expect(row('dogecoin')).toMatchObject({
      deposit: { min: '0.01' },
      withdrawal: { min: '0.0001', max: '1600000' },
    });
    expect(row('tether')).toMatchObject({
      deposit: { min: '20' },
      withdrawal: { min: '25', max: '4000' },
    });
    expect(row('visa-mastercard')).toMatchObject({
      currency: 'EUR',
      deposit: { min: '10', max: '5000' },
      withdrawal: { min: '20', max: '5000' },
    });
    expect(row('paysafecard')?.withdrawal).toBeNull();

    const estonia = paymentMethodTableSchema.parse(
      (await app.inject({ url: '/api/payment_methods/table?licence=EE' })).json(),
    );
    expect(estonia.length).toBeLessThan(rows.length);
    expect(estonia.some((entry) => entry.type === 'crypto')).toBe(false);
  });

  it('serves crypto rates from the rates table and refreshes them within a band (CB-027)', async () => {
    const rates = cryptoExchangeRatesResponseSchema.parse(
      (await app.inject({ url: '/api/info/crypto_exchange_rates' })).json(),
    );
    for (const coin of ['BTC', 'ETH', 'LTC', 'BCH', 'DOG', 'USDT']) {
      expect(rates[coin]?.EUR).toBe(referenceRates[coin]?.EUR);
    }

    clock.advance(60_000);
    // A deterministic walk: every step as far up as it may go.
    const summary = await refreshExchangeRates(
      db,
      clock.now(),
      randomWalkFeed(referenceRates, () => 1),
    );
    expect(summary).toMatch(/^refreshed \d+ rates$/);
    const rows = await db.select().from(exchangeRates);
    expect(rows.every((row) => row.updatedAt.getTime() === clock.now().getTime())).toBe(true);
    const after = cryptoExchangeRatesResponseSchema.parse(
      (await app.inject({ url: '/api/info/crypto_exchange_rates' })).json(),
    );
    const reference = referenceRates.BTC?.EUR ?? 0;
    expect(after.BTC?.EUR).toBeCloseTo(reference * 1.005, 0);

    // However many steps, a rate stays within 5 % of its reference.
    for (let step = 0; step < 30; step += 1) {
      await refreshExchangeRates(
        db,
        clock.now(),
        randomWalkFeed(referenceRates, () => 1),
      );
    }
    const drifted = cryptoExchangeRatesResponseSchema.parse(
      (await app.inject({ url: '/api/info/crypto_exchange_rates' })).json(),
    );
    expect(drifted.BTC?.EUR).toBeLessThanOrEqual(reference * 1.05);
    expect(drifted.BTC?.EUR).toBeGreaterThan(reference * 1.04);
  });
});
