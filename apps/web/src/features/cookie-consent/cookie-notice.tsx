import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { paths } from '../../config/paths';
import { getCookie, setCookie } from '../../lib/cookies';
import { LocaleLink } from '../../lib/i18n/locale-link';
import styles from './cookie-notice.module.css';

/** platform-core.md §4 Cookie notice, §9: `cookies_accepted`, kept 1 year (SH-034). */
export const COOKIES_ACCEPTED_COOKIE = 'cookies_accepted';
export const COOKIES_ACCEPTED_DAYS = 365;

export interface CookieNoticeProps {
  /** RT-058: the shell hides the notice on the sign-up page. */
  isSuppressed?: boolean;
}

export function CookieNotice({ isSuppressed = false }: CookieNoticeProps) {
  const { t } = useTranslation();
  const [isAccepted, setAccepted] = useState(
    () => getCookie(COOKIES_ACCEPTED_COOKIE) !== undefined,
  );
  if (isAccepted || isSuppressed) return null;
  const accept = () => {
    setCookie(COOKIES_ACCEPTED_COOKIE, 'true', COOKIES_ACCEPTED_DAYS);
    setAccepted(true);
  };
  return (
    <section className={styles.notice} aria-label={t('COOKIE_NOTICE.LABEL')}>
      <Icon name="cookie" size={28} className={styles.icon} />
      <p className={styles.text}>
        {t('COOKIE_NOTICE.TEXT')}{' '}
        <LocaleLink to={paths.cookiePolicy.getHref()}>{t('COOKIE_NOTICE.POLICY')}</LocaleLink>.
      </p>
      <Button variant="primary" onClick={accept} className={styles.accept}>
        {t('COOKIE_NOTICE.ACCEPT')}
      </Button>
    </section>
  );
}
