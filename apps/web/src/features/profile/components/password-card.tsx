import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { passwordProblems } from '@croupier/domain/player/password-policy';
import { Button } from '../../../components/button';
import { showToast } from '../../../components/toast';
import { useChangePassword } from '../api/change-password';
import { profileKeys } from '../api/profile-keys';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_ERROR, hasErrors } from '../../../lib/read-field-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { profileFailure } from '../form-errors';
import { CurrentPasswordField, withCurrentPassword } from './current-password-field';
import { FormError, SwitchField, TextField } from '../../../components/form-field';
import styles from './profile.module.css';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password (AS-02 policy, AS-06, AS-08): current + new + confirmation, checked with the
 * contract the api uses before sending; other devices are signed out unless the player keeps
 * them (AS-06 "when chosen").
 */
export function PasswordCard({ player }: { player: Player }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [endOthers, setEndOthers] = useState(true);
  const mutation = useChangePassword((request) => {
    setValues(EMPTY);
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    const ended = request.end_other_sessions !== false;
    showToast(t(ended ? 'PROFILE.PASSWORD.CHANGED' : 'PROFILE.PASSWORD.CHANGED_KEPT'), 'success');
  });
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit({
    check: async () => {
      const { passwordChangeRequestSchema, fieldErrors, PASSWORD_PROBLEM_KEYS } =
        await import('../../../lib/contracts');
      const parsed = passwordChangeRequestSchema.safeParse({
        password: values.password,
        password_confirmation: values.password_confirmation,
        end_other_sessions: endOthers,
        ...withCurrentPassword(values.current_password),
      });
      const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
      // AS-02: the api refuses a password holding the e-mail name or nickname; say so first.
      const identity = { email: player.email, nickname: player.nickname };
      if (
        !found.password &&
        passwordProblems(values.password, identity).includes('contains_identity')
      )
        found.password = [PASSWORD_PROBLEM_KEYS.contains_identity];
      return parsed.success && !hasErrors(found) ? { value: parsed.data } : { errors: found };
    },
    send: (request) => mutation.mutateAsync(request),
    readError: profileFailure,
  });
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <section className={styles.card} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className={styles.cardTitle}>
        {t('PROFILE.PASSWORD.TITLE')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <CurrentPasswordField
          value={values.current_password}
          onChange={set('current_password')}
          errors={errors.current_password}
        />
        <TextField
          label={t('PROFILE.PASSWORD.NEW')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          errors={errors.password}
          hint={t('PROFILE.PASSWORD.RULES')}
          required
        />
        <TextField
          label={t('PROFILE.PASSWORD.CONFIRMATION')}
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          errors={errors.password_confirmation}
          required
        />
        <SwitchField
          label={t('PROFILE.PASSWORD.END_OTHERS')}
          description={t('PROFILE.PASSWORD.END_OTHERS_TEXT')}
          checked={endOthers}
          onChange={setEndOthers}
        />
        <FormError messages={errors[FORM_ERROR]} />
        <div className={styles.actions}>
          <Button type="submit" disabled={isBusy}>
            {t('PROFILE.PASSWORD.SUBMIT')}
          </Button>
        </div>
      </form>
    </section>
  );
}
