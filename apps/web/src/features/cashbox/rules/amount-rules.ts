import { isMultipleOfStep } from '@croupier/domain/money/minor-units';
import { amountLimitProblem, maximumOf } from '@croupier/domain/payments/amount-limits';
import type { PaymentMethod } from '@croupier/contracts/payments';
import { parseAmount, type MoneyUnit } from '../../../lib/money';
import { CASHBOX_REFUSAL_KEYS } from '@croupier/domain/payments/refusal-reasons';

/**
 * Amount rules of the deposit and withdraw forms (engagement.md §5; CB-020, CB-021, K-055):
 * required, a plain decimal in the shown unit, not above the balance ("not enough money"),
 * within the method's limits and a whole number of its steps.
 */
export type AmountLimits = PaymentMethod['limits'];

/** A VALIDATION key with the values its text interpolates (`{{min}}`, `{{max}}`, `{{step}}`). */
export interface AmountProblem {
  key: string;
  values?: Record<string, string>;
}

export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** K-055: the first deposit form offers 50 of the account's currency. */
export const DEFAULT_DEPOSIT_UNITS = 50;

export interface CheckAmountInput {
  text: string;
  unit: MoneyUnit;
  limits: AmountLimits;
  /** Withdrawals: what may be cashed out; deposits: none. */
  availableCents?: number | undefined;
  /** Writes a limit for the message, in the same unit the field uses. */
  format: (minor: number) => string;
}

export function checkAmount({
  text,
  unit,
  limits,
  availableCents,
  format,
}: CheckAmountInput): AmountCheck {
  if (text.trim() === '') return { ok: false, problem: { key: 'VALIDATION.REQUIRED' } };
  const parsed = parseAmount(text, unit);
  if (!parsed.ok || parsed.minorUnits <= 0) {
    return { ok: false, problem: { key: 'VALIDATION.INVALID' } };
  }
  const minor = parsed.minorUnits;
  if (availableCents !== undefined && minor > availableCents) {
    // What the player can act on: the amount they may withdraw, not only "not enough".
    return {
      ok: false,
      problem: {
        key: CASHBOX_REFUSAL_KEYS.withdrawAtMost,
        values: { amount: format(availableCents) },
      },
    };
  }
  // The api checks the same rule (domain payments/amount-limits): a maximum of 0 is none.
  switch (amountLimitProblem(minor, limits)) {
    case 'below_min':
      return {
        ok: false,
        problem: { key: 'VALIDATION.MIN_VALUE', values: { min: format(limits.min_cents) } },
      };
    case 'above_max':
      return {
        ok: false,
        problem: { key: 'VALIDATION.MAX_VALUE', values: { max: format(limits.max_cents) } },
      };
    case 'off_step':
      return {
        ok: false,
        problem: { key: 'VALIDATION.AMOUNT_STEP', values: { step: format(limits.step_cents) } },
      };
    case null:
      break;
  }
  return { ok: true, minor };
}

/** `minor` moved into the limits, on a whole step (up, unless that passes the maximum). */
export function fitToLimits(minor: number, limits: AmountLimits): number {
  const step = Math.max(1, limits.step_cents);
  const max = maximumOf(limits);
  const inside = Math.min(Math.max(minor, limits.min_cents), max);
  const up = Math.ceil(inside / step) * step;
  return up <= max ? up : Math.floor(max / step) * step;
}

/**
 * CB-020: 50 units of a fiat account; crypto starts at the method's minimum (50 µBTC would be
 * under it, 50 BTC far over it). Always inside the method's limits.
 */
export function defaultDepositAmount(unit: MoneyUnit, limits: AmountLimits | undefined): number {
  const fifty = DEFAULT_DEPOSIT_UNITS * (unit.isFiat ? unit.minorPerUnit : 0);
  if (!limits) return fifty;
  return fitToLimits(unit.isFiat ? fifty : limits.min_cents, limits);
}

/** Quick-amount chips: round sums inside the limits (fiat) or multiples of the minimum (crypto). */
export function quickAmounts(unit: MoneyUnit, limits: AmountLimits): number[] {
  const candidates = unit.isFiat
    ? [20, 50, 100, 200, 500].map((units) => units * unit.minorPerUnit)
    : [1, 2, 5, 10].map((times) => times * Math.max(limits.min_cents, limits.step_cents));
  const max = maximumOf(limits);
  return candidates.filter(
    (minor) =>
      minor >= limits.min_cents && minor <= max && isMultipleOfStep(minor, limits.step_cents),
  );
}
