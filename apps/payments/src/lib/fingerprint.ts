import { createHash } from 'node:crypto';

/** What must match for a repeated create (same merchant reference) to be the same request. */
export function fingerprintOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
