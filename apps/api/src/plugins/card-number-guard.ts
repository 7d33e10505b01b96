import type { FastifyInstance } from 'fastify';
import { containsCardNumber } from '@croupier/domain/payments/card';
import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../lib/app-error.js';
import { findString } from '../lib/input-walk.js';

/**
 * Phone numbers and IBANs are long digit runs that pass Luhn one time in ten; neither is a card
 * number, and refusing one would refuse a real player.
 */
const SKIPPED_KEY = /phone|iban/i;

/**
 * A UUID (a session or action id) whose first groups happen to be digits reads as 16 digits in
 * groups of 4 and passes Luhn about once in 3,000 ids: it is an id, never a card number.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isCardNumberText = (text: string) => !UUID.test(text) && containsCardNumber(text);

/** Iterative (`findString`): a body's nesting costs heap, never the stack (RELIABILITY IN-01). */
function findCardNumber(value: unknown): boolean {
  return findString(value, isCardNumberText, (key) => SKIPPED_KEY.test(key)) !== undefined;
}

/**
 * RELIABILITY IN-07 (PCI DSS SAQ A): the casino never receives a card number; the provider's
 * hosted page takes it. A request carrying one anyway (a player pasting it into a support
 * message, a buggy client) is refused before any handler can store or log it, so the number
 * never reaches the database or the logs.
 */
export function registerCardNumberGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (findCardNumber(request.query) || findCardNumber(request.body)) {
      request.log.warn(
        { route: request.routeOptions.url },
        'refused a request carrying a card number',
      );
      throw AppError.invalid({ base: [VALIDATION.CARD_NUMBER_NOT_ACCEPTED] });
    }
  });
}
