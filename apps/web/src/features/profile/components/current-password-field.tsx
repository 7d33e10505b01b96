import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';

export interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
}

/**
 * AS-08 re-authentication: within 10 minutes of signing in the api does not need it, so it is
 * not required here; when it does, its 403 `reauth_required` lands on this field.
 */
export function CurrentPasswordField({ value, onChange, errors }: CurrentPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('PROFILE.FIELDS.CURRENT_PASSWORD')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      errors={errors}
      hint={t('PROFILE.FIELDS.CURRENT_PASSWORD_HINT')}
    />
  );
}

/** The optional `current_password` of a request: sent only when the player typed one. */
export const withCurrentPassword = (password: string) =>
  password === '' ? {} : { current_password: password };
