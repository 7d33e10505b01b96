import { z } from 'zod';

// The provider's refusal codes live in packages/domain, where the player site reads them too.
export {
  PSP_DECLINE_REASONS,
  PSP_PAYOUT_FAILURE_REASONS,
  type PspDeclineReason,
  type PspPayoutFailureReason,
} from '@croupier/domain/payments/refusal-reasons';

/**
 * The sandbox payment provider's merchant API (DESIGN.md §7): what `apps/payments` serves and
 * what the casino's provider adapter calls. It is shaped like a real card/crypto PSP in test
 * mode, so a real provider is one more adapter behind the same interface.
 *
 * - Server-to-server calls carry `Authorization: Bearer <api key>`.
 * - Webhooks carry `X-Psp-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`;
 *   the casino refuses a signature older than 5 minutes.
 * - Amounts are integers in the currency's minor units (the casino's `subunits_to_unit`).
 * - The casino never sees a card number: the hosted page takes it; saved cards come back as
 *   `payment_profile` tokens.
 */

export const PSP_SIGNATURE_HEADER = 'x-psp-signature';
export const PSP_SIGNATURE_TOLERANCE_SECONDS = 300;

export const pspMethodSchema = z.enum(['card', 'crypto', 'voucher', 'ewallet', 'bank_transfer']);
export type PspMethod = z.infer<typeof pspMethodSchema>;

const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3,4}$/);

export const pspCustomerSchema = z.object({
  /** The casino's player id, as a string. */
  id: z.string().min(1).max(64),
  email: z.string().max(254).optional(),
  country: z.string().length(2).optional(),
});

/** `POST /v1/payments`: a deposit. Idempotent by `merchant_reference`. */
export const pspCreatePaymentSchema = z.object({
  /** The casino's payment id; a second create with the same reference returns the first. */
  merchant_reference: z.string().min(1).max(64),
  method: pspMethodSchema,
  amount: minorUnits,
  currency,
  customer: pspCustomerSchema,
  /** Where the hosted page sends the player back (`?payment=<id>&status=<status>` appended). */
  return_url: z.string().url(),
  /** Where this payment's webhooks go. */
  webhook_url: z.string().url(),
  /** A saved card (`payment_profile.token`) for a one-click deposit: no hosted page unless 3-D Secure asks. */
  saved_token: z.string().max(64).optional(),
  /** Shown on the hosted page. */
  description: z.string().max(200).optional(),
  locale: z.string().max(10).optional(),
});
export type PspCreatePayment = z.infer<typeof pspCreatePaymentSchema>;

export const pspPaymentStatusSchema = z.enum([
  /** Waiting for the player on the hosted page (or for a crypto transfer). */
  'requires_action',
  /** Accepted, being settled (bank transfer, crypto confirmations). */
  'processing',
  'succeeded',
  'declined',
  /** The player left the hosted page or it expired. */
  'canceled',
]);
export type PspPaymentStatus = z.infer<typeof pspPaymentStatusSchema>;

export const pspPaymentProfileSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string().length(4),
  /** MM/YY */
  expiry: z.string(),
});
export type PspPaymentProfile = z.infer<typeof pspPaymentProfileSchema>;

export const pspPaymentSchema = z.object({
  id: z.string(),
  merchant_reference: z.string(),
  method: pspMethodSchema,
  amount: z.number().int(),
  currency,
  status: pspPaymentStatusSchema,
  /** The hosted page, while the player has something to do there. */
  redirect_url: z.string().url().nullable(),
  decline_reason: z.string().nullable(),
  /** A card saved on this payment (the player ticked "save"), or the saved card used. */
  payment_profile: pspPaymentProfileSchema.nullable(),
  /** Crypto: where to send, and how far the transfer has been confirmed. */
  crypto: z
    .object({
      address: z.string(),
      network: z.string(),
      memo: z.string().nullable(),
      confirmations: z.number().int().nonnegative(),
      confirmations_required: z.number().int().positive(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PspPayment = z.infer<typeof pspPaymentSchema>;

/** `POST /v1/crypto/addresses`: a deposit address, stable per customer and currency. */
export const pspCryptoAddressRequestSchema = z.object({
  customer: pspCustomerSchema,
  currency: z.enum(['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT']),
  webhook_url: z.string().url(),
});
export const pspCryptoAddressSchema = z.object({
  address: z.string(),
  network: z.string(),
  memo: z.string().nullable(),
  currency: z.string(),
});
export type PspCryptoAddress = z.infer<typeof pspCryptoAddressSchema>;

/** `POST /v1/payouts`: a withdrawal the casino has already reserved. Idempotent by reference. */
export const pspCreatePayoutSchema = z.object({
  merchant_reference: z.string().min(1).max(64),
  method: pspMethodSchema,
  amount: minorUnits,
  currency,
  customer: pspCustomerSchema,
  /** One of: a saved card token, a crypto address, an IBAN, an e-wallet account e-mail. */
  destination: z.object({
    token: z.string().max(64).optional(),
    address: z.string().max(128).optional(),
    iban: z.string().max(34).optional(),
    wallet_email: z.string().max(254).optional(),
  }),
  webhook_url: z.string().url(),
});
export type PspCreatePayout = z.infer<typeof pspCreatePayoutSchema>;

export const pspPayoutStatusSchema = z.enum(['pending', 'processing', 'paid', 'failed']);
export const pspPayoutSchema = z.object({
  id: z.string(),
  merchant_reference: z.string(),
  method: pspMethodSchema,
  amount: z.number().int(),
  currency,
  status: pspPayoutStatusSchema,
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PspPayout = z.infer<typeof pspPayoutSchema>;

/**
 * A webhook. `id` is unique per event (deliveries of one event repeat it); the object is the
 * payment or payout as it stands after the event.
 */
export const pspWebhookSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.enum([
      'payment.processing',
      'payment.succeeded',
      'payment.declined',
      'payment.canceled',
      /** A settled card payment was charged back: the casino must take the money back. */
      'payment.charged_back',
    ]),
    created_at: z.string(),
    data: pspPaymentSchema,
  }),
  z.object({
    id: z.string(),
    type: z.enum(['payout.processing', 'payout.paid', 'payout.failed']),
    created_at: z.string(),
    data: pspPayoutSchema,
  }),
]);
export type PspWebhook = z.infer<typeof pspWebhookSchema>;

/** `GET /v1/settlements?date=YYYY-MM-DD`: what the provider settled that UTC day. */
export const pspSettlementLineSchema = z.object({
  id: z.string(),
  merchant_reference: z.string(),
  kind: z.enum(['payment', 'payout', 'chargeback']),
  amount: z.number().int(),
  currency,
  settled_at: z.string(),
});
export const pspSettlementReportSchema = z.object({
  date: z.string(),
  lines: z.array(pspSettlementLineSchema),
});
export type PspSettlementReport = z.infer<typeof pspSettlementReportSchema>;

export const pspErrorSchema = z.object({ error: z.string(), message: z.string() });
