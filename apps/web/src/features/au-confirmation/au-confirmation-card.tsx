import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { paths } from '../../config/paths';
import { getCookie, setCookie } from '../../lib/cookies';
import { useLocalePath } from '../../lib/i18n/locale-link';
import styles from './au-confirmation-card.module.css';

/** platform-core.md §4, §9: the approval cookie is effectively permanent (SH-035). */
export const AU_APPROVAL_COOKIE = 'au_confirmed';
export const AU_APPROVAL_DAYS = 3650;
/** AU, and KW: the fake-Australia test geo (platform-core.md §9). */
export const AU_CARD_COUNTRIES: readonly string[] = ['AU', 'KW'];

export interface AuConfirmationCardProps {
  country: string | undefined;
  isLoggedIn: boolean;
  /** RT-058: the shell hides the card on /oops. */
  isSuppressed?: boolean;
}

/**
 * The Australian confirmation card: logged-out visitors in AU (or KW) without the approval
 * cookie must confirm; declining goes to /oops.
 */
export function AuConfirmationCard({
  country,
  isLoggedIn,
  isSuppressed = false,
}: AuConfirmationCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const [isApproved, setApproved] = useState(() => getCookie(AU_APPROVAL_COOKIE) !== undefined);
  const approveRef = useRef<HTMLButtonElement>(null);
  const isShown =
    !isSuppressed &&
    !isLoggedIn &&
    !isApproved &&
    country !== undefined &&
    AU_CARD_COUNTRIES.includes(country);

  useEffect(() => {
    if (isShown) approveRef.current?.focus();
  }, [isShown]);

  if (!isShown) return null;
  const approve = () => {
    setCookie(AU_APPROVAL_COOKIE, '1', AU_APPROVAL_DAYS);
    setApproved(true);
  };
  const decline = () => {
    void navigate(toHref(paths.oops.getHref()));
  };
  return (
    <div className={styles.overlay}>
      <div
        className={styles.card}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="au-card-title"
        aria-describedby="au-card-text"
      >
        <span className={styles.icon}>
          <Icon name="shield" size={28} />
        </span>
        <h2 id="au-card-title" className={styles.title}>
          {t('AU_CARD.TITLE')}
        </h2>
        <p id="au-card-text" className={styles.text}>
          {t('AU_CARD.TEXT')}
        </p>
        <div className={styles.actions}>
          <Button ref={approveRef} variant="primary" size="lg" block onClick={approve}>
            {t('AU_CARD.APPROVE')}
          </Button>
          <Button variant="ghost" size="lg" block onClick={decline}>
            {t('AU_CARD.DECLINE')}
          </Button>
        </div>
      </div>
    </div>
  );
}
