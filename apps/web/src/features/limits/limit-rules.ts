import type {
  LimitPeriod,
  LimitType,
  RealityCheckMinutes,
  UserLimit,
} from '@croupier/contracts/limits';

/**
 * The panel's rules, pure (platform-core.md §7 Limits; LM-008; RELIABILITY RG-01..RG-07). The
 * server decides what applies; these only read its answer and the player's input.
 */

export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Limits that block the account while they run (RG-06, RG-07). */
export const BLOCK_TYPES = ['self_exclusion', 'cooling_off', 'panic'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Take a break: 24 h, 1 week, 1 month, 6 weeks (RG-07; LCCP SR 3.5.3 caps it at 6 weeks). */
export const TIME_OUT_DAYS = [1, 7, 30, 42] as const;
/** Self-exclusion lengths of the contract; `null` is for good. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 36, 60, null] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

/** The contract's session limit range, in minutes. */
export const SESSION_MINUTES = { min: 5, max: 24 * 60 } as const;

/**
 * The contract's reality check intervals (RG-05), in minutes: written here, typed by the
 * contract, so the panel's entry chunk does not pull the zod schemas in (decision 0201).
 */
export const REALITY_CHECK_MINUTES = [
  15, 30, 45, 60, 90, 120,
] as const satisfies readonly RealityCheckMinutes[];

const isBlockType = (type: LimitType): type is BlockType =>
  (BLOCK_TYPES as readonly string[]).includes(type);

export function findLimit(
  limits: readonly UserLimit[],
  type: LimitType,
  period: LimitPeriod | null = null,
): UserLimit | undefined {
  return limits.find((limit) => limit.type === type && limit.period === period);
}

/** LM-006, RT-057: any limit used up, or a block in force, as the server reports it. */
export function isAnyLimitReached(limits: readonly UserLimit[] | undefined): boolean {
  return (limits ?? []).some((limit) => limit.reached);
}

export function reachedLimits(limits: readonly UserLimit[] | undefined): UserLimit[] {
  return (limits ?? []).filter((limit) => limit.reached);
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

export function isBlockInForce(limit: UserLimit, now: number): boolean {
  if (!isBlockType(limit.type)) return false;
  if (limit.ends_at === null) return true;
  return time(limit.ends_at) > now;
}

/**
 * The block the panel shows: self-exclusion before a break, then the one that ends last
 * (for good before any date).
 */
export function activeBlock(limits: readonly UserLimit[], now: number): UserLimit | undefined {
  const rank = (limit: UserLimit) => (limit.type === 'self_exclusion' ? 1 : 0);
  const end = (limit: UserLimit) =>
    limit.ends_at === null ? Number.POSITIVE_INFINITY : time(limit.ends_at);
  return limits
    .filter((limit) => isBlockInForce(limit, now))
    .sort((a, b) => rank(b) - rank(a) || end(b) - end(a))[0];
}

/** How much of a limit is used, 0–100, rounded down (a bar never shows more than is used). */
export function usedPercent(used: number, amount: number | null): number {
  if (amount === null || amount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((used * 100) / amount)));
}

const fractionDigits = (subunits: number) => Math.max(0, Math.round(Math.log10(subunits)));

/**
 * What the player typed ("100", "99.5", "1 000,50") → minor units, exact (no float
 * arithmetic), or null when it is not a positive amount the currency can hold.
 */
export function parseAmount(text: string, subunits: number): number | null {
  let value = text.replace(/[\s\u00a0\u202f']/g, '');
  const lastSeparator = Math.max(value.lastIndexOf('.'), value.lastIndexOf(','));
  if (lastSeparator >= 0) {
    // Every separator but the last groups thousands.
    const whole = value.slice(0, lastSeparator).replace(/[.,]/g, '');
    value = `${whole}.${value.slice(lastSeparator + 1)}`;
  }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return null;
  const digits = fractionDigits(subunits);
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * subunits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor <= 0) return null;
  return minor;
}

/** Minor units → the input's text ("100.50"), exact; the editor starts from the current value. */
export function toAmountInput(minor: number, subunits: number): string {
  const digits = fractionDigits(subunits);
  const whole = Math.floor(minor / subunits);
  if (digits === 0) return String(whole);
  const fraction = String(minor % subunits).padStart(digits, '0');
  return /^0+$/.test(fraction) ? String(whole) : `${whole}.${fraction}`;
}

/** The refresh of the list never waits longer than this, whatever the next boundary. */
const MAX_REFRESH_MS = 6 * 60 * 60 * 1000;
/** Read just after the boundary, so the server has moved past it. */
const BOUNDARY_MARGIN_MS = 1_000;

/**
 * Milliseconds until the next instant at which the limits change by themselves (a window or a
 * block ends, a cooling-off passes, a confirmation link expires), or undefined when none is
 * ahead.
 */
export function msUntilNextBoundary(
  limits: readonly UserLimit[] | undefined,
  now: number,
): number | undefined {
  let next = Number.POSITIVE_INFINITY;
  for (const limit of limits ?? []) {
    for (const iso of [limit.ends_at, limit.pending?.effective_at, limit.confirm_expires_at]) {
      const at = time(iso);
      if (at > now && at < next) next = at;
    }
  }
  if (next === Number.POSITIVE_INFINITY) return undefined;
  return Math.min(MAX_REFRESH_MS, next - now + BOUNDARY_MARGIN_MS);
}
