import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { useChangeEmail } from '../api/change-email';
import type { FieldErrors } from '../../../lib/field-errors';
import { FORM_ERROR, hasErrors } from '../../../lib/read-field-errors';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { profileFailure } from '../form-errors';
import { CurrentPasswordField, withCurrentPassword } from './current-password-field';
import { FormError, TextField } from '../../../components/form-field';
import styles from './profile.module.css';

export interface EmailCardProps {
  player: Player;
  onChanged: (player: Player) => void;
}

/** The sign-in address and its change (PUT /api/player/email; AS-08 re-authentication). */
export function EmailCard({ player, onChanged }: EmailCardProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const mutation = useChangeEmail((changed) => {
    onChanged(changed);
    setOpen(false);
    setPassword('');
    setEmail('');
    showToast(t('PROFILE.EMAIL.CHANGED', { email: changed.email ?? '' }), 'success');
  });
  const isConfirmed = Boolean(player.confirmed_at);

  const { errors, isBusy, onSubmit } = useFormSubmit({
    check: async () => {
      const { emailChangeRequestSchema, fieldErrors } = await import('../../../lib/contracts');
      const parsed = emailChangeRequestSchema.safeParse({
        email,
        ...withCurrentPassword(password),
      });
      const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
      return parsed.success && !hasErrors(found) ? { value: parsed.data } : { errors: found };
    },
    send: (request) => mutation.mutateAsync(request),
    readError: profileFailure,
  });

  return (
    <section className={styles.card} aria-labelledby="profile-email-title">
      <div className={styles.cardHead}>
        <h2 id="profile-email-title" className={styles.cardTitle}>
          {t('PROFILE.EMAIL.TITLE')}
        </h2>
        {isConfirmed ? (
          <span className={styles.statusOk}>
            <Icon name="check" size={14} />
            {t('PROFILE.EMAIL.CONFIRMED')}
          </span>
        ) : (
          <span className={styles.statusWarn}>{t('PROFILE.EMAIL.UNCONFIRMED')}</span>
        )}
      </div>
      <p className={styles.emailValue}>{player.email}</p>
      {isOpen ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('PROFILE.EMAIL.NEW')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            errors={errors.email}
            required
          />
          <CurrentPasswordField
            value={password}
            onChange={setPassword}
            errors={errors.current_password}
          />
          <FormError messages={errors[FORM_ERROR]} />
          <div className={styles.actions}>
            <Button type="submit" disabled={isBusy}>
              {t('PROFILE.EMAIL.SUBMIT')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('PROFILE.ACTIONS.CANCEL')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('PROFILE.EMAIL.CHANGE')}
          </Button>
        </div>
      )}
    </section>
  );
}
