import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../components/button';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { updateDetails } from './api/update-details';
import { readFailure, statusMessageKey } from './auth-errors';
import { FormError, otherErrors, TextField } from '../../components/form-field';
import styles from './components/auth-frame.module.css';
import { useFormSubmit } from '../../lib/use-form-submit';

export interface TermsPopupProps {
  /** `auth_fields_missed` of the signed-in player (SS-034). */
  missing: readonly string[];
  onAccepted: (player: Player) => void;
}

/**
 * platform-core.md §3, §4 (SH-028, SS-022, SS-023, SS-034): a player created through an auth
 * provider accepts the terms (and gives an e-mail when that is missing too) before playing on.
 * While the terms are missing the popup is forced: no close button, no Escape, no overlay.
 */
export function TermsPopup({ missing, onAccepted }: TermsPopupProps) {
  const { t } = useTranslation();
  const needsEmail = missing.includes('email');
  const needsTerms = missing.includes('terms_acceptance');
  const [email, setEmail] = useState('');
  const { errors, isBusy, onSubmit } = useFormSubmit({
    check: () =>
      needsEmail && !email.trim()
        ? { errors: { email: ['VALIDATION.REQUIRED'] } }
        : { value: undefined },
    send: async () => {
      const player = await updateDetails({
        ...(needsTerms ? { terms_acceptance: true as const } : {}),
        ...(needsEmail ? { email: email.trim() } : {}),
      });
      onAccepted(player);
    },
    readError: (error) => {
      const failure = readFailure(error);
      const status = failure ? statusMessageKey(failure.status) : 'AUTH.ERRORS.UNAVAILABLE';
      return status ? { base: [status] } : (failure?.fields ?? {});
    },
    keepsErrorsWhileSending: true,
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <header className={styles.header}>
        <h2 className={styles.title}>{t('AUTH.TERMS.TITLE')}</h2>
      </header>
      <p className={styles.lead}>
        <Trans
          i18nKey="AUTH.TERMS.TEXT"
          components={{
            terms: (
              <LocaleLink
                to={paths.termsAndConditions.getHref()}
                target="_blank"
                rel="noopener"
                className={styles.link}
              />
            ),
          }}
        />
      </p>
      <FormError messages={otherErrors(errors, ['email'])} />
      {needsEmail ? (
        <TextField
          label={t('AUTH.FIELDS.EMAIL')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          errors={errors.email}
          required
        />
      ) : null}
      {needsTerms || needsEmail ? (
        <Button type="submit" size="lg" block disabled={isBusy} aria-busy={isBusy}>
          {t('AUTH.TERMS.ACCEPT')}
        </Button>
      ) : null}
    </form>
  );
}
