/**
 * Intl formatters, built once per locale and options. Building one loads the locale's ICU data,
 * which at 4x CPU costs tens of milliseconds; lists, tickers and clocks format on every render.
 * Throws as the constructor does (an unknown currency or locale), so callers keep their fallback.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  const known = formats.get(key) as T | undefined;
  if (known) return known;
  const format = build();
  formats.set(key, format);
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(locale, options);
  });
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(`date|${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}
