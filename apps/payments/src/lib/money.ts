/**
 * Minor units per currency for display only (amounts stay integers everywhere else). Crypto
 * follows the casino's table: 1e-8 coin, 1e-6 for USDT.
 */
const CRYPTO_DIGITS: Record<string, number> = {
  BTC: 8,
  BCH: 8,
  ETH: 8,
  LTC: 8,
  DOG: 8,
  USDT: 6,
};

export const CRYPTO_CURRENCIES = Object.keys(CRYPTO_DIGITS);

export function isCryptoCurrency(currency: string): boolean {
  return currency in CRYPTO_DIGITS;
}

function fiatFormatter(currency: string): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency });
  } catch {
    // Intl knows only ISO 4217 codes; anything else is shown as digits and code.
    return null;
  }
}

/** Splits minor units into a decimal string without floating point (amounts reach 2^53). */
function decimal(amount: number, digits: number): string {
  const sign = amount < 0 ? '-' : '';
  const text = Math.abs(amount)
    .toString()
    .padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "€12.50", "¥1,500", "0.00120000 BTC": what the player is about to pay. */
export function formatAmount(amount: number, currency: string): string {
  const cryptoDigits = CRYPTO_DIGITS[currency];
  if (cryptoDigits !== undefined) return `${decimal(amount, cryptoDigits)} ${currency}`;
  const formatter = fiatFormatter(currency);
  if (!formatter) return `${decimal(amount, 2)} ${currency}`;
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  // The decimal string keeps every digit exact; Intl only adds the symbol and grouping.
  const [whole = '0', fraction] = decimal(Math.abs(amount), digits).split('.');
  const grouped = BigInt(whole).toLocaleString('en-GB');
  const parts = formatter.formatToParts(amount < 0 ? -1 : 1);
  return parts
    .map((part) => {
      if (part.type === 'integer') return grouped;
      if (part.type === 'fraction') return fraction ?? '';
      return part.value;
    })
    .join('')
    .replace(/\.$/, '');
}
