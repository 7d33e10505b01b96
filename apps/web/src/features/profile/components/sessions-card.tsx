import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Skeleton } from '../../../components/skeleton';
import { showToast, useSomethingWentWrong } from '../../../components/toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { formatDateTime } from '../../../lib/format-date';
import { countryName } from '../format';
import styles from './profile.module.css';

/**
 * Where the player is signed in (DESIGN.md §5; AS-06): device, IP, country and last activity;
 * any other session can be ended, or all of them at once.
 */
export function SessionsCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const { data: sessions, isError } = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions?.filter((session) => !session.current) ?? [];
  const failed = useSomethingWentWrong();

  return (
    <section className={styles.card} aria-labelledby="profile-sessions-title">
      <div className={styles.cardHead}>
        <h2 id="profile-sessions-title" className={styles.cardTitle}>
          {t('PROFILE.SESSIONS.TITLE')}
        </h2>
        {others.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: () => showToast(t('PROFILE.SESSIONS.ENDED_OTHERS'), 'success'),
                onError: failed,
              })
            }
          >
            {t('PROFILE.SESSIONS.END_OTHERS')}
          </Button>
        ) : null}
      </div>
      {sessions ? (
        <ul className={styles.rows}>
          {sessions.map((session) => {
            const place = [session.ip, countryName(session.country, locale)]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={session.id} className={styles.row}>
                <span className={styles.rowIcon} aria-hidden="true">
                  <Icon name={session.current ? 'check' : 'globe'} size={18} />
                </span>
                <div className={styles.rowText}>
                  <p className={styles.rowTitle}>
                    {session.device || t('PROFILE.SESSIONS.UNKNOWN_DEVICE')}
                    {session.current ? (
                      <span className={styles.pill}>{t('PROFILE.SESSIONS.THIS_DEVICE')}</span>
                    ) : null}
                  </p>
                  <p className={styles.muted}>{place}</p>
                  <p className={styles.muted}>
                    {t('PROFILE.SESSIONS.LAST_SEEN', {
                      time: formatDateTime(session.last_seen_at, locale),
                    })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={endOne.isPending && endOne.variables === session.id}
                    aria-label={t('PROFILE.SESSIONS.END_LABEL', {
                      device: session.device || t('PROFILE.SESSIONS.UNKNOWN_DEVICE'),
                    })}
                    onClick={() =>
                      endOne.mutate(session.id, {
                        onSuccess: () => showToast(t('PROFILE.SESSIONS.ENDED'), 'success'),
                        onError: failed,
                      })
                    }
                  >
                    {t('PROFILE.SESSIONS.END')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : isError ? (
        <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>
      ) : (
        <Skeleton height={120} />
      )}
    </section>
  );
}
