import type { BrandConfig } from '@croupier/contracts/brand';
import type { Licence } from '@croupier/contracts/info';
import type { AppDeps } from '../../app-deps.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { Transaction } from '../../db/transaction.js';
import { getPlayerRow } from '../player/player.service.js';
import { licenceOf } from './payment-context.js';
import { presentPayment } from './payment-view.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * CB-028: `payments_changes` / `updated` with the payment as it now stands, written in the
 * transaction that changed it, so a push never announces a change that rolled back. A push
 * has no request: the player's own language and licence shape it.
 */
export async function publishPaymentChange(
  deps: AppDeps,
  tx: Transaction,
  row: PaymentRow,
  config: BrandConfig,
  view?: { licence: Licence; locale: string },
): Promise<void> {
  let context = view;
  if (!context) {
    const player = await getPlayerRow(deps, row.playerId, tx);
    context = {
      licence: player
        ? licenceOf(player, config.fallbackHost.licence)
        : config.fallbackHost.licence,
      locale: player?.language ?? config.defaultLocale,
    };
  }
  await enqueueEvent(tx, 'realtime.publish', {
    channel: 'payments_changes',
    event: 'updated',
    playerId: row.playerId,
    data: presentPayment(row, { config, ...context }),
  });
}

/** CB-028: `payment_methods_updated` when a card was saved, so the method list refetches. */
export async function publishMethodsChange(
  tx: Transaction,
  playerId: number,
  reason: string,
): Promise<void> {
  await enqueueEvent(tx, 'realtime.publish', {
    channel: 'payment_methods_updated',
    event: 'updated',
    playerId,
    data: { reason },
  });
}
