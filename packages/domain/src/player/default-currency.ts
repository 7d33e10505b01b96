/**
 * The currency a new player starts with (platform-core.md §5, §9): the country's currency when
 * the brand supports it, otherwise the project default (EUR). Maps and lists come from the
 * brand configuration.
 */
export interface CurrencyDefaults {
  /** Country code → currency code, e.g. `{AU: 'AUD', DE: 'EUR'}`. */
  countryCurrency: Readonly<Record<string, string>>;
  /** Currency codes the brand accepts. */
  supported: readonly string[];
  /** The project default (platform-core.md §9: EUR). */
  fallback: string;
}

export function defaultCurrency(
  country: string | null | undefined,
  defaults: CurrencyDefaults,
): string {
  const mapped = country ? defaults.countryCurrency[country.trim().toUpperCase()] : undefined;
  return mapped !== undefined && defaults.supported.includes(mapped) ? mapped : defaults.fallback;
}
