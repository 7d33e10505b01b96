import type { PspContext } from '../context.js';
import { confirmCryptoTransfer } from '../crypto/crypto.service.js';
import { settleBankTransfer } from '../payments/alternative-payments.service.js';
import { chargeBack } from '../payments/card-payments.service.js';
import { expirePayment } from '../payments/payments.service.js';
import { completePayout, processPayout } from '../payouts/payouts.service.js';
import { deliverWebhook } from '../webhooks/webhooks.service.js';

/** Every timed step of the sandbox, in one list. */
export function registerJobHandlers(context: PspContext): void {
  const { jobs } = context;
  jobs.handle('deliver_webhook', (job) => deliverWebhook(context, job));
  jobs.handle('confirm_crypto', (job) => {
    confirmCryptoTransfer(context, job.ref);
  });
  jobs.handle('settle_bank_transfer', (job) => {
    settleBankTransfer(context, job.ref);
  });
  jobs.handle('process_payout', (job) => {
    processPayout(context, job.ref);
  });
  jobs.handle('complete_payout', (job) => {
    completePayout(context, job.ref);
  });
  jobs.handle('charge_back', (job) => {
    chargeBack(context, job.ref);
  });
  jobs.handle('expire_payment', (job) => {
    expirePayment(context, job.ref);
  });
}
