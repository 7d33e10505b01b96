import { describe, expect, it } from 'vitest';
import type { PspMethod } from '@croupier/contracts/psp';
import {
  auth,
  buildTestPsp,
  createPayment,
  pathOf,
  postForm,
  returnedTo,
} from '../testing/test-psp.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

async function start(method: PspMethod) {
  const payment = (await createPayment(app, { method, amount: 4_000 })).json();
  return { id: payment.id as string, page: pathOf(payment.redirect_url) };
}

const readPayment = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: auth })).json();

const webhooksOf = (id: string) =>
  psp.sent.filter((sent) => sent.webhook.data.id === id).map((sent) => sent.webhook.type);

describe('voucher page', () => {
  it('pays the full amount with a VOUCHER-OK- code', async () => {
    const { id, page } = await start('voucher');
    const form = await app.inject({ method: 'GET', url: page });
    expect(form.body).toContain('Voucher code');
    expect(form.body).toContain('€40.00');
    const response = await postForm(app, page, { code: 'VOUCHER-OK-2026' });
    expect(returnedTo(response)).toMatchObject({ payment: id, status: 'succeeded' });
    expect(await readPayment(id)).toMatchObject({ status: 'succeeded', amount: 4_000 });
    await psp.advance(0);
    expect(webhooksOf(id)).toEqual(['payment.succeeded']);
  });

  it('shows "invalid voucher" on the page for any other code, and the payment keeps waiting', async () => {
    const { id, page } = await start('voucher');
    const response = await postForm(app, page, { code: 'VOUCHER-NO-1' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('This voucher is invalid');
    expect(response.body).toContain('value="VOUCHER-NO-1"');
    expect((await readPayment(id)).status).toBe('requires_action');
  });
});

describe('e-wallet page', () => {
  it('signs in to SandboxWallet, then Approve pays', async () => {
    const { id, page } = await start('ewallet');
    expect((await app.inject({ method: 'GET', url: page })).body).toContain(
      'Sign in to SandboxWallet',
    );
    const bad = await postForm(app, page, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);

    const signedIn = await postForm(app, page, { email: 'ada@wallet.test' });
    expect(signedIn.statusCode).toBe(303);
    const approvePage = await app.inject({ method: 'GET', url: page });
    expect(approvePage.body).toContain('Signed in as <strong>ada@wallet.test</strong>');
    expect(approvePage.body).toMatch(/>\s*Approve\s*</);
    expect(approvePage.body).toMatch(/>\s*Decline\s*</);

    const approved = await postForm(app, `/pay/${id}/wallet`, { decision: 'approve' });
    expect(returnedTo(approved)).toMatchObject({ payment: id, status: 'succeeded' });
  });

  it('Decline declines the payment', async () => {
    const { id, page } = await start('ewallet');
    await postForm(app, page, { email: 'ada@wallet.test' });
    const declined = await postForm(app, `/pay/${id}/wallet`, { decision: 'decline' });
    expect(returnedTo(declined)).toMatchObject({ payment: id, status: 'declined' });
    expect(await readPayment(id)).toMatchObject({ decline_reason: 'declined_by_customer' });
    await psp.advance(0);
    expect(webhooksOf(id)).toEqual(['payment.declined']);
  });
});

describe('bank transfer page', () => {
  it('shows where to pay; after "I have made the transfer" it is processing, then settles after the delay', async () => {
    const { id, page } = await start('bank_transfer');
    const shown = await app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain('DE89 3704 0044 0532 0130 00');
    expect(shown.body).toContain('Reference');

    const confirmed = await postForm(app, page, {});
    expect(returnedTo(confirmed)).toMatchObject({ payment: id, status: 'processing' });
    await psp.advance(0);
    expect(webhooksOf(id)).toEqual(['payment.processing']);

    await psp.advance(psp.env.BANK_TRANSFER_MS - 1);
    expect((await readPayment(id)).status).toBe('processing');
    await psp.advance(1);
    expect(await readPayment(id)).toMatchObject({ status: 'succeeded', redirect_url: null });
    expect(webhooksOf(id)).toEqual(['payment.processing', 'payment.succeeded']);
  });
});
