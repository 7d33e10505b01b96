import { useCallback } from 'react';
import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  PaymentMethod,
  SavedProfile,
} from '@croupier/contracts/payments';
import type { LimitRefusal } from '@croupier/contracts/errors';
import { CASHBOX_REFUSAL_KEYS } from '@croupier/domain/payments/refusal-reasons';
import { ApiError } from '../../lib/api-client';
import { apiFieldErrors } from '../../lib/field-errors';
import { logError, logWarn } from '../../lib/logger';
import { checkTransaction } from './api/check-transaction';
import { useCreatePayment } from './api/create-payment';
import { useCashboxEnv } from './cashbox-env';
import { fraudCheckRequest } from './rules/fraud-check';

/** Field errors of the cashbox forms; `base` is the form's own. */
export type FormErrors = Record<string, string[]>;

export type SubmitOutcome =
  | { kind: 'created'; payment: CreatePaymentResponse }
  /** CB-017: the fraud check said no; nothing was sent. */
  | { kind: 'blocked' }
  /** `limit`: a deposit limit refused it and says what is still allowed (docs/api.md). */
  | { kind: 'invalid'; errors: FormErrors; limit?: LimitRefusal | undefined };

export interface SubmitInput {
  request: CreatePaymentRequest;
  method: PaymentMethod;
  savedProfile?: SavedProfile | undefined;
}

/** A UUID per attempt (DESIGN.md §3 idempotency), also where `randomUUID` is not offered. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The api's field names as the cashbox forms name them. */
const FIELD_ALIASES: Record<string, string> = {
  amount_cents: 'amount',
  bonus_code: 'bonus_code',
  deposit_bonus_code: 'bonus_code',
  saved_profile_id: 'destination',
  'fields.address': 'destination',
  'fields.iban': 'destination',
  'fields.wallet_email': 'destination',
  address: 'destination',
  iban: 'destination',
  wallet_email: 'destination',
};

/** A translation key (`VALIDATION.LIMIT_REACHED`), as the api's field messages are. */
const TRANSLATION_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Z0-9_]+)+$/;

/**
 * The api's field messages placed on the form's fields. A message that is not a translation key
 * (a 429's or a schema's English text) is never shown as it came: the player reads a sentence
 * in their language that says what to do.
 */
export function placeErrors(errors: Record<string, string[]>, status = 422): FormErrors {
  const placed: FormErrors = {};
  const fallback = status === 429 ? CASHBOX_REFUSAL_KEYS.tooMany : 'CASHBOX.ERRORS.SOMETHING_WRONG';
  for (const [field, messages] of Object.entries(errors)) {
    const key = FIELD_ALIASES[field] ?? (field === 'amount' ? 'amount' : 'base');
    const texts = messages.map((message) => (TRANSLATION_KEY.test(message) ? message : fallback));
    placed[key] = [...new Set([...(placed[key] ?? []), ...texts])];
  }
  return placed;
}

/** The `limit` beside a 422 `limit_reached` (contracts/errors limitRefusalSchema), if any. */
export function limitRefusalOf(body: unknown): LimitRefusal | undefined {
  if (typeof body !== 'object' || body === null || !('limit' in body)) return undefined;
  const { limit } = body as { limit: unknown };
  if (typeof limit !== 'object' || limit === null) return undefined;
  const { type, remaining_cents: remaining, currency } = limit as Record<string, unknown>;
  if (typeof remaining !== 'number' || typeof currency !== 'string') return undefined;
  if (type !== 'deposit' && type !== 'wager' && type !== 'loss') return undefined;
  return { type, remaining_cents: remaining, currency };
}

/**
 * Sends a payment the way the spec orders it: the fraud check first (CB-016..CB-018; a "no"
 * stops here), then `POST /api/player/payments` with a fresh idempotency key. The api's 4xx
 * messages come back placed on the form's fields; anything else is a generic failure. The
 * form's busy flag is the form hook's (useFormSubmit), which covers the fraud check too.
 */
export function useSubmitPayment() {
  const env = useCashboxEnv();
  const { mutateAsync } = useCreatePayment();
  const submit = useCallback(
    async ({ request, method, savedProfile }: SubmitInput): Promise<SubmitOutcome> => {
      try {
        const verdict = await checkTransaction(
          fraudCheckRequest({
            player: env.player,
            action: request.action,
            method,
            amountCents: request.amount_cents,
            currency: request.currency,
            dfpc: await env.deviceFingerprint().catch(() => undefined),
            brandGroups: env.brandGroups,
            savedProfile,
          }),
        );
        if (!verdict.allowed) return { kind: 'blocked' };
      } catch (error) {
        // The api checks again when the payment arrives; an unreachable check does not stop it.
        logWarn('FRAUD_CHECK_ERROR', error);
      }
      try {
        const payment = await mutateAsync({ request, idempotencyKey: newIdempotencyKey() });
        return { kind: 'created', payment };
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) {
          const errors = placeErrors(apiFieldErrors(error), error.status);
          if (Object.keys(errors).length > 0) {
            return { kind: 'invalid', errors, limit: limitRefusalOf(error.body) };
          }
        }
        logError('CREATE_PAYMENT_ERROR', error);
        return { kind: 'invalid', errors: { base: ['CASHBOX.ERRORS.GENERIC'] } };
      }
    },
    [env, mutateAsync],
  );
  return { submit };
}
