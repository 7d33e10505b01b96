import type { Country, Currency, PlayerFieldsResponse } from '@croupier/contracts/info';
import { defaultCurrency } from '@croupier/domain/player/default-currency';
import { minimumAge } from '@croupier/domain/player/minimum-age';
import { homeCountryOf, isPlayerCountry } from '@croupier/domain/player/player-country';

/**
 * What the registration form asks (SS-012, SS-013, PR-006): e-mail, password and confirmation,
 * currency, country, the brand's `registration` context fields, an optional nickname,
 * promotions and the terms. Context fields the registration payload has no place for (gender,
 * city, address) are collected later by the profile's deposit context.
 */
export const CONTEXT_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'mobile_phone',
  'postal_code',
  'state',
] as const;
export type ContextTextField = (typeof CONTEXT_TEXT_FIELDS)[number];

export interface RegistrationValues {
  email: string;
  password: string;
  password_confirmation: string;
  currency: string;
  country: string;
  first_name: string;
  last_name: string;
  nickname: string;
  date_of_birth: string;
  mobile_phone: string;
  postal_code: string;
  state: string;
  receive_promos: boolean;
  receive_sms_promos: boolean;
  terms_acceptance: boolean;
}

export type FieldName = keyof RegistrationValues;

export const EMPTY_VALUES: RegistrationValues = {
  email: '',
  password: '',
  password_confirmation: '',
  currency: '',
  country: '',
  first_name: '',
  last_name: '',
  nickname: '',
  date_of_birth: '',
  mobile_phone: '',
  postal_code: '',
  state: '',
  receive_promos: false,
  receive_sms_promos: false,
  terms_acceptance: false,
};

/**
 * The context's text fields in the order the form shows them. Which of them are required is
 * `requiredFieldsFor` (a context may show a field without insisting on it, PR-007).
 */
export function contextFields(fields: PlayerFieldsResponse | undefined): {
  shown: ContextTextField[];
  hasSmsPromos: boolean;
} {
  const context = new Set<string>(fields?.contexts.registration ?? []);
  const shown = CONTEXT_TEXT_FIELDS.filter(
    (name) => context.has(name) && name !== 'nickname',
  ) as ContextTextField[];
  return { shown, hasSmsPromos: context.has('receive_sms_promos') };
}

/** Account step of the two-step variant (SS-016 variant b); everything else is step two. */
export const ACCOUNT_STEP_FIELDS: readonly FieldName[] = [
  'email',
  'password',
  'password_confirmation',
  'currency',
];

/** Countries a visitor may register from, by name in the page's language. */
export function countryOptions(countries: readonly Country[], locale: string) {
  const names = displayNames(locale, 'region');
  return countries
    .filter(isPlayerCountry)
    .map((country) => ({ value: country.code, label: nameOf(names, country.code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Wallet currencies (never the demo FUN), named in the page's language. */
export function currencyOptions(currencies: readonly Currency[], locale: string) {
  const names = displayNames(locale, 'currency');
  return currencies
    .filter((currency) => !currency.demo)
    .map((currency) => {
      const name = nameOf(names, currency.code);
      return {
        value: currency.code,
        label: name !== currency.code ? `${currency.code} – ${name}` : currency.code,
      };
    });
}

/** The code itself when Intl has no name (crypto codes such as USDT are not ISO 4217). */
function nameOf(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

function displayNames(locale: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type });
  } catch {
    return null;
  }
}

/**
 * The visitor's country (a test geo as the country it stands for) when a player may live there,
 * else the project's default (§9: CA).
 */
export function initialCountry(
  countries: readonly Country[],
  visitorCountry: string | undefined,
  projectDefault: string | undefined,
): string {
  const offered = (code: string | undefined): code is string =>
    code !== undefined &&
    countries.some((country) => country.code === code && isPlayerCountry(country));
  const home = homeCountryOf(countries, visitorCountry);
  if (offered(home)) return home;
  if (offered(projectDefault)) return projectDefault;
  return '';
}

/** platform-core.md §5, §9: the country's currency when the brand offers it, else the default. */
export function currencyForCountry(
  country: string,
  countries: readonly Country[],
  currencies: readonly Currency[],
  fallback: string,
): string {
  const countryCurrency: Record<string, string> = {};
  for (const entry of countries) {
    if (entry.default_currency) countryCurrency[entry.code] = entry.default_currency;
  }
  const supported = currencies
    .filter((currency) => !currency.demo)
    .map((currency) => currency.code);
  return defaultCurrency(country, { countryCurrency, supported, fallback });
}

/** The `{{age}}` of VALIDATION.AGE_TOO_YOUNG for these values (VAL-027, VAL-028). */
export function minimumAgeOf(values: RegistrationValues): number {
  return minimumAge({
    country: values.country,
    state: values.state,
    postalCode: values.postal_code,
    product: 'casino',
  });
}

export interface Attribution {
  dfpc: string;
  stag?: string | undefined;
  affb_id?: string | undefined;
  variant: 'a' | 'b';
  captcha?: string | undefined;
}

/**
 * The `POST /api/users` body: shown fields only, blanks left out, e-mail trimmed; the terms box
 * goes as ticked or not so the schema's TERMS_REQUIRED speaks for an unticked one.
 */
export function registrationPayload(
  values: RegistrationValues,
  shown: readonly ContextTextField[],
  hasSmsPromos: boolean,
  attribution: Attribution,
): Record<string, unknown> {
  const user: Record<string, unknown> = {
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    receive_promos: values.receive_promos,
    terms_acceptance: values.terms_acceptance,
    dfpc: attribution.dfpc,
    variant: attribution.variant,
  };
  if (values.currency) user.currency = values.currency;
  if (values.country) user.country = values.country;
  const optional: ContextTextField[] = [...shown, 'nickname'];
  for (const name of optional) {
    const value = values[name].trim();
    if (value) user[name] = value;
  }
  if (hasSmsPromos) user.receive_sms_promos = values.receive_sms_promos;
  if (attribution.stag) user.stag = attribution.stag;
  if (attribution.affb_id) user.affb_id = attribution.affb_id;
  if (attribution.captcha) user.captcha = attribution.captcha;
  return user;
}
