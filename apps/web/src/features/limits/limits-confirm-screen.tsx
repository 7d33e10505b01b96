import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UserLimit } from '@croupier/contracts/limits';
import { buttonClassName } from '../../components/button';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLocale } from '../../lib/i18n/use-locale';
import { useConfirmLimit } from './api/confirm-limit';
import { formatDateTime } from '../../lib/format-date';
import { limitNameKey } from './limit-names';
import styles from './limits-confirm-screen.module.css';

/** A 4xx: the token is unknown, used or expired (RG-02 "token replay → 4xx"). */
const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

function successText(
  t: (key: string, values?: Record<string, unknown>) => string,
  limit: UserLimit,
  locale: string,
): string {
  const name = t(limitNameKey(limit));
  if (limit.status === 'pending_increase' && limit.pending) {
    return t(
      limit.pending.removal
        ? 'LIMITS.CONFIRM_SCREEN.SUCCESS_REMOVAL'
        : 'LIMITS.CONFIRM_SCREEN.SUCCESS_EFFECTIVE',
      { name, date: formatDateTime(limit.pending.effective_at, locale) },
    );
  }
  return t('LIMITS.CONFIRM_SCREEN.SUCCESS_NOW', { name });
}

/**
 * `/profile/limits/confirm?token=…` (platform-core.md §2.2; RT-012, LM-004): the mailed link's
 * confirmation of a raise or removal. It sends the token once, then says when the change takes
 * effect, or that the link no longer works, with the way back to the limits.
 */
export function LimitsConfirmScreen() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmLimit();
  const sentFor = useRef<string | null>(null);
  useDocumentMeta({ title: t('LIMITS.CONFIRM_SCREEN.TITLE') });

  const { mutate } = confirm;
  useEffect(() => {
    // The token is single-use: a second send (StrictMode, a re-render) would only fail.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const toLimits = (
    <LocaleLink className={buttonClassName()} to={paths.profile.limits.getHref()}>
      {t('LIMITS.CONFIRM_SCREEN.TO_LIMITS')}
    </LocaleLink>
  );

  let body;
  if (!token || (confirm.isError && isInvalidLink(confirm.error))) {
    body = (
      <>
        <span className={[styles.art, styles.artDanger].join(' ')} aria-hidden="true">
          <Icon name="link" size={32} />
        </span>
        <h1 className={styles.title}>{t('LIMITS.CONFIRM_SCREEN.INVALID_TITLE')}</h1>
        <p className={styles.text}>{t('LIMITS.CONFIRM_SCREEN.INVALID_TEXT')}</p>
        <div className={styles.actions}>{toLimits}</div>
      </>
    );
  } else if (confirm.isError) {
    body = (
      <>
        <span className={[styles.art, styles.artDanger].join(' ')} aria-hidden="true">
          <Icon name="alert" size={32} />
        </span>
        <h1 className={styles.title}>{t('LIMITS.CONFIRM_SCREEN.TITLE')}</h1>
        <p className={styles.text} role="alert">
          {t('LIMITS.CONFIRM_SCREEN.ERROR_TEXT')}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => mutate(token)}>{t('LIMITS.ACTIONS.RETRY')}</Button>
          <LocaleLink
            className={buttonClassName({ variant: 'ghost' })}
            to={paths.profile.limits.getHref()}
          >
            {t('LIMITS.CONFIRM_SCREEN.TO_LIMITS')}
          </LocaleLink>
        </div>
      </>
    );
  } else if (confirm.isSuccess) {
    body = (
      <>
        <span className={[styles.art, styles.artSuccess].join(' ')} aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <h1 className={styles.title}>{t('LIMITS.CONFIRM_SCREEN.SUCCESS_TITLE')}</h1>
        <p className={styles.text} role="status">
          {successText(t, confirm.data, locale)}
        </p>
        <div className={styles.actions}>{toLimits}</div>
      </>
    );
  } else {
    body = (
      <>
        <Spinner size={40} label={t('LIMITS.CONFIRM_SCREEN.CHECKING')} />
        <h1 className={styles.title}>{t('LIMITS.CONFIRM_SCREEN.TITLE')}</h1>
        <p className={styles.text}>{t('LIMITS.CONFIRM_SCREEN.CHECKING')}</p>
      </>
    );
  }

  return (
    <section className={styles.screen}>
      <div className={styles.card}>{body}</div>
    </section>
  );
}
