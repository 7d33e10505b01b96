import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerGifts } from '../../db/schema/gifts.js';
import { ledgerTransactions } from '../../db/schema/ledger.js';
import { payments } from '../../db/schema/payments.js';
import { players } from '../../db/schema/players.js';
import {
  buildTestAppWithPayments,
  eventually,
  postHostedForm,
} from '../../testing/payments-sandbox.js';
import {
  createPayment,
  createPaymentRequest,
  payingPlayer,
} from '../payments/payments.test-helpers.js';
import { insertTemplate } from './gift-templates.repository.js';

/**
 * CB-029 end to end: the deposit gift chosen in the cashbox (`bonus_id`) is kept on the deposit,
 * named in the credited deposit's ledger movement (`giftTemplateId`), and the gifts module
 * issues and activates it from that movement.
 */
describe('a deposit gift chosen in the cashbox', async () => {
  const { app, database } = await buildTestAppWithPayments();
  const db = database.db;
  // The gifts the deposit itself paid: the same credit also completes the adventure's first day,
  // whose prize is the adventure module's (adventures.routes.test.ts).
  const depositGifts = async (playerId: number) =>
    (await db.select().from(playerGifts).where(eq(playerGifts.playerId, playerId))).filter((gift) =>
      gift.sourceReference.startsWith('deposit:'),
    );

  it('is issued and activated when the card deposit is credited', async () => {
    const template = await insertTemplate(db, {
      key: `cashbox-${randomUUID().slice(0, 8)}`,
      kind: 'deposit_bonus',
      family: 'bonus',
      title: 'Cashbox match',
      groupKey: 'welcome_cashbox',
      rules: {
        amount: { kind: 'percent', percent: 50, capCents: { EUR: 10_000 } },
        wagering: { multiplier: 30, of: 'bonus' },
        contributions: { '*': 100 },
        wageringDays: 7,
        eligibility: { depositNumber: 1 },
      },
    });
    const { cookie, id } = await payingPlayer(app);
    // A bonus_id that is not a template id is refused.
    const both = await createPaymentRequest(app, cookie, {
      action: 'deposit',
      payment_method_id: 'visa-mastercard',
      amount_cents: 5_000,
      currency: 'EUR',
      bonus_id: 'x',
    });
    expect(both.statusCode).toBe(422);

    const created = await createPayment(app, cookie, {
      action: 'deposit',
      payment_method_id: 'visa-mastercard',
      amount_cents: 5_000,
      currency: 'EUR',
      bonus_id: template.id,
    });
    await postHostedForm(created.redirect_url ?? '', {
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Anna Berg',
    });
    await eventually(async () => {
      const [row] = await db.select().from(payments).where(eq(payments.id, created.id));
      return row?.state === 'succeeded';
    }, 'deposit credited');
    const [movement] = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `deposit:${created.id}`));
    expect(movement?.metadata).toMatchObject({
      paymentId: created.id,
      giftTemplateId: template.id,
    });

    await app.outbox.drain();
    expect(await depositGifts(id)).toEqual([
      expect.objectContaining({
        templateId: template.id,
        stage: 'handle_bets',
        amountCents: 2_500,
        bonusCents: 2_500,
        wagerRequirementCents: 75_000,
        depositId: created.id,
        sourceReference: `deposit:${created.id}:${template.key}`,
      }),
    ]);
  });

  it('gives the bonus of a stored deposit bonus code on the credit, once, and forgets the code', async () => {
    // CB-019, GF-020: WELCOME100 is a `deposit` promo code of the demo brand (100% up to €100,
    // wagered 35 times), saved with set_bonus_code and used by the next deposit.
    const { cookie, id } = await payingPlayer(app);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/player/set_bonus_code',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      payload: { deposit_bonus_code: 'welcome100' },
    });
    expect(saved.statusCode).toBe(200);
    const created = await createPayment(app, cookie, {
      action: 'deposit',
      payment_method_id: 'visa-mastercard',
      amount_cents: 6_000,
      currency: 'EUR',
    });
    expect(created).toMatchObject({ bonus_code: 'WELCOME100' });
    await postHostedForm(created.redirect_url ?? '', {
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Anna Berg',
    });
    await eventually(async () => {
      const [row] = await db.select().from(payments).where(eq(payments.id, created.id));
      return row?.state === 'succeeded';
    }, 'deposit credited');
    await app.outbox.drain();

    expect(await depositGifts(id)).toEqual([
      expect.objectContaining({
        stage: 'handle_bets',
        currency: 'EUR',
        amountCents: 6_000,
        bonusCents: 6_000,
        wagerRequirementCents: 210_000,
        sourceReference: `deposit:${created.id}:promo`,
      }),
    ]);
    const [player] = await db.select().from(players).where(eq(players.id, id));
    expect(player?.depositBonusCode).toBeNull();
  });
});
