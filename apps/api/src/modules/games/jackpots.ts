import { createHash } from 'node:crypto';
import type { CatalogReadModel } from './catalog-read-model.js';

/**
 * JP-003 `GET /api/games/jackpots` before the jackpots issue brings real pools: every game in
 * the `jackpot` category shows a DEMO amount in EUR, derived from its identifier and the time.
 * Deterministic (every instance and every reload agree), it grows by a few cents a second and
 * starts over from its seed every 30 days, as if won. No money stands behind it.
 */
const CYCLE_SECONDS = 30 * 24 * 60 * 60;
const JACKPOT_CURRENCY = 'EUR';

export function demoJackpotAmount(identifier: string, now: Date): number {
  const digest = createHash('sha256').update(identifier).digest();
  // Seed 5,000.00 .. 95,000.00 EUR; growth 1..9 cents a second; each game's cycle offset differs.
  const seedCents = 500_000 + (digest.readUInt32BE(0) % 9_000_000);
  const centsPerSecond = 1 + (digest.readUInt8(4) % 9);
  const offset = digest.readUInt32BE(5) % CYCLE_SECONDS;
  const elapsed = (Math.floor(now.getTime() / 1000) + offset) % CYCLE_SECONDS;
  return seedCents + elapsed * centsPerSecond;
}

export function demoJackpots(
  catalog: CatalogReadModel,
  now: Date,
): Record<string, { currency: string; amount_cents: number }> {
  const out: Record<string, { currency: string; amount_cents: number }> = {};
  for (const entry of catalog.inCategory('jackpot')) {
    out[entry.row.identifier] = {
      currency: JACKPOT_CURRENCY,
      amount_cents: demoJackpotAmount(entry.row.identifier, now),
    };
  }
  return out;
}
