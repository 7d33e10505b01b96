import { describe, expect, it } from 'vitest';
import { pspSettlementReportSchema } from '@croupier/contracts/psp';
import {
  auth,
  buildTestPsp,
  createPayment,
  pathOf,
  payoutRequest,
  postForm,
} from '../testing/test-psp.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

const report = (query: string) =>
  app.inject({ method: 'GET', url: `/v1/settlements?${query}`, headers: auth });

async function payByVoucher(amount: number, reference: string) {
  const payment = (
    await createPayment(app, { method: 'voucher', amount, merchant_reference: reference })
  ).json();
  await postForm(app, pathOf(payment.redirect_url), { code: 'VOUCHER-OK-S' });
  return payment.id as string;
}

describe('GET /v1/settlements', () => {
  it("lists the day's settled payments, payouts and charge-backs, signed from the merchant's side", async () => {
    // The movable clock starts on 2026-01-15 at 12:00 UTC.
    const deposit = await payByVoucher(5_000, 'dep-settle-1');
    psp.clock.advance(1_000);
    const waiting = (
      await createPayment(app, { method: 'voucher', merchant_reference: 'dep-open' })
    ).json();
    const card = (await createPayment(app, { merchant_reference: 'dep-cb', amount: 3_000 })).json();
    await postForm(app, pathOf(card.redirect_url), {
      number: '4000000000000259',
      expiry: '12/30',
      cvc: '123',
      name: 'A',
    });
    const payout = (
      await app.inject({
        method: 'POST',
        url: '/v1/payouts',
        headers: auth,
        payload: payoutRequest({ merchant_reference: 'wd-settle-1', amount: 2_000 }),
      })
    ).json();
    await psp.advance(psp.env.PAYOUT_PROCESSING_MS);
    await psp.advance(psp.env.PAYOUT_DELAY_MS);
    await psp.advance(psp.env.CHARGEBACK_DELAY_MS);

    const response = await report('date=2026-01-15');
    expect(response.statusCode).toBe(200);
    const { date, lines } = pspSettlementReportSchema.parse(response.json());
    expect(date).toBe('2026-01-15');
    expect(
      lines.map((line) => [line.kind, line.merchant_reference, line.amount, line.currency]),
    ).toEqual([
      ['payment', 'dep-settle-1', 5_000, 'EUR'],
      ['payment', 'dep-cb', 3_000, 'EUR'],
      ['payout', 'wd-settle-1', -2_000, 'EUR'],
      ['chargeback', 'dep-cb', -3_000, 'EUR'],
    ]);
    expect(lines.map((line) => line.id)).toEqual([deposit, card.id, payout.id, card.id]);
    expect(lines.some((line) => line.id === waiting.id)).toBe(false);

    const otherDay = await report('date=2026-01-14');
    expect(otherDay.json()).toEqual({ date: '2026-01-14', lines: [] });
  });

  it('also comes as CSV', async () => {
    await payByVoucher(700, '=cmd|"x"');
    const response = await report('date=2026-01-15&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('settlement-2026-01-15.csv');
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toBe('id,merchant_reference,kind,amount,currency,settled_at');
    // A reference that looks like a formula is defused and quoted.
    expect(rows.some((row) => row.includes(`"'=cmd|""x"""`))).toBe(true);
  });

  it.each(['', 'date=2026-02-30', 'date=15.01.2026', 'date=2026-01-15&format=xml'])(
    'answers 422 for the query "%s"',
    async (query) => {
      const response = await report(query);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'invalid_request' });
    },
  );
});
