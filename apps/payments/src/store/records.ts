import type { z } from 'zod';
import type { PspPayment, PspPayout, PspWebhook, pspCustomerSchema } from '@croupier/contracts/psp';

export type PspCustomerRecord = z.infer<typeof pspCustomerSchema>;

/**
 * What a test card does. Derived from the card number at the hosted page and kept instead of it:
 * the number itself is never stored (PCI: RELIABILITY IN-07).
 */
export type CardBehaviour =
  'succeed' | 'decline' | 'insufficient_funds' | 'three_d_secure' | 'charge_back';

export interface CardDetails {
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  behaviour: CardBehaviour;
}

/** A payment with what the provider needs besides what the merchant sees (PspPayment). */
export interface PaymentRecord extends PspPayment {
  customer: PspCustomerRecord;
  return_url: string | null;
  webhook_url: string;
  description: string | null;
  locale: string | null;
  /** Method, amount, currency and customer of the first create: a replay must match them. */
  fingerprint: string;
  /** The card entered on the hosted page, waiting for 3-D Secure. */
  pending_card: (CardDetails & { save: boolean; token: string | null }) | null;
  /** Signed in on the e-wallet page. */
  wallet_email: string | null;
  /** When the money counted as settled (the settlement report's day). */
  settled_at: string | null;
  charged_back_at: string | null;
}

/** A saved card: token, display details and the test behaviour; never the card number. */
export interface ProfileRecord extends CardDetails {
  id: string;
  customer_id: string;
  created_at: string;
}

export interface CryptoAddressRecord {
  /** `<customer id>|<currency>`: one stable address per customer and currency. */
  id: string;
  customer: PspCustomerRecord;
  currency: string;
  address: string;
  network: string;
  memo: string | null;
  /** Where webhooks of deposits nobody announced go. */
  webhook_url: string;
  created_at: string;
}

export interface PayoutRecord extends PspPayout {
  customer: PspCustomerRecord;
  destination: { token?: string; address?: string; iban?: string; wallet_email?: string };
  webhook_url: string;
  fingerprint: string;
  /** Decided at creation from the destination; applied when the payout completes. */
  will_fail_with: string | null;
  paid_at: string | null;
}

export interface DeliveryAttempt {
  at: string;
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
  error: string | null;
}

export interface WebhookEventRecord {
  id: string;
  type: PspWebhook['type'];
  object_id: string;
  url: string;
  created_at: string;
  /** The exact bytes every attempt sends (and signs). */
  body: string;
  attempts: DeliveryAttempt[];
  delivered_at: string | null;
  next_attempt_at: string | null;
}

export type JobKind =
  | 'deliver_webhook'
  | 'confirm_crypto'
  | 'settle_bank_transfer'
  | 'process_payout'
  | 'complete_payout'
  | 'charge_back'
  | 'expire_payment';

export interface JobRecord {
  id: string;
  kind: JobKind;
  /** The payment, payout or event the job acts on. */
  ref: string;
  due_at: string;
  /** Creation order, so jobs due at the same instant run in the order they were made. */
  seq: number;
}
