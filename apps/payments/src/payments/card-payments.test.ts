import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from '@croupier/journal/journal';
import { containsCardNumber } from '@croupier/domain/payments/card';
import {
  auth,
  buildTestPsp,
  createPayment,
  pathOf,
  postForm,
  returnedTo,
  RETURN_URL,
} from '../testing/test-psp.js';

const psp = await buildTestPsp();
const { app } = psp;

const card = (number: string, extra: Record<string, string> = {}) => ({
  number,
  expiry: '12/30',
  cvc: '123',
  name: 'Ada Lovelace',
  ...extra,
});

async function startCardPayment(customerId = 'player-1') {
  const payment = (await createPayment(app, { customer: { id: customerId } })).json();
  return { id: payment.id as string, page: pathOf(payment.redirect_url) };
}

const readPayment = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: auth })).json();

const webhooksOf = (id: string) =>
  psp.sent.filter((sent) => sent.webhook.data.id === id).map((sent) => sent.webhook.type);

describe('hosted card page', () => {
  it('shows the merchant, the amount, the card form, the test cards and a Cancel link', async () => {
    const { page } = await startCardPayment();
    const response = await app.inject({ method: 'GET', url: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('form-action');
    const body = response.body;
    for (const text of [
      'Croupier Casino',
      '€25.00',
      'Card number',
      'Expiry (MM/YY)',
      'CVC',
      'Name on card',
      'Save this card',
      'Test cards',
      'TEST MODE',
      '4242 4242 4242 4242',
      '>Cancel<',
    ]) {
      expect(body).toContain(text);
    }
  });

  it.each([
    ['4242 4242 4242 4242', 'succeeded', null],
    ['4000 0000 0000 0002', 'declined', 'card_declined'],
    ['4000 0000 0000 9995', 'declined', 'insufficient_funds'],
    ['4000 0000 0000 0259', 'succeeded', null],
  ])('card %s → %s', async (number, status, reason) => {
    const { id, page } = await startCardPayment();
    const response = await postForm(app, page, card(number));
    expect(response.statusCode).toBe(303);
    const back = returnedTo(response);
    expect(back.url.origin + back.url.pathname).toBe(RETURN_URL.split('?')[0]);
    expect(back.url.searchParams.get('tab')).toBe('deposit');
    expect(back).toMatchObject({ payment: id, status });
    expect(await readPayment(id)).toMatchObject({
      status,
      decline_reason: reason,
      redirect_url: null,
    });
    await psp.advance(0);
    expect(webhooksOf(id)).toEqual([`payment.${status}`]);
  });

  it('re-renders field errors for a bad number, a past expiry, a short CVC and no name', async () => {
    const { id, page } = await startCardPayment();
    const response = await postForm(app, page, {
      number: '4242 4242 4242 4241',
      expiry: '12/25',
      cvc: '12',
      name: '',
    });
    expect(response.statusCode).toBe(422);
    for (const message of [
      'This card number is not valid',
      'This card has expired',
      'Enter the 3 or 4 digit security code',
      'Enter the name on the card',
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).not.toContain('value="12"'); // the CVC is never echoed back
    expect((await readPayment(id)).status).toBe('requires_action');
  });

  it('accepts a card valid through the current month', async () => {
    const { page } = await startCardPayment();
    // The movable clock starts in January 2026.
    const response = await postForm(app, page, card('4242424242424242', { expiry: '01/26' }));
    expect(response.statusCode).toBe(303);
  });

  it('asks for 3-D Secure and succeeds when the player completes it with the code', async () => {
    const { id, page } = await startCardPayment();
    const response = await postForm(app, page, card('4000 0000 0000 3220'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/pay/${id}/3ds`);
    expect(await readPayment(id)).toMatchObject({
      status: 'requires_action',
      redirect_url: `http://psp.test/pay/${id}/3ds`,
    });

    const challenge = await app.inject({ method: 'GET', url: `/pay/${id}/3ds` });
    expect(challenge.body).toContain('Complete authentication');
    expect(challenge.body).toContain('Fail authentication');
    expect(challenge.body).toContain('123456');

    const wrong = await postForm(app, `/pay/${id}/3ds`, { action: 'complete', code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The code does not match');

    const passed = await postForm(app, `/pay/${id}/3ds`, { action: 'complete', code: '123456' });
    expect(returnedTo(passed)).toMatchObject({ payment: id, status: 'succeeded' });
  });

  it('declines the payment when 3-D Secure fails', async () => {
    const { id, page } = await startCardPayment();
    await postForm(app, page, card('4000000000003220'));
    const failed = await postForm(app, `/pay/${id}/3ds`, { action: 'fail' });
    expect(returnedTo(failed)).toMatchObject({ payment: id, status: 'declined' });
    expect(await readPayment(id)).toMatchObject({ decline_reason: 'authentication_failed' });
  });

  it('charges back the charge-back test card after the delay', async () => {
    const { id, page } = await startCardPayment();
    await postForm(app, page, card('4000000000000259'));
    await psp.advance(psp.env.CHARGEBACK_DELAY_MS - 1);
    expect(webhooksOf(id)).toEqual(['payment.succeeded']);
    await psp.advance(1);
    expect(webhooksOf(id)).toEqual(['payment.succeeded', 'payment.charged_back']);
  });

  it('Cancel returns the player with status canceled and tells the merchant', async () => {
    const { id } = await startCardPayment();
    const response = await app.inject({ method: 'GET', url: `/pay/${id}/cancel` });
    expect(response.statusCode).toBe(303);
    expect(returnedTo(response)).toMatchObject({ payment: id, status: 'canceled' });
    await psp.advance(0);
    expect(webhooksOf(id)).toEqual(['payment.canceled']);
    // Nothing to pay any more: the page says so instead of showing the form.
    const page = await app.inject({ method: 'GET', url: `/pay/${id}` });
    expect(page.body).toContain('Payment canceled');
    expect(page.body).not.toContain('Card number');
  });

  it('refuses a form posted from another site', async () => {
    const { id, page } = await startCardPayment();
    const response = await app.inject({
      method: 'POST',
      url: page,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'psp.test',
        origin: 'https://evil.test',
      },
      payload: new URLSearchParams(card('4242424242424242')).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect((await readPayment(id)).status).toBe('requires_action');
  });

  it('answers an unknown payment page with a 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/pay/pay_unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
  });
});

describe('saved cards', () => {
  it('turn a ticked "save" into a token the merchant can charge in one click', async () => {
    const { id, page } = await startCardPayment('saver');
    await postForm(app, page, card('4242 4242 4242 4242', { save: '1', expiry: '07/29' }));
    const saved = await readPayment(id);
    expect(saved.payment_profile).toEqual({
      token: expect.stringMatching(/^tok_/),
      brand: 'visa',
      last4: '4242',
      expiry: '07/29',
    });

    const oneClick = await createPayment(app, {
      customer: { id: 'saver' },
      saved_token: saved.payment_profile.token,
    });
    expect(oneClick.statusCode).toBe(201);
    expect(oneClick.json()).toMatchObject({
      status: 'succeeded',
      redirect_url: null,
      payment_profile: saved.payment_profile,
    });
    await psp.advance(0);
    expect(webhooksOf(oneClick.json().id)).toEqual(['payment.succeeded']);
  });

  it('belong to their customer only', async () => {
    const { id, page } = await startCardPayment('owner');
    await postForm(app, page, card('4242424242424242', { save: '1' }));
    const { token } = (await readPayment(id)).payment_profile;
    const stranger = await createPayment(app, { customer: { id: 'stranger' }, saved_token: token });
    expect(stranger.statusCode).toBe(422);
  });

  it('a saved 3-D Secure card sends the one-click payment to the 3-DS step', async () => {
    const { id, page } = await startCardPayment('secure');
    await postForm(app, page, card('4000000000003220', { save: '1' }));
    await postForm(app, `/pay/${id}/3ds`, { action: 'complete', code: '123456' });
    const { token } = (await readPayment(id)).payment_profile;

    const oneClick = (
      await createPayment(app, { customer: { id: 'secure' }, saved_token: token })
    ).json();
    expect(oneClick).toMatchObject({
      status: 'requires_action',
      redirect_url: `http://psp.test/pay/${oneClick.id}/3ds`,
    });
    const passed = await postForm(app, `/pay/${oneClick.id}/3ds`, {
      action: 'complete',
      code: '123456',
    });
    expect(returnedTo(passed).status).toBe('succeeded');
  });

  it('never write the card number anywhere in the journal', async () => {
    const numbers = ['4242424242424242', '4000000000003220', '4000000000000259'];
    const journal = readFileSync(join(psp.dataDir, JOURNAL_FILE), 'utf8');
    expect(journal).toContain('"last4":"4242"');
    for (const number of numbers) {
      expect(journal).not.toContain(number);
      expect(journal).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
    expect(containsCardNumber(journal)).toBe(false);
  });
});
