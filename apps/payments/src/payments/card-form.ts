import { z } from 'zod';
import type { FieldErrors } from '../lib/psp-error.js';
import type { CardDetails } from '../store/records.js';
import { isCardNumber } from '@croupier/domain/payments/card';
import { behaviourOf, brandOf } from './test-cards.js';

/** What the card page posts; every field is optional text so a bad post re-renders, never 500s. */
export const cardFormSchema = z.object({
  number: z.string().max(64).catch(''),
  expiry: z.string().max(16).catch(''),
  cvc: z.string().max(16).catch(''),
  name: z.string().max(120).catch(''),
  save: z.string().max(8).optional().catch(undefined),
});
export type CardForm = z.infer<typeof cardFormSchema>;

export type CardFormResult =
  { ok: true; card: CardDetails; name: string; save: boolean } | { ok: false; errors: FieldErrors };

/**
 * Server-side checks of the hosted card form: Luhn, an expiry not in the past (the card is
 * valid through the end of its month), a 3-4 digit CVC and a name. The number is read here and
 * then dropped: only brand, last 4 and the test behaviour leave this function.
 */
export function readCardForm(form: CardForm, now: Date): CardFormResult {
  const errors: FieldErrors = {};
  const number = form.number.replace(/[\s-]/g, '');
  if (number === '') errors.number = ['Enter the card number'];
  else if (!isCardNumber(number)) errors.number = ['This card number is not valid'];

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  let expiryText = '';
  if (!expiry) {
    errors.expiry = ['Enter the expiry as MM/YY'];
  } else {
    const month = Number(expiry[1]);
    const year = Number((expiry[2] ?? '').slice(-2)) + 2000;
    expiryText = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
    const endOfMonth = Date.UTC(year, month, 1);
    if (month < 1 || month > 12) errors.expiry = ['Enter the expiry as MM/YY'];
    else if (endOfMonth <= now.getTime()) errors.expiry = ['This card has expired'];
  }

  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = ['Enter the 3 or 4 digit security code'];
  if (form.name.trim() === '') errors.name = ['Enter the name on the card'];

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      brand: brandOf(number),
      last4: number.slice(-4),
      expiry: expiryText,
      behaviour: behaviourOf(number),
    },
    name: form.name.trim(),
    save: form.save !== undefined && form.save !== '',
  };
}
