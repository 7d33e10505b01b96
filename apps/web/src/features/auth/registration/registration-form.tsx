import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, Currency } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../../components/button';
import { FormError, otherErrors } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { CaptchaField } from '../captcha/captcha-field';
import { AuthFrame } from '../components/auth-frame';
import { withRedirect } from '../credentials';
import { AccountFields } from './account-fields';
import { PersonalFields } from './personal-fields';
import { CountryField, CurrencyField } from './place-fields';
import type { RegistrationFieldProps } from './registration-field-props';
import { EMPTY_VALUES } from './registration-fields';
import { RegistrationGiftPicker } from './registration-gift-picker';
import { useRegistrationSubmit } from './use-registration-submit';
import { useRegistrationValues, withoutField } from './use-registration-values';
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

const DRAWN = [...Object.keys(EMPTY_VALUES), 'captcha'];

/**
 * The registration popup (platform-core.md §2.4, §7; SS-012..SS-016, SS-024): the brand's
 * registration fields checked with the contract the api uses, on blur and on submit; the
 * e-mail checked live; the api's 422 shown in place.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { redirect, variant, countries, currencies, locale, onRegistered } = props;
  const { t } = useTranslation();
  const isTwoStep = variant === 'b';
  const [step, setStep] = useState<1 | 2>(1);
  const fields = useRegistrationValues(props);
  const [giftId, setGiftId] = useState<number | null>(null);
  const submit = useRegistrationSubmit({
    fields,
    isTwoStep,
    step,
    setStep,
    onRegistered,
    giftId,
  });
  const { errors: serverErrors, isBusy } = submit;

  const fieldProps: RegistrationFieldProps = {
    values: fields.values,
    set: (name, value) => {
      fields.set(name, value);
      submit.setErrors((current) => withoutField(current, name));
    },
    onBlur: fields.onBlur,
    errorsOf: (name) => serverErrors[name] ?? fields.clientErrorsOf(name),
  };
  const accountFields = (
    <AccountFields {...fieldProps} isEmailTaken={fields.emailTaken !== null} redirect={redirect} />
  );
  const currencyField = <CurrencyField {...fieldProps} currencies={currencies} locale={locale} />;
  const countryField = <CountryField {...fieldProps} countries={countries} locale={locale} />;
  const personalFields = (
    <PersonalFields
      {...fieldProps}
      shown={fields.shown}
      required={fields.required}
      isNicknameRequired={fields.isNicknameRequired}
      hasSmsPromos={fields.hasSmsPromos}
    />
  );

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
      <form className={styles.form} onSubmit={submit.onSubmit} noValidate data-variant={variant}>
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
        <FormError messages={otherErrors(serverErrors, DRAWN)} />
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
        {!isTwoStep || step === 2 ? (
          <RegistrationGiftPicker
            currency={fields.values.currency || null}
            value={giftId}
            onChange={setGiftId}
          />
        ) : null}
        {submit.hasCaptcha && (!isTwoStep || step === 2) ? (
          <CaptchaField
            key={submit.captchaRound}
            onChange={submit.onCaptchaKey}
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
