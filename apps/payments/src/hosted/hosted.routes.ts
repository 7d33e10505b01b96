import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readCardForm, cardFormSchema } from '../payments/card-form.js';
import { isForeignOrigin } from '../plugins/browser-support.js';
import {
  confirmBankTransfer,
  decideWalletPayment,
  isValidTestVoucher,
  redeemVoucher,
  signInToWallet,
} from '../payments/alternative-payments.service.js';
import { finishThreeDs, submitCard } from '../payments/card-payments.service.js';
import { cancelPayment, returnUrlOf } from '../payments/payment-status.js';
import { THREE_DS_TEST_CODE } from '../payments/test-cards.js';
import type { PaymentRecord } from '../store/records.js';
import { cardPage, threeDsPage } from './card-pages.js';
import { sendPage } from './layout.js';
import {
  bankTransferPage,
  cryptoPage,
  forbiddenPage,
  notFoundPage,
  statusPage,
  voucherPage,
  walletPage,
} from './method-pages.js';

const paramsSchema = z.object({ id: z.string().max(100) });

/** A posted form as text fields; anything else (JSON, nothing) reads as an empty form. */
function formOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

const text = (value: unknown, max = 256): string =>
  typeof value === 'string' ? value.slice(0, max) : '';

const seeOther = (reply: FastifyReply, location: string) => reply.redirect(location, 303);

/** The hosted pages: the casino redirects the player here; only this origin sees card numbers. */
export async function hostedRoutes(app: FastifyInstance): Promise<void> {
  const { context } = app.sandbox;

  const load = (request: FastifyRequest): PaymentRecord | undefined => {
    const params = paramsSchema.safeParse(request.params);
    return params.success ? context.store.payments.get(params.data.id) : undefined;
  };
  const backToMerchant = (reply: FastifyReply, payment: PaymentRecord) =>
    seeOther(reply, returnUrlOf(payment) ?? `/pay/${payment.id}`);
  const toPage = (reply: FastifyReply, payment: PaymentRecord, step = '') =>
    seeOther(reply, `/pay/${payment.id}${step}`);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && isForeignOrigin(request)) {
      return sendPage(reply, forbiddenPage());
    }
  });

  app.get('/pay/:id', async (request, reply) => {
    const payment = load(request);
    if (!payment) return sendPage(reply, notFoundPage());
    if (payment.method === 'crypto') return sendPage(reply, cryptoPage(context, payment));
    if (payment.status !== 'requires_action') return sendPage(reply, statusPage(context, payment));
    switch (payment.method) {
      case 'card':
        return payment.pending_card
          ? toPage(reply, payment, '/3ds')
          : sendPage(reply, cardPage(context, payment));
      case 'voucher':
        return sendPage(reply, voucherPage(context, payment));
      case 'ewallet':
        return sendPage(reply, walletPage(context, payment));
      case 'bank_transfer':
        return sendPage(reply, bankTransferPage(context, payment));
    }
  });

  app.post('/pay/:id', async (request, reply) => {
    const payment = load(request);
    if (!payment) return sendPage(reply, notFoundPage());
    if (payment.status !== 'requires_action' || payment.method === 'crypto') {
      return toPage(reply, payment);
    }
    const form = formOf(request);
    switch (payment.method) {
      case 'card': {
        if (payment.pending_card) return toPage(reply, payment, '/3ds');
        const values = cardFormSchema.parse(form);
        const result = readCardForm(values, context.clock.now());
        if (!result.ok) {
          return sendPage(reply, cardPage(context, payment, { values, errors: result.errors }));
        }
        const next = submitCard(context, payment, result.card, result.save);
        return next.pending_card ? toPage(reply, next, '/3ds') : backToMerchant(reply, next);
      }
      case 'voucher': {
        const code = text(form.code, 64).trim();
        if (!isValidTestVoucher(code)) {
          const message = code === '' ? 'Enter the voucher code' : 'This voucher is invalid';
          return sendPage(
            reply,
            voucherPage(context, payment, { code, errors: { code: [message] } }),
          );
        }
        return backToMerchant(reply, redeemVoucher(context, payment));
      }
      case 'ewallet': {
        if (payment.wallet_email) return toPage(reply, payment);
        const email = text(form.email, 254).trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          const errors = { email: ['Enter the e-mail address of your SandboxWallet'] };
          return sendPage(reply, walletPage(context, payment, { email, errors }));
        }
        signInToWallet(context, payment, email);
        return toPage(reply, payment);
      }
      case 'bank_transfer':
        return backToMerchant(reply, confirmBankTransfer(context, payment));
    }
  });

  app.get('/pay/:id/3ds', async (request, reply) => {
    const payment = load(request);
    if (!payment) return sendPage(reply, notFoundPage());
    if (payment.status !== 'requires_action' || !payment.pending_card)
      return toPage(reply, payment);
    return sendPage(reply, threeDsPage(context, payment));
  });

  app.post('/pay/:id/3ds', async (request, reply) => {
    const payment = load(request);
    if (!payment) return sendPage(reply, notFoundPage());
    if (payment.status !== 'requires_action' || !payment.pending_card)
      return toPage(reply, payment);
    const form = formOf(request);
    const action = text(form.action);
    if (action === 'fail') return backToMerchant(reply, finishThreeDs(context, payment, false));
    if (action !== 'complete') return toPage(reply, payment, '/3ds');
    const code = text(form.code, 32).trim();
    if (code !== THREE_DS_TEST_CODE) {
      const message = code === '' ? 'Enter the one-time code' : 'The code does not match';
      return sendPage(reply, threeDsPage(context, payment, { code: [message] }));
    }
    return backToMerchant(reply, finishThreeDs(context, payment, true));
  });

  app.post('/pay/:id/wallet', async (request, reply) => {
    const payment = load(request);
    if (!payment) return sendPage(reply, notFoundPage());
    if (
      payment.method !== 'ewallet' ||
      payment.status !== 'requires_action' ||
      !payment.wallet_email
    ) {
      return toPage(reply, payment);
    }
    const decision = text(formOf(request).decision);
    if (decision !== 'approve' && decision !== 'decline') return toPage(reply, payment);
    return backToMerchant(reply, decideWalletPayment(context, payment, decision === 'approve'));
  });

  app.get('/pay/:id/cancel', async (request, reply) => {
    const payment = load(request);
    if (!payment) return sendPage(reply, notFoundPage());
    return backToMerchant(reply, cancelPayment(context, payment));
  });
}
