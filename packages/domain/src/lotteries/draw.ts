/**
 * The verifiable lottery draw (engagement.md §3 Lottery; TN-019; DESIGN.md §12 commit-reveal;
 * docs/game-fairness.md "Lottery draws"). Pure: the caller brings SHA-256 and HMAC-SHA256
 * (`node:crypto` on the server, Web Crypto in the browser), so the server draws and the page
 * verifies with this one function.
 *
 * - When the lottery is created the server draws a 32-byte seed and publishes
 *   `seed_hash = hex(SHA-256(seed bytes))`; the seed itself stays in the database.
 * - At `end_at` the ticket list is frozen: every ticket, ordered by its number 1..N, one line
 *   `"<number> <holder>\n"`; `tickets_digest = hex(SHA-256(utf8(list)))`.
 * - The draw reveals the seed and takes winning tickets in place order: for counter c = 0, 1, …
 *   `h = HMAC-SHA256(key = seed bytes, message = utf8("<tickets_digest>:<c>"))`, `x` = the first
 *   6 bytes of `h` as a big-endian integer (0 ≤ x < 2^48). A value at or above the largest
 *   multiple of N below 2^48 is skipped (no modulo bias); else ticket `x mod N + 1` wins the next
 *   place unless it already won. It stops at min(places, N) winners.
 */

/** The primitives the draw needs; both answer raw bytes. */
export interface DrawCrypto {
  sha256(data: Uint8Array): Promise<Uint8Array>;
  hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array>;
}

/** One frozen ticket of the published list. */
export interface ListedTicket {
  number: number;
  /** The holder as published (a masked nickname). */
  holder: string;
}

export const DRAW_ALGORITHM = 'hmac-sha256-48bit-rejection-v1';
const SPACE = 2 ** 48;
const SEED_HEX = /^[0-9a-f]{64}$/;

export function isSeedHex(seed: string): boolean {
  return SEED_HEX.test(seed);
}

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1)
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The domain's lib is plain ES2023: TextEncoder is the platform's (Node and every browser).
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The published ticket list's canonical text: one `"<number> <holder>\n"` line per ticket. */
export function ticketListText(tickets: readonly ListedTicket[]): string {
  return [...tickets]
    .sort((a, b) => a.number - b.number)
    .map((ticket) => `${ticket.number} ${ticket.holder.replace(/\s+/g, '_')}\n`)
    .join('');
}

export async function seedHashOf(crypto: DrawCrypto, seedHex: string): Promise<string> {
  return bytesToHex(await crypto.sha256(hexToBytes(seedHex)));
}

export async function ticketsDigestOf(
  crypto: DrawCrypto,
  tickets: readonly ListedTicket[],
): Promise<string> {
  return bytesToHex(await crypto.sha256(utf8(ticketListText(tickets))));
}

/** The 48-bit integer of a digest's first 6 bytes. */
function first48(bytes: Uint8Array): number {
  let value = 0;
  for (let i = 0; i < 6; i += 1) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

/**
 * The winning ticket numbers, in place order (place 1 first), of a list of `ticketCount`
 * tickets numbered 1..N, for `places` prizes.
 */
export async function drawWinningNumbers(
  crypto: DrawCrypto,
  input: { seedHex: string; ticketsDigest: string; ticketCount: number; places: number },
): Promise<number[]> {
  const { ticketCount, places } = input;
  if (!Number.isSafeInteger(ticketCount) || ticketCount < 0 || ticketCount >= SPACE) {
    throw new Error('ticket count out of range');
  }
  const wanted = Math.min(Math.max(0, places), ticketCount);
  const key = hexToBytes(input.seedHex);
  const limit = SPACE - (SPACE % Math.max(1, ticketCount));
  const winners: number[] = [];
  const taken = new Set<number>();
  for (let counter = 0; winners.length < wanted; counter += 1) {
    const x = first48(await crypto.hmacSha256(key, utf8(`${input.ticketsDigest}:${counter}`)));
    if (x >= limit) continue;
    const number = (x % ticketCount) + 1;
    if (taken.has(number)) continue;
    taken.add(number);
    winners.push(number);
  }
  return winners;
}

/** What a draw publishes, enough for anyone to check it. */
export interface PublishedDraw {
  seedHash: string;
  seed: string;
  ticketsDigest: string;
  tickets: readonly ListedTicket[];
  /** Winning ticket numbers by place, 1 first. */
  winners: readonly number[];
  places: number;
}

export interface DrawCheck {
  /** SHA-256 of the revealed seed is the hash published when the lottery opened. */
  seedMatches: boolean;
  /** The published list hashes to the digest the draw used. */
  listMatches: boolean;
  /** Recomputed winners equal the published ones, place by place. */
  winnersMatch: boolean;
  ok: boolean;
}

/** Recomputes a draw from its published data only (the page's and the docs' check). */
export async function verifyDraw(crypto: DrawCrypto, draw: PublishedDraw): Promise<DrawCheck> {
  const seedMatches =
    isSeedHex(draw.seed) && (await seedHashOf(crypto, draw.seed)) === draw.seedHash;
  const listMatches = (await ticketsDigestOf(crypto, draw.tickets)) === draw.ticketsDigest;
  const numbers = new Set(draw.tickets.map((ticket) => ticket.number));
  const contiguous =
    numbers.size === draw.tickets.length &&
    draw.tickets.every((t) => t.number >= 1 && t.number <= draw.tickets.length);
  const winners =
    seedMatches && contiguous
      ? await drawWinningNumbers(crypto, {
          seedHex: draw.seed,
          ticketsDigest: draw.ticketsDigest,
          ticketCount: draw.tickets.length,
          places: draw.places,
        })
      : null;
  const winnersMatch =
    winners !== null &&
    winners.length === draw.winners.length &&
    winners.every((number, index) => draw.winners[index] === number);
  return { seedMatches, listMatches, winnersMatch, ok: seedMatches && listMatches && winnersMatch };
}
