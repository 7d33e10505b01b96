import QRCode from 'qrcode';
import type { CryptoAddress } from '@croupier/contracts/payments';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerPaymentContext } from './payment-context.js';
import { offeredMethods } from './payment-methods.js';
import type { PaymentProvider } from './payment-provider.js';
import { ProviderError } from './payment-provider.js';
import {
  findCryptoAddress,
  insertCryptoAddress,
  type CryptoAddressRow,
} from './payments.repository.js';

/** The provider's webhook endpoint on this api (API_PUBLIC_URL, else this instance). */
export function webhookUrlFor(deps: AppDeps, provider: PaymentProvider): string {
  const base = deps.env.API_PUBLIC_URL ?? `http://127.0.0.1:${deps.env.PORT}`;
  return `${base.replace(/\/+$/, '')}/api/payments/webhooks/${provider.name}`;
}

export async function presentAddress(row: {
  address: string;
  network: string;
  memo: string | null;
}): Promise<CryptoAddress> {
  const qr = await QRCode.toString(row.address, { type: 'svg', errorCorrectionLevel: 'M' });
  return { address: row.address, network: row.network, memo: row.memo, qr };
}

/** Remembers an address the provider gave (the first one stored wins). */
export function rememberAddress(
  db: Executor,
  input: {
    playerId: number;
    currency: string;
    provider: string;
    address: string;
    network: string;
    memo: string | null;
    now: Date;
  },
): Promise<CryptoAddressRow> {
  return insertCryptoAddress(db, {
    playerId: input.playerId,
    currency: input.currency,
    provider: input.provider,
    address: input.address,
    network: input.network,
    memo: input.memo,
    createdAt: input.now,
  });
}

/**
 * CB-025, CB-026: `GET /api/player/payment_methods/{id}/address`. The player's address for the
 * method's coin, stable: asked from the provider once, then served from `crypto_addresses`.
 */
export async function playerCryptoAddress(
  deps: AppDeps,
  provider: PaymentProvider,
  context: PlayerPaymentContext,
  methodId: string,
): Promise<CryptoAddress> {
  const method = offeredMethods(context.config, context, 'deposit').find(
    (entry) => entry.id === methodId && entry.type === 'crypto',
  );
  const currency = method?.currencies[0];
  if (!method || currency === undefined) {
    throw AppError.notFound('No crypto method with this id');
  }
  const db = deps.database.db;
  const stored = await findCryptoAddress(db, context.player.id, currency);
  if (stored) return presentAddress(stored);
  let issued;
  try {
    issued = await provider.cryptoAddress({
      customer: { id: String(context.player.id), email: context.player.email },
      currency,
      webhookUrl: webhookUrlFor(deps, provider),
    });
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError('unavailable', 'Payments are unavailable, please try again', {
        fields: { base: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] },
        internal: error.message,
      });
    }
    throw error;
  }
  const row = await rememberAddress(db, {
    playerId: context.player.id,
    currency,
    provider: provider.name,
    address: issued.address,
    network: issued.network,
    memo: issued.memo,
    now: deps.clock.now(),
  });
  return presentAddress(row);
}
