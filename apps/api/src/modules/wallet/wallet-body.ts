import type { z } from 'zod';
import { refuse } from './wallet-refusal.js';

/**
 * The protocol's numbers are integer minor units. JSON.parse turns `10.5`, `1e3` or a literal
 * past 2^53 into a double that may look like an integer (9007199254740993 reads as ...992), so
 * the literals are checked in the text itself: digits only, within the safe range.
 */
export function hasInexactNumber(text: string): boolean {
  let index = 0;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 0x22) {
      // A string: skip to its closing quote, past escapes.
      index += 1;
      while (index < text.length && text.charCodeAt(index) !== 0x22) {
        index += text.charCodeAt(index) === 0x5c ? 2 : 1;
      }
      index += 1;
      continue;
    }
    if (char === 0x2d || (char >= 0x30 && char <= 0x39)) {
      let end = index;
      while (end < text.length && /[-+0-9.eE]/.test(text.charAt(end))) end += 1;
      const literal = text.slice(index, end);
      if (!/^\d{1,16}$/.test(literal) || !Number.isSafeInteger(Number(literal))) return true;
      index = end;
      continue;
    }
    index += 1;
  }
  return false;
}

/** Raw bytes → a protocol request, or a 400 naming the first problem (never a 500). */
export function parseWalletBody<Schema extends z.ZodType>(
  schema: Schema,
  rawBody: Buffer,
): z.output<Schema> {
  const text = rawBody.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse.badRequest('The body is not JSON');
  }
  if (hasInexactNumber(text)) {
    throw refuse.badRequest('Amounts are integers of minor units within 2^53 - 1');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw refuse.badRequest(`${where}${issue?.message ?? 'invalid body'}`.slice(0, 300));
  }
  return parsed.data;
}
