import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { withRedirect } from '../credentials';
import type { RegistrationFieldProps } from './registration-field-props';
import styles from '../components/auth-frame.module.css';

export interface AccountFieldsProps extends RegistrationFieldProps {
  /** SS-014: an address that already has an account links to sign-in instead. */
  isEmailTaken: boolean;
  redirect: string | null;
}

/** The account: e-mail, password and its confirmation (the first step of variant b). */
export function AccountFields({
  values,
  set,
  onBlur,
  errorsOf,
  isEmailTaken,
  redirect,
}: AccountFieldsProps) {
  const { t } = useTranslation();
  return (
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
          isEmailTaken ? (
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
}
