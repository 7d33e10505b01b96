/**
 * What a gift grants and what it asks to be wagered (engagement.md §3 Gift; DESIGN.md §12).
 * Amounts are integers in the currency's minor units; a percentage of a deposit is computed in
 * BigInt and rounded down, so no float ever touches money and a crypto deposit of 10^15 units
 * cannot overflow.
 */

/** Per-currency amounts in minor units: `{EUR: 1000, BTC: 20000}`. */
export type PerCurrency = Readonly<Record<string, number>>;

/** The template's amount rule (contracts `amountRuleSchema`). */
export type GiftAmountRule =
  | { kind: 'fixed'; cents: PerCurrency }
  | { kind: 'percent'; percent: number; capCents: PerCurrency }
  | { kind: 'winnings' };

export type GiftAmount =
  { ok: true; cents: number } | { ok: false; reason: 'currency_not_offered' | 'deposit_required' };

/**
 * The amount a gift grants in `currency`: a fixed amount for that currency, or `percent` of the
 * deposit (rounded down) up to the currency's cap; free spins grant what they win (0 at issue).
 * A currency the rule names no amount or cap for is not offered.
 */
export function giftAmount(
  rule: GiftAmountRule,
  currency: string,
  depositCents?: number | null,
): GiftAmount {
  switch (rule.kind) {
    case 'winnings':
      return { ok: true, cents: 0 };
    case 'fixed': {
      const cents = rule.cents[currency];
      return cents === undefined
        ? { ok: false, reason: 'currency_not_offered' }
        : { ok: true, cents };
    }
    case 'percent': {
      const cap = rule.capCents[currency];
      if (cap === undefined) return { ok: false, reason: 'currency_not_offered' };
      if (depositCents === undefined || depositCents === null || depositCents <= 0) {
        return { ok: false, reason: 'deposit_required' };
      }
      const raw = (BigInt(depositCents) * BigInt(rule.percent)) / 100n;
      const capped = raw > BigInt(cap) ? cap : Number(raw);
      return { ok: true, cents: capped };
    }
  }
}

/**
 * The wagering requirement: `multiplier` × the bonus, or × (deposit + bonus). Computed in BigInt;
 * a result past 2^53 − 1 is held there (no requirement that large can be met anyway).
 */
export function wagerRequirement(
  multiplier: number,
  of: 'bonus' | 'deposit_and_bonus',
  bonusCents: number,
  depositCents?: number | null,
): number {
  if (multiplier <= 0 || bonusCents <= 0) return 0;
  const base = BigInt(bonusCents) + (of === 'deposit_and_bonus' ? BigInt(depositCents ?? 0) : 0n);
  const requirement = base * BigInt(multiplier);
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  return Number(requirement > max ? max : requirement);
}

/** A per-currency cap (max bet, max win), or null where the template names none for it. */
export function perCurrencyCap(caps: PerCurrency | undefined, currency: string): number | null {
  const cap = caps?.[currency];
  return cap === undefined ? null : cap;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` + `days` (an activation window or a wagering deadline), or null when there is none. */
export function deadline(now: Date, days: number | null | undefined): Date | null {
  return days === undefined || days === null ? null : new Date(now.getTime() + days * DAY_MS);
}
