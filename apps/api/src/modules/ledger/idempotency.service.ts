import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import type { Transaction } from '../../db/transaction.js';
import { requestHash } from './ledger-hash.js';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency.repository.js';

/** Keys are kept at least this long (Stripe keeps 24 h; RELIABILITY §5). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `work` once per `(scope, key)` inside the caller's transaction and stores its answer in
 * that same transaction (RELIABILITY invariant 4). A replay with the same request content gets
 * the stored answer and does nothing; with other content it is a 409. `scope` carries the
 * player, so one player's key never collides with another's.
 */
export async function withIdempotencyKey<T>(
  tx: Transaction,
  input: { scope: string; key: string; request: unknown; now: Date },
  work: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const hash = requestHash(input.request);
  const claimed = await claimIdempotencyKey(tx, {
    scope: input.scope,
    key: input.key,
    requestHash: hash,
    statusCode: 0,
    response: {},
    createdAt: input.now,
  });
  if (!claimed) {
    const stored = await findIdempotencyKey(tx, input.scope, input.key);
    if (!stored || stored.requestHash !== hash) {
      throw new AppError('conflict', 'This request was already made with different details', {
        fields: { idempotency_key: [VALIDATION.IDEMPOTENCY_CONFLICT] },
      });
    }
    return { statusCode: stored.statusCode, body: stored.response as T, replayed: true };
  }
  const result = await work();
  await storeIdempotentResponse(tx, input.scope, input.key, result.statusCode, result.body);
  return { ...result, replayed: false };
}
