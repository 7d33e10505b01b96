import type {
  PspCreatePayment,
  PspCreatePayout,
  PspCryptoAddress,
  PspPayment,
  PspPayout,
  PspSettlementReport,
  PspWebhook,
} from '@croupier/contracts/psp';

/**
 * What the cashbox needs from a payment service provider (DESIGN.md §7). The shapes are the
 * sandbox contract's (`@croupier/contracts/psp`), which is modelled on card/crypto PSPs in test
 * mode: a real provider is one more adapter that maps its API onto these calls and its webhooks
 * onto `PspWebhook`. Everything here is server to server; no card number ever passes.
 */
export interface PaymentProvider {
  /** Stable name: `payments.provider`, the webhook path `/api/payments/webhooks/<name>`. */
  readonly name: string;
  /** A deposit. Idempotent by `merchant_reference` (our payment id). */
  createPayment(input: PspCreatePayment): Promise<PspPayment>;
  getPayment(id: string): Promise<PspPayment>;
  /** A deposit address, stable per customer and coin. */
  cryptoAddress(input: {
    customer: PspCreatePayment['customer'];
    currency: string;
    webhookUrl: string;
  }): Promise<PspCryptoAddress>;
  /** A cash-out we have already reserved. Idempotent by `merchant_reference`. */
  createPayout(input: PspCreatePayout): Promise<PspPayout>;
  getPayout(id: string): Promise<PspPayout>;
  /** What the provider settled on a UTC day (`YYYY-MM-DD`). */
  settlementReport(date: string): Promise<PspSettlementReport>;
  /**
   * Checks a webhook's signature and age over the raw body and parses it. Throws
   * `WebhookRejected` for anything not provably from the provider.
   */
  verifyWebhook(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }): PspWebhook;
}

/**
 * A provider call that did not give an answer we can use. `rejected` means the provider
 * refused the request (4xx: it will refuse a retry too); `unavailable` means no answer
 * (network, time-out, 5xx): a retry with the same reference is safe.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A webhook that is not provably the provider's: bad or old signature, or a malformed body. */
export class WebhookRejected extends Error {
  constructor(
    readonly status: 400 | 401,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookRejected';
  }
}
