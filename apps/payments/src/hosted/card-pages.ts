import type { PspContext } from '../context.js';
import { formatAmount } from '../lib/money.js';
import type { FieldErrors } from '../lib/psp-error.js';
import type { CardForm } from '../payments/card-form.js';
import { TEST_CARDS, THREE_DS_TEST_CODE } from '../payments/test-cards.js';
import type { PaymentRecord } from '../store/records.js';
import { html } from './html.js';
import { field, type Page } from './layout.js';
import { cancelLink, formAlert, paymentPage, paymentSummary } from './payment-summary.js';

const groupDigits = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** `/pay/:id` for a card: the form, re-rendered with field errors (never the CVC). */
export function cardPage(
  context: PspContext,
  payment: PaymentRecord,
  state: { values?: Partial<CardForm>; errors?: FieldErrors } = {},
): Page {
  const { values = {}, errors } = state;
  return paymentPage(payment, {
    status: errors ? 422 : 200,
    title: 'Pay by card',
    body: html`${paymentSummary(context, payment)}
      <h1>Pay by card</h1>
      ${formAlert(errors)}
      <form method="post" action="/pay/${payment.id}" novalidate>
        ${field({
          name: 'number',
          label: 'Card number',
          value: values.number,
          autocomplete: 'cc-number',
          inputmode: 'numeric',
          placeholder: '1234 1234 1234 1234',
          errors,
        })}
        <div class="row">
          ${field({
            name: 'expiry',
            label: 'Expiry (MM/YY)',
            value: values.expiry,
            autocomplete: 'cc-exp',
            inputmode: 'numeric',
            placeholder: 'MM/YY',
            errors,
          })}
          ${field({
            name: 'cvc',
            label: 'CVC',
            autocomplete: 'cc-csc',
            inputmode: 'numeric',
            placeholder: '123',
            errors,
          })}
        </div>
        ${field({ name: 'name', label: 'Name on card', value: values.name, autocomplete: 'cc-name', errors })}
        <label class="check">
          <input type="checkbox" name="save" value="1" ${values.save ? 'checked' : ''} />
          Save this card for next time
        </label>
        <div class="actions">
          <button class="button primary" type="submit">
            Pay ${formatAmount(payment.amount, payment.currency)}
          </button>
        </div>
      </form>
      <details class="help">
        <summary>Test cards</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Card number</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            ${TEST_CARDS.map(
              (card) =>
                html`<tr>
                  <td><code>${groupDigits(card.number)}</code></td>
                  <td>${card.outcome}</td>
                </tr>`,
            )}
          </tbody>
        </table>
        <p>Any expiry in the future, any 3-digit CVC, any name. Other valid numbers succeed.</p>
      </details>
      ${cancelLink(payment)}`,
  });
}

/** `/pay/:id/3ds`: the bank's challenge, with the test code shown. */
export function threeDsPage(
  context: PspContext,
  payment: PaymentRecord,
  errors?: FieldErrors,
): Page {
  const card = payment.pending_card;
  return paymentPage(payment, {
    status: errors ? 422 : 200,
    title: '3-D Secure',
    body: html`${paymentSummary(context, payment)}
      <h1>Confirm it's you</h1>
      <p>
        Your bank asks you to approve this
        payment${card ? html` with your ${card.brand} card ending in ${card.last4}` : ''}.
      </p>
      <p class="note">
        Sandbox: the one-time code is <strong class="mono">${THREE_DS_TEST_CODE}</strong>.
      </p>
      ${formAlert(errors)}
      <form method="post" action="/pay/${payment.id}/3ds" novalidate>
        ${field({
          name: 'code',
          label: 'One-time code',
          autocomplete: 'one-time-code',
          inputmode: 'numeric',
          errors,
        })}
        <div class="actions">
          <button class="button primary" type="submit" name="action" value="complete">
            Complete authentication
          </button>
          <button class="button secondary" type="submit" name="action" value="fail">
            Fail authentication
          </button>
        </div>
      </form>
      ${cancelLink(payment)}`,
  });
}
