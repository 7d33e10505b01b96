import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Country, Currency } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { requiredFieldsFor } from '@croupier/domain/player/player-fields';
import { Button } from '../../../components/button';
import { showToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { getCookie } from '../../../lib/cookies';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { checkEmail } from '../api/check-email';
import { usePlayerFields } from '../api/get-player-fields';
import { register } from '../api/register';
import { readFailure, statusMessageKey } from '../auth-errors';
import { CaptchaField } from '../captcha/captcha-field';
import { waitForCaptcha } from '../captcha/wait-for-captcha';
import { AuthFrame } from '../components/auth-frame';
import {
  CheckboxField,
  FormError,
  otherErrors,
  SelectField,
  TextField,
} from '../../../components/form-field';
import { withRedirect } from '../credentials';
import { dfpc } from '../dfpc';
import {
  ACCOUNT_STEP_FIELDS,
  EMPTY_VALUES,
  contextFields,
  countryOptions,
  currencyForCountry,
  currencyOptions,
  initialCountry,
  minimumAgeOf,
  registrationPayload,
  type ContextTextField,
  type FieldName,
  type RegistrationValues,
} from './registration-fields';
import { validateRegistration, type Errors } from './validate-registration';
import styles from '../components/auth-frame.module.css';

export interface RegistrationFormProps {
  /** Where the player was going (RT-046). */
  redirect: string | null;
  /** SS-016: b splits the form in two steps (account first, then personal details). */
  variant: 'a' | 'b';
  countries: readonly Country[];
  currencies: readonly Currency[];
  /** The visitor's country as the api resolved it (project info). */
  visitorCountry?: string | undefined;
  /** platform-core.md §9: CA. */
  defaultCountry?: string | undefined;
  /** platform-core.md §9: EUR. */
  fallbackCurrency: string;
  locale: string;
  /** The player is signed in (201): the caller starts the session and moves on. */
  onRegistered: (player: Player) => void;
}

const FIELD_INPUT: Record<
  ContextTextField,
  { autoComplete: string; inputMode?: 'tel' | 'numeric' }
> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  nickname: { autoComplete: 'nickname' },
  date_of_birth: { autoComplete: 'off', inputMode: 'numeric' },
  mobile_phone: { autoComplete: 'tel', inputMode: 'tel' },
  postal_code: { autoComplete: 'postal-code' },
  state: { autoComplete: 'address-level1' },
};

const FIELD_LABEL: Record<ContextTextField, string> = {
  first_name: 'AUTH.FIELDS.FIRST_NAME',
  last_name: 'AUTH.FIELDS.LAST_NAME',
  nickname: 'AUTH.FIELDS.NICKNAME',
  date_of_birth: 'AUTH.FIELDS.DATE_OF_BIRTH',
  mobile_phone: 'AUTH.FIELDS.MOBILE_PHONE',
  postal_code: 'AUTH.FIELDS.POSTAL_CODE',
  state: 'AUTH.FIELDS.STATE',
};

const withoutField = (errors: Errors, name: string): Errors =>
  name in errors
    ? Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name))
    : errors;

/**
 * The registration popup (platform-core.md §2.4, §7; SS-012..SS-016, SS-024): the brand's
 * registration fields checked with the contract the api uses, on blur and on submit; the
 * e-mail checked live; the api's 422 shown in place.
 */
export function RegistrationForm({
  redirect,
  variant,
  countries,
  currencies,
  visitorCountry,
  defaultCountry,
  fallbackCurrency,
  locale,
  onRegistered,
}: RegistrationFormProps) {
  const { t } = useTranslation();
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
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [isBusy, setBusy] = useState(false);
  const [hasCaptcha, setHasCaptcha] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaKey = useRef<string | null>(null);
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

  const isTwoStep = variant === 'b';
  const stepFields = (which: 1 | 2): FieldName[] => {
    if (!isTwoStep) return Object.keys(EMPTY_VALUES) as FieldName[];
    const all = Object.keys(EMPTY_VALUES) as FieldName[];
    return which === 1
      ? [...ACCOUNT_STEP_FIELDS]
      : all.filter((name) => !ACCOUNT_STEP_FIELDS.includes(name));
  };

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
    setServerErrors((current) => withoutField(current, name));
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

  const errorsOf = (name: string): string[] | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    if (name === 'email' && emailTaken) return ['VALIDATION.EMAIL_TAKEN'];
    return touched.has(name) ? clientErrors[name] : undefined;
  };

  const ageValues = { age: minimumAgeOf(values) };

  async function send(withCaptcha: boolean): Promise<void> {
    let captcha: string | undefined;
    if (withCaptcha) {
      const key = await waitForCaptcha(() => captchaKey.current);
      if (key === null) {
        setServerErrors({ captcha: ['AUTH.CAPTCHA.NOT_READY'] });
        return;
      }
      captcha = key;
    }
    try {
      const player = await register(
        payloadOf(values, captcha, await dfpc()) as Parameters<typeof register>[0],
      );
      showToast(t('AUTH.REGISTRATION.WELCOME', { email: values.email.trim() }), 'success');
      onRegistered(player);
    } catch (error) {
      if (captcha) {
        captchaKey.current = null;
        setCaptchaRound((round) => round + 1);
      }
      const failure = readFailure(error);
      if (!failure) {
        setServerErrors({ base: ['AUTH.ERRORS.UNAVAILABLE'] });
        return;
      }
      const status = statusMessageKey(failure.status);
      if (status) {
        setServerErrors({ base: [status] });
        return;
      }
      if (failure.needsCaptcha && !withCaptcha) {
        setHasCaptcha(true);
        setServerErrors({});
        await send(true);
        return;
      }
      setServerErrors(failure.fields);
      if (
        isTwoStep &&
        Object.keys(failure.fields).some((f) => stepFields(1).includes(f as FieldName))
      )
        setStep(1);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const fields = stepFields(isTwoStep ? step : 1);
    const nextTouched = new Set([...touched, ...fields]);
    setTouched(nextTouched);
    setBusy(true);
    try {
      const errors = await validate(values);
      setClientErrors(errors);
      const blocking = Object.keys(errors).filter((name) =>
        isTwoStep && step === 1 ? fields.includes(name as FieldName) : true,
      );
      if (blocking.length > 0 || emailTaken) {
        if (
          isTwoStep &&
          step === 2 &&
          blocking.some((f) => stepFields(1).includes(f as FieldName))
        ) {
          setTouched(new Set([...nextTouched, ...stepFields(1)]));
          setStep(1);
        }
        return;
      }
      if (isTwoStep && step === 1) {
        setStep(2);
        return;
      }
      await send(hasCaptcha);
    } finally {
      setBusy(false);
    }
  }

  const textField = (name: ContextTextField, isRequired: boolean) => (
    <TextField
      key={name}
      label={t(FIELD_LABEL[name])}
      name={name}
      value={values[name]}
      onChange={(value) => set(name, value)}
      onBlur={() => onBlur(name)}
      errors={errorsOf(name)}
      errorValues={name === 'date_of_birth' ? ageValues : undefined}
      placeholder={name === 'date_of_birth' ? t('AUTH.FIELDS.DATE_PLACEHOLDER') : undefined}
      hint={name === 'nickname' && !isRequired ? t('AUTH.FIELDS.OPTIONAL') : undefined}
      required={isRequired}
      {...FIELD_INPUT[name]}
    />
  );

  const accountFields: ReactNode = (
    <>
      <TextField
        label={t('AUTH.FIELDS.EMAIL')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(value) => set('email', value)}
        onBlur={() => onBlur('email')}
        errors={errorsOf('email')}
        hint={
          emailTaken ? (
            <LocaleLink to={withRedirect(paths.signIn.path, redirect)} className={styles.link}>
              {t('AUTH.REGISTRATION.SIGN_IN_INSTEAD')}
            </LocaleLink>
          ) : undefined
        }
        required
      />
      <div className={styles.row}>
        <TextField
          label={t('AUTH.FIELDS.PASSWORD')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={(value) => set('password', value)}
          onBlur={() => onBlur('password')}
          errors={errorsOf('password')}
          hint={errorsOf('password') ? undefined : t('AUTH.FIELDS.PASSWORD_HINT')}
          required
        />
        <TextField
          label={t('AUTH.FIELDS.PASSWORD_CONFIRMATION')}
          type="password"
          name="password-confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(value) => set('password_confirmation', value)}
          onBlur={() => onBlur('password_confirmation')}
          errors={errorsOf('password_confirmation')}
          required
        />
      </div>
    </>
  );

  const currencyField = (
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
  const countryField = (
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

  const personalFields: ReactNode = (
    <>
      {shown.map((name) => textField(name, required.has(name)))}
      {textField('nickname', isNicknameRequired)}
      <CheckboxField
        label={t('AUTH.FIELDS.RECEIVE_PROMOS')}
        checked={values.receive_promos}
        onChange={(checked) => set('receive_promos', checked)}
      />
      {hasSmsPromos ? (
        <CheckboxField
          label={t('AUTH.FIELDS.RECEIVE_SMS_PROMOS')}
          checked={values.receive_sms_promos}
          onChange={(checked) => set('receive_sms_promos', checked)}
        />
      ) : null}
      <CheckboxField
        label={
          <Trans
            i18nKey="AUTH.FIELDS.TERMS"
            components={{
              terms: (
                <LocaleLink
                  to={paths.termsAndConditions.getHref()}
                  target="_blank"
                  rel="noopener"
                />
              ),
            }}
          />
        }
        checked={values.terms_acceptance}
        onChange={(checked) => set('terms_acceptance', checked)}
        onBlur={() => onBlur('terms_acceptance')}
        errors={errorsOf('terms_acceptance')}
        required
      />
    </>
  );

  const drawn = [...Object.keys(EMPTY_VALUES), 'captcha'];
  const formErrors = otherErrors(serverErrors, drawn);

  return (
    <AuthFrame
      title={t('AUTH.REGISTRATION.TITLE')}
      subtitle={t('AUTH.REGISTRATION.SUBTITLE')}
      footer={
        <>
          <span>{t('AUTH.REGISTRATION.HAVE_ACCOUNT')}</span>
          <LocaleLink to={withRedirect(paths.signIn.path, redirect)} className={styles.link}>
            {t('AUTH.REGISTRATION.TO_LOGIN')}
          </LocaleLink>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-variant={variant}
      >
        {isTwoStep ? (
          <ol className={styles.steps} aria-label={t('AUTH.REGISTRATION.STEPS')}>
            <li aria-current={step === 1 ? 'step' : undefined}>
              {t('AUTH.REGISTRATION.STEP_ACCOUNT')}
            </li>
            <li aria-current={step === 2 ? 'step' : undefined}>
              {t('AUTH.REGISTRATION.STEP_DETAILS')}
            </li>
          </ol>
        ) : null}
        <FormError messages={formErrors} />
        {isTwoStep ? (
          step === 1 ? (
            <>
              {accountFields}
              {currencyField}
            </>
          ) : (
            <>
              {countryField}
              {personalFields}
            </>
          )
        ) : (
          <>
            {accountFields}
            <div className={styles.row}>
              {countryField}
              {currencyField}
            </div>
            {personalFields}
          </>
        )}
        {hasCaptcha && (!isTwoStep || step === 2) ? (
          <CaptchaField
            key={captchaRound}
            onChange={(key) => {
              captchaKey.current = key;
            }}
            errors={serverErrors.captcha}
          />
        ) : null}
        <div className={styles.actions}>
          {isTwoStep && step === 2 ? (
            <Button variant="outline" size="lg" onClick={() => setStep(1)}>
              {t('AUTH.REGISTRATION.BACK')}
            </Button>
          ) : null}
          <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
            {isTwoStep && step === 1
              ? t('AUTH.REGISTRATION.NEXT')
              : isBusy
                ? t('AUTH.REGISTRATION.SUBMITTING')
                : t('AUTH.REGISTRATION.SUBMIT')}
          </Button>
        </div>
      </form>
    </AuthFrame>
  );
}
