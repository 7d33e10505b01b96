import { createHash } from 'node:crypto';

/** What a transaction's hash covers (RELIABILITY WI-14): everything that says who got what. */
export interface HashedTransaction {
  prevHash: string;
  reference: string;
  kind: string;
  currency: string;
  playerId: number | null;
  createdAt: Date;
  entries: readonly { accountId: number; amount: number }[];
}

/**
 * SHA-256 of the transaction chained to the previous one on its chain account. Entries are
 * sorted so the hash does not depend on insertion order; a changed amount, account, reference
 * or time, or a removed transaction, breaks the chain from there on.
 */
export function transactionHash(transaction: HashedTransaction): string {
  const entries = [...transaction.entries]
    .sort((a, b) => a.accountId - b.accountId || a.amount - b.amount)
    .map((entry) => `${entry.accountId}:${entry.amount}`)
    .join(',');
  return createHash('sha256')
    .update(
      [
        transaction.prevHash,
        transaction.reference,
        transaction.kind,
        transaction.currency,
        transaction.playerId ?? '',
        transaction.createdAt.toISOString(),
        entries,
      ].join('|'),
    )
    .digest('hex');
}

/** SHA-256 of a request's canonical content: a replay with other content is a conflict. */
export function requestHash(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** JSON with object keys sorted, so equal content hashes equally whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
