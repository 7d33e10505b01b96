import type { PspContext } from '../context.js';
import { formatAmount } from '../lib/money.js';
import type { FieldErrors } from '../lib/psp-error.js';
import type { PaymentRecord } from '../store/records.js';
import { html, type SafeHtml } from './html.js';
import type { Page } from './layout.js';

/** Merchant, amount and description: the top of every hosted page. */
export function paymentSummary(context: PspContext, payment: PaymentRecord): SafeHtml {
  return html`<section class="summary" aria-label="Payment summary">
    <p class="merchant">Payment to <strong>${context.env.MERCHANT_NAME}</strong></p>
    <p class="amount">${formatAmount(payment.amount, payment.currency)}</p>
    ${payment.description ? html`<p class="description">${payment.description}</p>` : ''}
  </section>`;
}

export function cancelLink(payment: PaymentRecord): SafeHtml {
  return html`<a class="cancel" href="/pay/${payment.id}/cancel">Cancel</a>`;
}

/** Errors not tied to one field, read out first by screen readers. */
export function formAlert(errors: FieldErrors | undefined): SafeHtml | '' {
  const base = errors?.form;
  return base && base.length > 0
    ? html`<div class="alert" role="alert">${base.join(' ')}</div>`
    : '';
}

/** A hosted page of a payment: its forms may redirect to the merchant's return origin. */
export function paymentPage(payment: PaymentRecord, page: Omit<Page, 'formTargets'>): Page {
  const targets = payment.return_url ? [new URL(payment.return_url).origin] : [];
  return { ...page, formTargets: targets };
}
