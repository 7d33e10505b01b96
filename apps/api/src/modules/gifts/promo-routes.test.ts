import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { promoAnswerSchema } from '@croupier/contracts/gifts';
import { and, eq } from 'drizzle-orm';
import { playerGifts, promoCodes, promoRedemptions } from '../../db/schema/gifts.js';
import { players } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { findTemplateByKey, insertTemplate } from './gift-templates.repository.js';
import { insertPromoCode } from './promo-codes.repository.js';

describe('promo codes: POST /api/bonuses/coupon and /api/v2/bonuses/promo-code (GF-018, GF-019, GF-025)', async () => {
  const { app, clock } = await buildTestApp();
  // Inside WELCOME10's window, after SUMMER2026's.
  clock.set(new Date('2026-11-20T12:00:00Z'));
  const db = app.deps.database.db;

  const coupon = (cookie: string, code: unknown, dfpc?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers: { ...xhr, cookie },
      payload: dfpc === undefined ? { coupon_code: code } : { coupon_code: code, dfpc },
    });
  const betting = (cookie: string, code: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      headers: { ...xhr, cookie },
      payload: { code },
    });
  const refusal = (field: string, reason: string) => ({
    code: 'invalid_input',
    errors: { [field]: [reason] },
  });
  /** A fresh player on a device of its own (the per-device cap is tested on purpose). */
  const newPlayer = (user: Record<string, unknown> = {}) =>
    registerTestPlayer(app, { dfpc: `device-${randomUUID()}`, ...user });
  const newCode = async (
    templateKey: string,
    options: Partial<typeof promoCodes.$inferInsert> = {},
  ) => {
    const template = await findTemplateByKey(db, templateKey);
    if (!template) throw new Error(`no template ${templateKey}`);
    const code = `T${randomUUID().slice(0, 8)}`.toUpperCase();
    await insertPromoCode(db, { code, templateId: template.id, purpose: 'gift', ...options });
    return code;
  };

  it('issues the gift of a valid code, matched case-insensitively, once per player', async () => {
    const { cookie, player } = await newPlayer();
    const response = await coupon(cookie, '  welcome10 ');
    expect(response.statusCode, response.body).toBe(200);
    const answer = promoAnswerSchema.parse(response.json());
    expect(answer.status).toBe('activated');
    expect(answer.bonus).toMatchObject({
      stage: 'issued',
      family: 'bonus',
      currency: 'EUR',
      amount_cents: 1_000,
      amount_wager_requirement_cents: 30_000,
      group_key: 'promo_bonus',
      activatable: true,
    });
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'));
    const codeId = code?.id ?? 0;
    const [redemption] = await db
      .select()
      .from(promoRedemptions)
      .where(
        and(eq(promoRedemptions.promoCodeId, codeId), eq(promoRedemptions.playerId, player.id)),
      );
    expect(redemption?.giftId).toBe(answer.bonus.id);
    const [gift] = await db.select().from(playerGifts).where(eq(playerGifts.id, answer.bonus.id));
    expect(gift?.sourceReference).toBe(`promo:${codeId}:${player.id}:1`);

    const again = await coupon(cookie, 'WELCOME10');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(refusal('coupon_code', 'already_used'));
  });

  it('grants the amount of the player’s currency: JPY (no decimals) and BTC (1e-8)', async () => {
    const yen = await newPlayer({ currency: 'JPY' });
    const inYen = await coupon(yen.cookie, 'WELCOME10');
    expect(inYen.statusCode, inYen.body).toBe(200);
    expect(promoAnswerSchema.parse(inYen.json()).bonus).toMatchObject({
      currency: 'JPY',
      amount_cents: 1_500,
    });
    const bitcoin = await newPlayer({ currency: 'BTC' });
    const inBitcoin = await coupon(bitcoin.cookie, 'WELCOME10');
    expect(inBitcoin.statusCode, inBitcoin.body).toBe(200);
    expect(promoAnswerSchema.parse(inBitcoin.json()).bonus).toMatchObject({
      currency: 'BTC',
      amount_cents: 17_000,
    });
  });

  it('refuses an unknown code, or a code of another kind, as invalid', async () => {
    const { cookie } = await newPlayer();
    for (const code of ['NO-SUCH-CODE', 'FREEBET5']) {
      const response = await coupon(cookie, code);
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toEqual(refusal('coupon_code', 'invalid'));
    }
    const disabled = await newCode('cash-gift', { enabled: false });
    expect((await coupon(cookie, disabled)).json()).toEqual(refusal('coupon_code', 'invalid'));
    expect(await db.select().from(playerGifts).where(eq(playerGifts.playerId, -1))).toEqual([]);
  });

  it('refuses an expired code, and one not yet valid', async () => {
    const { cookie, player } = await newPlayer();
    const expired = await coupon(cookie, 'summer2026');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual(refusal('coupon_code', 'expired'));
    const future = await newCode('cash-gift', { validFrom: new Date('2027-01-01T00:00:00Z') });
    expect((await coupon(cookie, future)).json()).toEqual(refusal('coupon_code', 'expired'));
    const gifts = await db.select().from(playerGifts).where(eq(playerGifts.playerId, player.id));
    expect(gifts.filter((gift) => gift.sourceReference.startsWith('promo:'))).toEqual([]);
  });

  it('a single-use code goes to the first player only, even when two race for it', async () => {
    const code = await newCode('cash-gift', { maxUses: 1 });
    const racers = await Promise.all([newPlayer(), newPlayer()]);
    const answers = await Promise.all(racers.map((racer) => coupon(racer.cookie, code)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json()).toEqual(refusal('coupon_code', 'already_used'));
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row?.uses).toBe(1);
    // The seeded single-use code: one player, then no more.
    const third = await newPlayer();
    const fourth = await newPlayer();
    expect((await coupon(third.cookie, 'CASH-7QX2')).statusCode).toBe(200);
    expect((await coupon(fourth.cookie, 'cash-7qx2')).json()).toEqual(
      refusal('coupon_code', 'already_used'),
    );
  });

  it('caps a code per device: a second account on the same device is refused', async () => {
    const device = `device-${randomUUID()}`;
    const first = await registerTestPlayer(app, { dfpc: device });
    const second = await registerTestPlayer(app, { dfpc: device });
    expect((await coupon(first.cookie, 'WELCOME10')).statusCode).toBe(200);
    // The device's fingerprint from the registration, or the one the client sends now.
    expect((await coupon(second.cookie, 'WELCOME10')).json()).toEqual(
      refusal('coupon_code', 'already_used'),
    );
    const third = await newPlayer();
    expect((await coupon(third.cookie, 'WELCOME10', device)).json()).toEqual(
      refusal('coupon_code', 'already_used'),
    );
    expect((await coupon(third.cookie, 'WELCOME10', `other-${device}`)).statusCode).toBe(200);
  });

  it('refuses a player the template does not allow as not eligible', async () => {
    // Bonuses switched off (GF-021).
    const off = await newPlayer();
    await db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, off.player.id));
    expect((await coupon(off.cookie, 'WELCOME10')).json()).toEqual(
      refusal('coupon_code', 'not_eligible'),
    );
    // A template for one group only.
    const template = await insertTemplate(db, {
      key: `vip-only-${randomUUID().slice(0, 6)}`,
      kind: 'cash',
      family: 'bonus',
      title: 'VIP cash',
      groupKey: 'vip_cash',
      rules: {
        amount: { kind: 'fixed', cents: { EUR: 500 } },
        wagering: { multiplier: 0, of: 'bonus' },
        contributions: { slots: 100 },
        wageringDays: 7,
        eligibility: { groups: [759] },
      },
    });
    const vipCode = `VIP${randomUUID().slice(0, 6)}`.toUpperCase();
    await insertPromoCode(db, { code: vipCode, templateId: template.id, purpose: 'gift' });
    const regular = await newPlayer();
    expect((await coupon(regular.cookie, vipCode)).json()).toEqual(
      refusal('coupon_code', 'not_eligible'),
    );
  });

  it('refuses a player whose currency the template grants nothing in', async () => {
    const template = await insertTemplate(db, {
      key: `euro-only-${randomUUID().slice(0, 6)}`,
      kind: 'cash',
      family: 'bonus',
      title: 'Euro cash',
      groupKey: 'euro_cash',
      rules: {
        amount: { kind: 'fixed', cents: { EUR: 500 } },
        wagering: { multiplier: 0, of: 'bonus' },
        contributions: { slots: 100 },
        wageringDays: 7,
        eligibility: {},
      },
    });
    const code = `EUR${randomUUID().slice(0, 6)}`.toUpperCase();
    await insertPromoCode(db, { code, templateId: template.id, purpose: 'gift' });
    const tether = await newPlayer({ currency: 'USDT' });
    expect((await coupon(tether.cookie, code)).json()).toEqual(
      refusal('coupon_code', 'not_eligible'),
    );
    const euro = await newPlayer();
    const paid = await coupon(euro.cookie, code);
    expect(paid.statusCode).toBe(200);
    expect(promoAnswerSchema.parse(paid.json()).bonus).toMatchObject({
      currency: 'EUR',
      amount_cents: 500,
      type: 'Cash',
    });
  });

  it('a betting coupon is kept as a sport free bet in the bonuses', async () => {
    const { cookie } = await newPlayer();
    const response = await betting(cookie, 'freebet5');
    expect(response.statusCode, response.body).toBe(200);
    expect(promoAnswerSchema.parse(response.json()).bonus).toMatchObject({
      group_key: 'sport_freebet',
      type: 'Custom',
      family: 'bonus',
      stage: 'issued',
      amount_cents: 500,
    });
    const listed = await app.inject({ url: '/api/v2/bonuses', headers: { cookie } });
    expect(listed.json()).toEqual([
      expect.objectContaining({ group_key: 'sport_freebet', stage: 'issued' }),
    ]);
    expect((await betting(cookie, 'FREEBET5')).json()).toEqual(refusal('code', 'already_used'));
    expect((await betting(cookie, 'WELCOME10')).json()).toEqual(refusal('code', 'invalid'));
    // No casino game counts toward it: it waits for the sportsbook instead of taking the
    // currency's one wagering place.
    const freebet = promoAnswerSchema.parse(response.json()).bonus;
    const activation = await app.inject({
      method: 'POST',
      url: `/api/player/bonuses/${freebet.id}/activation`,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(activation.statusCode).toBe(422);
    expect(activation.json()).toMatchObject({ errors: { base: ['not_playable_in_casino'] } });
  });

  it('asks a guest to sign in and refuses a malformed body with 422', async () => {
    expect((await coupon('', 'WELCOME10')).statusCode).toBe(401);
    expect((await betting('', 'FREEBET5')).statusCode).toBe(401);
    const { cookie } = await newPlayer();
    for (const body of ['', '   ', 42, 'x'.repeat(65)]) {
      const response = await coupon(cookie, body);
      expect(response.statusCode, String(body)).toBe(422);
      expect(response.json().errors).toHaveProperty('coupon_code');
    }
    expect((await betting(cookie, '')).statusCode).toBe(422);
  });
});
