import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { useEmailConfirmation } from './api/confirm-email';
import { readFailure } from './auth-errors';
import { AuthFrame } from './components/auth-frame';
import { EmailVerifyForm } from './email-verify-form';
import styles from './components/auth-frame.module.css';

export interface ConfirmationScreenProps {
  /** `confirmation_token` from the mail's link (RT-014 keeps it through the redirect). */
  token: string | null;
  /** The signed-in player's address, for the resend form. */
  email?: string | null | undefined;
  /** The api's answer: the confirmed player (signed in) or `{}` (a guest). */
  onConfirmed: (player: Player) => void;
  onDone: () => void;
}

/**
 * The e-mail confirmation popup (SS-019, RT-023): the link's token is sent once; success says
 * so and refreshes the player, a bad or used link says that and offers a new one.
 */
export function ConfirmationScreen({ token, email, onConfirmed, onDone }: ConfirmationScreenProps) {
  const { t } = useTranslation();
  const confirmation = useEmailConfirmation(token ?? '');
  const reported = useRef(false);
  const player = confirmation.data;

  useEffect(() => {
    if (!player || reported.current) return;
    reported.current = true;
    onConfirmed(player);
  }, [player, onConfirmed]);

  if (token && confirmation.isPending) {
    return (
      <AuthFrame title={t('AUTH.CONFIRMATION.TITLE')}>
        <p className={styles.lead} role="status">
          {t('AUTH.CONFIRMATION.CHECKING')}
        </p>
      </AuthFrame>
    );
  }

  if (player) {
    return (
      <AuthFrame title={t('AUTH.CONFIRMATION.TITLE')}>
        <div className={[styles.notice, styles.success].join(' ')} role="status">
          <Icon name="check" size={20} />
          <p>{t('AUTH.CONFIRMATION.DONE')}</p>
        </div>
        <Button size="lg" block onClick={onDone}>
          {t('AUTH.CONFIRMATION.CONTINUE')}
        </Button>
      </AuthFrame>
    );
  }

  const failure = readFailure(confirmation.error);
  const reason =
    !token || failure?.fields.confirmation_token
      ? t('AUTH.CONFIRMATION.INVALID')
      : t('AUTH.ERRORS.UNAVAILABLE');
  return (
    <AuthFrame title={t('AUTH.CONFIRMATION.TITLE')}>
      <div className={[styles.notice, styles.danger].join(' ')} role="alert">
        <Icon name="alert" size={20} />
        <p>{reason}</p>
      </div>
      <p className={styles.lead}>{t('AUTH.CONFIRMATION.RESEND_INTRO')}</p>
      <EmailVerifyForm email={email} />
    </AuthFrame>
  );
}
