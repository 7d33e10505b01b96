import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';

/** platform-core.md §4, §9: the local time display refreshes every 15 s (SH-040). */
export const LOCAL_TIME_REFRESH_MS = 15_000;

// Building a formatter loads the locale's ICU data, the costliest call of the shell's first
// render at 4x CPU: one per locale, reused by every refresh.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    } catch {
      formatter = formatterFor('en');
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

export function formatLocalTime(date: Date, locale: string): string {
  return formatterFor(locale).format(date);
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
