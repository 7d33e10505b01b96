import { z } from 'zod';
import { licenceSchema } from './info.js';

/**
 * The cashbox (engagement.md §3 Payment, Payment method; §4 Payments; §7): payment history,
 * payment methods, deposits and cash-outs, recall, crypto addresses, deposit bonus codes and the
 * fraud check. Paths the spec does not name are the requirements' proposals (PX-02..PX-04,
 * CB-008, CB-012, CB-026); docs/api.md writes them down. Amounts are integers in the currency's
 * minor units (`subunits_to_unit`).
 */

const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/);

// ---- payments ----------------------------------------------------------------------------------

/** CB-005. */
export const PAYMENT_STATES = [
  'canceled',
  'declined',
  'rejected',
  'recalled',
  'succeeded',
  'pending',
  'processing',
  'reserved',
] as const;
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentActionSchema = z.enum(['deposit', 'cashout']);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  action: paymentActionSchema,
  state: paymentStateSchema,
  /** UTC ISO-8601; null while the payment is still open. */
  finished_at: z.string().nullable(),
  /** CB-013: a cash-out not yet sent to the provider (pending or reserved), where the licence allows recall. */
  recallable: z.boolean(),
  amount_cents: z.number().int(),
  currency: z.string(),
  payment_method_id: z.string(),
  /** The method's display name, e.g. "Visa / Mastercard". */
  method_title: z.string(),
  created_at: z.string(),
  /** Why it was declined or rejected, when the provider said. */
  reason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /api/player/payments` (CB-004): newest first; the site splits deposits and cash-outs. */
export const paymentsResponseSchema = z.array(paymentSchema);
export const paymentsQuerySchema = z.object({
  action: paymentActionSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export const paymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---- payment methods ---------------------------------------------------------------------------

/** CB-014: card, crypto coins, vouchers, bank transfers, e-wallets. */
export const paymentMethodTypeSchema = z.enum([
  'card',
  'crypto',
  'voucher',
  'bank_transfer',
  'ewallet',
]);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

export const savedProfileSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  /** MM/YY */
  expiry: z.string(),
});
export type SavedProfile = z.infer<typeof savedProfileSchema>;

/** CB-008, CB-011: a method available to this player for this action and currency. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  /** e.g. visa, bitcoin, sofort, skrill, paysafecard. */
  brand: z.string(),
  provider: z.string(),
  type: paymentMethodTypeSchema,
  title: z.string(),
  /** Path of the method's logo (SVG). */
  logo: z.string(),
  currency: z.string(),
  savedProfiles: z.array(savedProfileSchema),
  /** Limits in the currency's minor units; `step_cents` is the amount step (CB-021). */
  limits: z.object({
    min_cents: z.number().int(),
    max_cents: z.number().int(),
    step_cents: z.number().int().positive(),
  }),
  /** CB-015: the info table. */
  fee: z.string(),
  processingTime: z.string(),
  network: z.string().nullable(),
  /** Minimum deposit in whole units as shown in the table (e.g. "0.0001"), crypto only. */
  minDep: z.string().nullable(),
  /** What a cash-out to this method asks for. */
  cashoutField: z.enum(['saved_profile', 'address', 'iban', 'wallet_email']).nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /api/player/payment_methods?action=deposit|cashout` (PX-02). */
export const paymentMethodsQuerySchema = z.object({
  action: paymentActionSchema,
  currency: currencyCode.optional(),
});
export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);

/**
 * The payments page (CB-015): every method of the brand with its deposit and withdrawal limits,
 * for guests too. `GET /api/payment_methods/table?licence=` answers this.
 */
export const paymentMethodTableRowSchema = z.object({
  id: z.string(),
  brand: z.string(),
  title: z.string(),
  logo: z.string(),
  type: paymentMethodTypeSchema,
  currency: z.string(),
  fee: z.string(),
  processingTime: z.string(),
  network: z.string().nullable(),
  deposit: z.object({ min: z.string(), max: z.string().nullable() }).nullable(),
  withdrawal: z.object({ min: z.string(), max: z.string().nullable() }).nullable(),
});
export const paymentMethodTableSchema = z.array(paymentMethodTableRowSchema);
/**
 * Defaults: the host's licence, and the currency of the visitor's country (else the brand's
 * default); crypto methods always show their own coin.
 */
export const paymentMethodTableQuerySchema = z.object({
  licence: licenceSchema.optional(),
  currency: currencyCode.optional(),
});
export type PaymentMethodTableRow = z.infer<typeof paymentMethodTableRowSchema>;

// ---- submitting a payment ----------------------------------------------------------------------

/**
 * `POST /api/player/payments` (PX-03, CB-012). Send an `Idempotency-Key` header (a UUID per
 * attempt): a retry with the same key gets the first answer and creates nothing new.
 */
export const createPaymentRequestSchema = z.object({
  action: paymentActionSchema,
  payment_method_id: z.string().min(1).max(64),
  amount_cents: minorUnits,
  currency: currencyCode,
  bonus_code: z.string().trim().min(1).max(64).optional(),
  /**
   * Deposits: the deposit gift chosen in the cashbox (CB-029), a template id from
   * `GET /api/bonuses/deposit`; issued and activated when the deposit is credited, if the
   * player is still eligible then.
   */
  bonus_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  saved_profile_id: z.number().int().positive().optional(),
  /** Cash-out destination fields (never card numbers: cards pay out to a saved profile). */
  fields: z
    .object({
      address: z.string().trim().min(1).max(128).optional(),
      iban: z.string().trim().min(1).max(34).optional(),
      wallet_email: z.string().trim().min(1).max(254).optional(),
    })
    .optional(),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

export const cryptoAddressSchema = z.object({
  address: z.string(),
  network: z.string(),
  memo: z.string().nullable(),
  /** SVG of the QR code of the address. */
  qr: z.string(),
});
export type CryptoAddress = z.infer<typeof cryptoAddressSchema>;

export const createPaymentResponseSchema = paymentSchema.extend({
  /** The provider's hosted page, when the player has something to do there. */
  redirect_url: z.string().nullable(),
  /** Crypto deposits: where to send the coins. */
  crypto: cryptoAddressSchema.nullable(),
  /**
   * The deposit bonus code recorded on this deposit; null when none was given or the code was
   * not valid (CB-019: an invalid stored code is cleared and the deposit goes on without it).
   */
  bonus_code: z.string().nullable(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** `GET /api/player/payment_methods/{id}/address` (PX-04, CB-026). */
export const paymentMethodParamsSchema = z.object({ id: z.string().min(1).max(64) });

// ---- deposit bonus code (PR-038, CB-019) -------------------------------------------------------

export const setBonusCodeRequestSchema = z.object({
  deposit_bonus_code: z.string().trim().min(1).max(64),
});
export const bonusCodeResponseSchema = z.object({ deposit_bonus_code: z.string().nullable() });

// ---- fraud check (CB-016..CB-018) --------------------------------------------------------------

/** `POST /api/users/transaction`. Card parts are the BIN and last four only, never a full number. */
export const fraudCheckRequestSchema = z.object({
  country: z.string().length(2).optional(),
  first_name: z.string().max(100).nullable().optional(),
  last_name: z.string().max(100).nullable().optional(),
  email: z.string().max(254).optional(),
  /** Device fingerprint. */
  dfpc: z.string().max(128).optional(),
  card_bin: z
    .string()
    .regex(/^\d{6,8}$/)
    .optional(),
  card_last4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  amount_cents: minorUnits,
  currency: currencyCode,
  payment_system: z.string().min(1).max(64),
  type: z.enum(['transaction', 'payout']),
  custom_player_status: z.string().max(64).nullable().optional(),
});
export type FraudCheckRequest = z.infer<typeof fraudCheckRequestSchema>;

/** CB-017: `allowed:false` blocks the submission with a "something went wrong" warning. */
export const fraudCheckResponseSchema = z.object({
  allowed: z.boolean(),
  score: z.number().int().min(0).max(100),
  reason: z.string().optional(),
});
export type FraudCheckResponse = z.infer<typeof fraudCheckResponseSchema>;

// ---- real-time ---------------------------------------------------------------------------------

/** `balance` channel, event `updated` (CB-028). */
export const balancePushSchema = z.object({
  currency: z.string(),
  amount_cents: z.number().int(),
  real_amount_cents: z.number().int(),
  bonus_amount_cents: z.number().int(),
});
export type BalancePush = z.infer<typeof balancePushSchema>;

/** `payments_changes` channel, event `updated`: one payment as it now stands. */
export const paymentsChangePushSchema = paymentSchema;

/** `payment_methods_updated` channel, event `updated`: a saved card was added; refetch methods. */
export const paymentMethodsUpdatedPushSchema = z.object({ reason: z.string() });

/** What the provider webhook endpoint answers (any 2xx stops the provider's retries). */
export const webhookAckSchema = z.object({
  received: z.boolean(),
  /** applied, duplicate, ignored, held */
  outcome: z.string(),
});
