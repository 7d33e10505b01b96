import { useEffect, useRef, useState } from 'react';
import type { Country, Currency } from '@croupier/contracts/info';
import { requiredFieldsFor } from '@croupier/domain/player/player-fields';
import type { FieldErrors } from '../../../lib/field-errors';
import { getCookie } from '../../../lib/cookies';
import { checkEmail } from '../api/check-email';
import { usePlayerFields } from '../../../lib/player-fields';
import {
  EMPTY_VALUES,
  contextFields,
  currencyForCountry,
  initialCountry,
  registrationPayload,
  type FieldName,
  type RegistrationValues,
} from './registration-fields';
import { validateRegistration } from './validate-registration';

export interface RegistrationValuesInput {
  variant: 'a' | 'b';
  countries: readonly Country[];
  currencies: readonly Currency[];
  visitorCountry?: string | undefined;
  defaultCountry?: string | undefined;
  fallbackCurrency: string;
}

/** `errors` without `name`'s messages (the same object when it has none). */
export const withoutField = (errors: FieldErrors, name: string): FieldErrors =>
  name in errors
    ? Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name))
    : errors;

/**
 * What the player entered in the registration form and what the site's own checks say about
 * it (SS-013, SS-014): the brand's registration fields, the defaults for country and currency,
 * errors shown once a field was left (or the form submitted), the e-mail checked live.
 */
export function useRegistrationValues({
  variant,
  countries,
  currencies,
  visitorCountry,
  defaultCountry,
  fallbackCurrency,
}: RegistrationValuesInput) {
  const { data: playerFields } = usePlayerFields();
  const { shown, hasSmsPromos } = contextFields(playerFields);
  // The same rule as the api's (PR-006).
  const required = new Set(playerFields ? requiredFieldsFor(playerFields, 'registration') : []);
  const requiredShown = shown.filter((name) => required.has(name));
  const isNicknameRequired = required.has('nickname');

  // Country and currency stay empty until the player picks one: empty means "the default",
  // the visitor's country and its currency (platform-core.md §5, §9), known once lists arrive.
  const [entered, setEntered] = useState<RegistrationValues>(EMPTY_VALUES);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const country = entered.country || initialCountry(countries, visitorCountry, defaultCountry);
  const values: RegistrationValues = {
    ...entered,
    country,
    currency:
      entered.currency || currencyForCountry(country, countries, currencies, fallbackCurrency),
  };
  const latestEmail = useRef(values.email);
  useEffect(() => {
    latestEmail.current = values.email;
  }, [values.email]);

  const payloadOf = (current: RegistrationValues, captcha?: string, fingerprint = '') =>
    registrationPayload(current, shown, hasSmsPromos, {
      dfpc: fingerprint,
      stag: getCookie('stag'),
      affb_id: getCookie('affb_id'),
      variant,
      captcha,
    });

  const validate = (current: RegistrationValues) =>
    validateRegistration(payloadOf(current), current, requiredShown, new Date()).then((errors) => {
      if (isNicknameRequired && !current.nickname.trim()) errors.nickname = ['VALIDATION.REQUIRED'];
      return errors;
    });

  const set = <K extends FieldName>(name: K, value: RegistrationValues[K]) => {
    setEntered((current) => ({ ...current, [name]: value }));
    if (name === 'email') setEmailTaken(null);
    // An error shown for this field goes as soon as the change fixes it (a ticked terms box
    // has no blur to wait for); a new error still waits for blur or submit.
    if (clientErrors[name]) {
      void validate({ ...values, [name]: value }).then((errors) => {
        if (!errors[name]) setClientErrors((current) => withoutField(current, name));
      });
    }
  };

  const onBlur = (name: FieldName) => {
    const current = values;
    void validate(current).then((errors) => {
      // Marked touched together with fresh errors: a message from an older check must not
      // flash (and shift the form) while this one runs.
      setClientErrors(errors);
      setTouched((touchedNow) => new Set(touchedNow).add(name));
      // SS-014: a well-formed address is checked against existing accounts right away.
      if (name === 'email' && !errors.email && current.email.trim()) {
        const email = current.email.trim();
        void checkEmail(email)
          .then((exists) => {
            if (latestEmail.current.trim() === email) setEmailTaken(exists ? email : null);
          })
          .catch(() => undefined);
      }
    });
  };

  /** The site's own message for a field: a taken e-mail, or a check's once it was touched. */
  const clientErrorsOf = (name: string): string[] | undefined => {
    if (name === 'email' && emailTaken) return ['VALIDATION.EMAIL_TAKEN'];
    return touched.has(name) ? clientErrors[name] : undefined;
  };

  return {
    values,
    set,
    onBlur,
    validate,
    payloadOf,
    clientErrorsOf,
    touched,
    setTouched,
    setClientErrors,
    emailTaken,
    shown,
    hasSmsPromos,
    required,
    isNicknameRequired,
  };
}

export type RegistrationValuesState = ReturnType<typeof useRegistrationValues>;
