import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A prefixed random id (`pay_…`, `po_…`, `evt_…`, `tok_…`) like a real provider's: the prefix
 * says what it names in logs and support tickets; 20 base-36 characters are ~103 bits.
 */
export function newId(prefix: string, length = 20): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}
