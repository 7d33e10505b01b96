import type { PspContext } from '../context.js';
import { formatAmount } from '../lib/money.js';
import type { FieldErrors } from '../lib/psp-error.js';
import { SANDBOX_BANK, bankReferenceOf } from '../payments/alternative-payments.service.js';
import { returnUrlOf } from '../payments/payment-status.js';
import type { PaymentRecord } from '../store/records.js';
import { html } from './html.js';
import { field, type Page } from './layout.js';
import { cancelLink, formAlert, paymentPage, paymentSummary } from './payment-summary.js';

export function voucherPage(
  context: PspContext,
  payment: PaymentRecord,
  state: { code?: string; errors?: FieldErrors } = {},
): Page {
  return paymentPage(payment, {
    status: state.errors ? 422 : 200,
    title: 'Pay with a voucher',
    body: html`${paymentSummary(context, payment)}
      <h1>Pay with a voucher</h1>
      <form method="post" action="/pay/${payment.id}" novalidate>
        ${field({ name: 'code', label: 'Voucher code', value: state.code, errors: state.errors })}
        <div class="actions">
          <button class="button primary" type="submit">Redeem voucher</button>
        </div>
      </form>
      <details class="help">
        <summary>Test vouchers</summary>
        <p>
          Any code starting with <code>VOUCHER-OK-</code> pays the full amount, for example
          <code>VOUCHER-OK-1234</code>. Any other code is refused.
        </p>
      </details>
      ${cancelLink(payment)}`,
  });
}

/** SandboxWallet: sign in first, then approve or decline. */
export function walletPage(
  context: PspContext,
  payment: PaymentRecord,
  state: { email?: string; errors?: FieldErrors } = {},
): Page {
  const amount = formatAmount(payment.amount, payment.currency);
  const body = payment.wallet_email
    ? html`<h1>SandboxWallet</h1>
        <p>Signed in as <strong>${payment.wallet_email}</strong>.</p>
        <p>Approve the payment of ${amount} to ${context.env.MERCHANT_NAME}?</p>
        <form method="post" action="/pay/${payment.id}/wallet">
          <div class="actions">
            <button class="button primary" type="submit" name="decision" value="approve">
              Approve
            </button>
            <button class="button secondary" type="submit" name="decision" value="decline">
              Decline
            </button>
          </div>
        </form>`
    : html`<h1>Sign in to SandboxWallet</h1>
        ${formAlert(state.errors)}
        <form method="post" action="/pay/${payment.id}" novalidate>
          ${field({
            name: 'email',
            label: 'E-mail',
            type: 'email',
            value: state.email,
            autocomplete: 'email',
            inputmode: 'email',
            errors: state.errors,
          })}
          <div class="actions">
            <button class="button primary" type="submit">Sign in</button>
          </div>
        </form>
        <p class="note">Sandbox: any e-mail address signs in; no password.</p>`;
  return paymentPage(payment, {
    status: state.errors ? 422 : 200,
    title: 'SandboxWallet',
    body: html`${paymentSummary(context, payment)}${body}${cancelLink(payment)}`,
  });
}

export function bankTransferPage(context: PspContext, payment: PaymentRecord): Page {
  return paymentPage(payment, {
    title: 'Pay by bank transfer',
    body: html`${paymentSummary(context, payment)}
      <h1>Pay by bank transfer</h1>
      <p>Transfer exactly this amount from your bank, with the reference below.</p>
      <dl class="details">
        <dt>Beneficiary</dt>
        <dd>${SANDBOX_BANK.beneficiary}</dd>
        <dt>IBAN</dt>
        <dd class="mono">${SANDBOX_BANK.iban}</dd>
        <dt>BIC</dt>
        <dd class="mono">${SANDBOX_BANK.bic}</dd>
        <dt>Amount</dt>
        <dd>${formatAmount(payment.amount, payment.currency)}</dd>
        <dt>Reference</dt>
        <dd class="mono">${bankReferenceOf(payment)}</dd>
      </dl>
      <form method="post" action="/pay/${payment.id}">
        <div class="actions">
          <button class="button primary" type="submit">I have made the transfer</button>
        </div>
      </form>
      <p class="note">Sandbox: the transfer settles by itself a few seconds after you confirm.</p>
      ${cancelLink(payment)}`,
  });
}

/** Crypto has no hosted step (redirect_url is null); this page only shows where to send. */
export function cryptoPage(context: PspContext, payment: PaymentRecord): Page {
  const crypto = payment.crypto;
  return paymentPage(payment, {
    title: 'Crypto deposit',
    body: html`${paymentSummary(context, payment)}
      <h1>Send ${payment.currency}</h1>
      ${
        crypto
          ? html`<dl class="details">
              <dt>Address</dt>
              <dd class="mono">${crypto.address}</dd>
              <dt>Network</dt>
              <dd>${crypto.network}</dd>
              <dt>Confirmations</dt>
              <dd>${crypto.confirmations} of ${crypto.confirmations_required}</dd>
              <dt>Status</dt>
              <dd><span class="status status-${payment.status}">${payment.status}</span></dd>
            </dl>`
          : ''
      }
      <p class="note">
        Sandbox: send test coins from the <a href="/sandbox">sandbox control page</a>.
      </p>`,
  });
}

const STATUS_TEXT: Record<PaymentRecord['status'], string> = {
  requires_action: 'Waiting for you',
  processing: 'Payment processing',
  succeeded: 'Payment succeeded',
  declined: 'Payment declined',
  canceled: 'Payment canceled',
};

/** A payment with nothing left to do on the hosted page. */
export function statusPage(context: PspContext, payment: PaymentRecord): Page {
  const back = returnUrlOf(payment);
  return paymentPage(payment, {
    title: STATUS_TEXT[payment.status],
    body: html`${paymentSummary(context, payment)}
      <h1>${STATUS_TEXT[payment.status]}</h1>
      ${payment.decline_reason ? html`<p>Reason: <code>${payment.decline_reason}</code></p>` : ''}
      ${
        payment.status === 'processing' && payment.method === 'bank_transfer'
          ? html`<p>We are waiting for your transfer to arrive.</p>`
          : ''
      }
      ${
        back
          ? html`<a class="button primary" href="${back}"
              >Return to ${context.env.MERCHANT_NAME}</a
            >`
          : ''
      }`,
  });
}

export function notFoundPage(): Page {
  return {
    status: 404,
    title: 'Payment not found',
    body: html`<h1>Payment not found</h1>
      <p>This payment link is not valid. Go back to the merchant and start again.</p>`,
  };
}

export function forbiddenPage(): Page {
  return {
    status: 403,
    title: 'Request refused',
    body: html`<h1>Request refused</h1>
      <p>This form can only be sent from the payment page itself.</p>`,
  };
}
