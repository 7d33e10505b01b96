import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { dateTimeFormat } from '../../lib/intl-formats';

/** platform-core.md §4, §9: the local time display refreshes every 15 s (SH-040). */
export const LOCAL_TIME_REFRESH_MS = 15_000;

export function formatLocalTime(date: Date, locale: string): string {
  const options = { hour: '2-digit', minute: '2-digit' } as const;
  try {
    return dateTimeFormat(locale, options).format(date);
  } catch {
    return dateTimeFormat('en', options).format(date);
  }
}

export function LocalTime({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className={className} title={t('SHELL.LOCAL_TIME')}>
      <Icon name="clock" size={14} />
      <span className="visually-hidden">{t('SHELL.LOCAL_TIME')}</span>
      <time dateTime={now.toISOString()} data-testid="local-time">
        {formatLocalTime(now, i18n.language || 'en')}
      </time>
    </span>
  );
}
