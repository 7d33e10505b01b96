import type { z } from 'zod';
import { refuse } from './wallet-refusal.js';

interface NumberScan {
  /** A number literal that is not an exact integer of minor units within 2^53 - 1. */
  inexact: boolean;
  /** The digits of a top-level `game_id` sent as a JSON integer (it may exceed 2^53). */
  gameIdDigits?: string;
}

/**
 * The protocol's numbers are integer minor units. JSON.parse turns `10.5`, `1e3` or a literal
 * past 2^53 into a double that may look like an integer (9007199254740993 reads as ...992), so
 * the literals are checked in the text itself: digits only, within the safe range. The one
 * number that is not an amount, a round sent as an integer (`"game_id": 1761032911004723918`),
 * is kept as its digits instead: two rounds must never collapse into one by rounding.
 */
function scanNumbers(text: string): NumberScan {
  const scan: NumberScan = { inexact: false };
  let depth = 0;
  let lastString = '';
  let key: string | null = null;
  let index = 0;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 0x22) {
      // A string: skip to its closing quote, past escapes.
      const start = index + 1;
      index += 1;
      while (index < text.length && text.charCodeAt(index) !== 0x22) {
        index += text.charCodeAt(index) === 0x5c ? 2 : 1;
      }
      lastString = text.slice(start, index);
      index += 1;
      continue;
    }
    if (char === 0x2d || (char >= 0x30 && char <= 0x39)) {
      let end = index;
      while (end < text.length && /[-+0-9.eE]/.test(text.charAt(end))) end += 1;
      const literal = text.slice(index, end);
      if (depth === 1 && key === 'game_id' && /^\d{1,128}$/.test(literal)) {
        scan.gameIdDigits = literal;
      } else if (!/^\d{1,16}$/.test(literal) || !Number.isSafeInteger(Number(literal))) {
        scan.inexact = true;
        return scan;
      }
      index = end;
      continue;
    }
    if (char === 0x7b || char === 0x5b) depth += 1;
    else if (char === 0x7d || char === 0x5d) depth -= 1;
    else if (char === 0x3a) key = depth === 1 ? lastString : null;
    else if (char === 0x2c) key = null;
    index += 1;
  }
  return scan;
}

export function hasInexactNumber(text: string): boolean {
  return scanNumbers(text).inexact;
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
    throw refuse.badRequest('the body is not JSON');
  }
  const numbers = scanNumbers(text);
  if (numbers.inexact) {
    throw refuse.badRequest('amounts are integers of minor units within 2^53 - 1');
  }
  if (numbers.gameIdDigits !== undefined && isRecord(json) && typeof json.game_id === 'number') {
    json.game_id = numbers.gameIdDigits;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw refuse.badRequest(`${where}${issue?.message ?? 'invalid body'}`.slice(0, 300));
  }
  return parsed.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
