import type { PspContext } from '../context.js';
import { html, type SafeHtml } from '../hosted/html.js';
import { field, type Page } from '../hosted/layout.js';
import { formatAmount } from '../lib/money.js';

const RECENT = 50;

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '');
const newestFirst = <T extends { created_at: string }>(items: T[]) =>
  items.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, RECENT);
const badge = (status: string) => html`<span class="status status-${status}">${status}</span>`;

function addressesSection(context: PspContext): SafeHtml {
  const addresses = newestFirst(context.store.addresses.values());
  const waiting = context.store.payments
    .values()
    .filter((payment) => payment.method === 'crypto' && payment.status === 'requires_action');
  return html`<section aria-labelledby="crypto-heading">
    <h2 id="crypto-heading">Crypto addresses</h2>
    ${
      addresses.length === 0
        ? html`<p class="empty">
            No deposit address yet: the merchant asks for one with POST /v1/crypto/addresses or a
            crypto payment.
          </p>`
        : ''
    }
    ${addresses.map((address, index) => {
      const pending = waiting
        .filter((p) => p.customer.id === address.customer.id && p.currency === address.currency)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      return html`<form
        class="inline"
        method="post"
        action="/sandbox/crypto/transfers"
        aria-label="Send test coins to ${address.address}"
      >
        <div class="field">
          <p class="merchant">
            ${address.currency} · customer ${address.customer.id} · ${address.network}
            ${pending ? html` · waiting: ${formatAmount(pending.amount, pending.currency)}` : ''}
          </p>
          <p class="mono">${address.address}</p>
        </div>
        <input type="hidden" name="address" value="${address.address}" />
        ${field({
          name: 'amount',
          id: `amount-${index}`,
          label: `Amount in ${address.currency} minor units`,
          value: pending ? String(pending.amount) : '',
          inputmode: 'numeric',
        })}
        <button class="button primary" type="submit">Send test coins</button>
      </form>`;
    })}
  </section>`;
}

function paymentsSection(context: PspContext): SafeHtml {
  const payments = newestFirst(context.store.payments.values());
  return html`<section aria-labelledby="payments-heading">
    <h2 id="payments-heading">Payments</h2>
    <div class="table-wrap">
      <table class="data">
        <thead>
          <tr>
            <th>Created</th>
            <th>Id</th>
            <th>Reference</th>
            <th>Method</th>
            <th>Amount</th>
            <th>Status</th>
            <th>Detail</th>
          </tr>
        </thead>
        <tbody>
          ${
            payments.length === 0
              ? html`<tr>
                  <td colspan="7" class="empty">None yet</td>
                </tr>`
              : ''
          }
          ${payments.map(
            (payment) =>
              html`<tr>
                <td>${when(payment.created_at)}</td>
                <td class="mono">${payment.id}</td>
                <td class="mono">${payment.merchant_reference}</td>
                <td>${payment.method}</td>
                <td>${formatAmount(payment.amount, payment.currency)}</td>
                <td>${badge(payment.status)}</td>
                <td>
                  ${[
                    payment.decline_reason,
                    payment.crypto
                      ? `${payment.crypto.confirmations}/${payment.crypto.confirmations_required} confirmations`
                      : null,
                    payment.payment_profile
                      ? `${payment.payment_profile.brand} •••• ${payment.payment_profile.last4}`
                      : null,
                    payment.charged_back_at
                      ? `charged back ${when(payment.charged_back_at)}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

function payoutsSection(context: PspContext): SafeHtml {
  const payouts = newestFirst(context.store.payouts.values());
  return html`<section aria-labelledby="payouts-heading">
    <h2 id="payouts-heading">Payouts</h2>
    <div class="table-wrap">
      <table class="data">
        <thead>
          <tr>
            <th>Created</th>
            <th>Id</th>
            <th>Reference</th>
            <th>Method</th>
            <th>Amount</th>
            <th>Status</th>
            <th>Detail</th>
          </tr>
        </thead>
        <tbody>
          ${
            payouts.length === 0
              ? html`<tr>
                  <td colspan="7" class="empty">None yet</td>
                </tr>`
              : ''
          }
          ${payouts.map(
            (payout) =>
              html`<tr>
                <td>${when(payout.created_at)}</td>
                <td class="mono">${payout.id}</td>
                <td class="mono">${payout.merchant_reference}</td>
                <td>${payout.method}</td>
                <td>${formatAmount(payout.amount, payout.currency)}</td>
                <td>${badge(payout.status)}</td>
                <td>${payout.failure_reason ?? ''}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

function webhooksSection(context: PspContext): SafeHtml {
  const events = newestFirst(context.store.events.values());
  return html`<section aria-labelledby="webhooks-heading">
    <h2 id="webhooks-heading">Webhook deliveries</h2>
    <div class="table-wrap">
      <table class="data">
        <thead>
          <tr>
            <th>Created</th>
            <th>Event</th>
            <th>Type</th>
            <th>URL</th>
            <th>Delivery</th>
            <th>Attempts</th>
          </tr>
        </thead>
        <tbody>
          ${
            events.length === 0
              ? html`<tr>
                  <td colspan="6" class="empty">None yet</td>
                </tr>`
              : ''
          }
          ${events.map(
            (event) =>
              html`<tr>
                <td>${when(event.created_at)}</td>
                <td class="mono">${event.id}<br />${event.object_id}</td>
                <td>${event.type}</td>
                <td class="mono">${event.url}</td>
                <td>
                  ${
                    event.delivered_at
                      ? html`${badge('delivered')} ${when(event.delivered_at)}`
                      : html`${badge(event.attempts.length > 0 ? 'retrying' : 'pending')} next
                          ${when(event.next_attempt_at)}
                          <form method="post" action="/sandbox/webhooks/${event.id}/retry">
                            <button class="button secondary" type="submit">Retry now</button>
                          </form>`
                  }
                </td>
                <td>
                  <ol>
                    ${event.attempts.map(
                      (attempt) =>
                        html`<li>
                          ${when(attempt.at)} → ${attempt.status ?? attempt.error ?? 'no answer'}
                        </li>`,
                    )}
                  </ol>
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
  </section>`;
}

/** `/sandbox`: what the provider holds, and the buttons a real network would press. */
export function sandboxPage(
  context: PspContext,
  notice?: { status: number; message: string },
): Page {
  return {
    status: notice?.status ?? 200,
    title: 'Sandbox control',
    wide: true,
    body: html`<h1>Sandbox control</h1>
      <p>
        Recent payments, payouts and webhook deliveries of this sandbox (newest first, ${RECENT} of
        each), and test coins for crypto deposit addresses. <a href="/sandbox">Refresh</a>
      </p>
      ${notice ? html`<div class="alert" role="alert">${notice.message}</div>` : ''}
      ${addressesSection(context)} ${paymentsSection(context)} ${payoutsSection(context)}
      ${webhooksSection(context)}`,
  };
}
