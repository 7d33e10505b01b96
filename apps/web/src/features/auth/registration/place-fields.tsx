import { useTranslation } from 'react-i18next';
import type { Country, Currency } from '@croupier/contracts/info';
import { SelectField } from '../../../components/form-field';
import type { RegistrationFieldProps } from './registration-field-props';
import { countryOptions, currencyOptions } from './registration-fields';

/** The account's currency (platform-core.md §9: the country's, EUR without one). */
export function CurrencyField({
  values,
  set,
  onBlur,
  errorsOf,
  currencies,
  locale,
}: RegistrationFieldProps & { currencies: readonly Currency[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('AUTH.FIELDS.CURRENCY')}
      value={values.currency}
      onChange={(value) => set('currency', value)}
      onBlur={() => onBlur('currency')}
      options={currencyOptions(currencies, locale)}
      placeholder={values.currency ? undefined : t('AUTH.FIELDS.CHOOSE')}
      errors={errorsOf('currency')}
      required
    />
  );
}

/** The player's country (platform-core.md §5: the visitor's own until they pick another). */
export function CountryField({
  values,
  set,
  onBlur,
  errorsOf,
  countries,
  locale,
}: RegistrationFieldProps & { countries: readonly Country[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('AUTH.FIELDS.COUNTRY')}
      value={values.country}
      onChange={(value) => set('country', value)}
      onBlur={() => onBlur('country')}
      options={countryOptions(countries, locale)}
      placeholder={values.country ? undefined : t('AUTH.FIELDS.CHOOSE')}
      autoComplete="country"
      errors={errorsOf('country')}
      required
    />
  );
}
