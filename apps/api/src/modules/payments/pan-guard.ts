import { maskCardNumbers } from '@croupier/domain/payments/card';

/**
 * RELIABILITY IN-07: no card number is ever stored by us. Card numbers only reach the
 * provider's hosted page, so nothing it sends should hold one; a provider message is stored
 * with every card-number-like text masked anyway. Only strings are looked at: numbers are
 * amounts (a large crypto amount can pass Luhn and is not a card).
 */
export function maskPans<T>(value: T): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskPans(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, maskPans(child)]),
    ) as T;
  }
  return value;
}
