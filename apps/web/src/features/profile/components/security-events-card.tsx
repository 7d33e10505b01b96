import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { useSecurityEvents } from '../api/get-security-events';
import { formatDateTime } from '../../../lib/format-date';
import styles from './profile.module.css';

/** How many recent events the card lists; the api keeps the last 50. */
export const SHOWN_EVENTS = 10;

/**
 * Recent security events (AS-06 "last login shown"; DESIGN.md §5 audit log): the previous
 * sign-in first, then what changed lately.
 */
export function SecurityEventsCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const { data: events, isError } = useSecurityEvents();
  // The newest sign-in is this session's own; the one before is what the player wants to see.
  const signIns = events?.filter((event) => event.type === 'sign_in') ?? [];
  const lastSignIn = signIns[1] ?? signIns[0];
  const label = (type: string) =>
    t(`PROFILE.EVENTS.TYPES.${type.toUpperCase()}`, { defaultValue: type });
  return (
    <section className={styles.card} aria-labelledby="profile-events-title">
      <h2 id="profile-events-title" className={styles.cardTitle}>
        {t('PROFILE.EVENTS.TITLE')}
      </h2>
      {events ? (
        <>
          {lastSignIn ? (
            <p className={styles.highlight}>
              {t('PROFILE.EVENTS.LAST_SIGN_IN', {
                time: formatDateTime(lastSignIn.created_at, locale),
                place: [lastSignIn.device, lastSignIn.ip].filter(Boolean).join(', '),
              })}
            </p>
          ) : null}
          {events.length === 0 ? (
            <p className={styles.muted}>{t('PROFILE.EVENTS.EMPTY')}</p>
          ) : (
            <ul className={styles.events}>
              {events.slice(0, SHOWN_EVENTS).map((event, index) => (
                <li key={`${event.created_at}-${index}`}>
                  <span>{label(event.type)}</span>
                  <time dateTime={event.created_at}>
                    {formatDateTime(event.created_at, locale)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : isError ? (
        <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>
      ) : (
        <Skeleton height={120} />
      )}
    </section>
  );
}
