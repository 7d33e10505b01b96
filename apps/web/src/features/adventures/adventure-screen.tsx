import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdventureState } from '@croupier/contracts/adventures';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { ApiError } from '../../lib/api-client';
import { adventureKeys } from './api/adventure-keys';
import { useAdventure } from './api/get-adventure';
import styles from './adventures.module.css';
import { CalendarRow } from './components/calendar-row';
import { DayCard } from './components/day-card';
import { SuperPrizeCard } from './components/super-prize-card';
import { useNow } from './use-now';

/** setTimeout's ceiling (about 24.8 days); a later end is checked again on the next load. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The first timer end still ahead: the calendar moves on then (a day ends, a gift expires). */
function nextChange(adventure: AdventureState, now: number): number | null {
  const ends = [...adventure.days.map((day) => day.ends_at), adventure.superPrize.ends_at]
    .flatMap((end) => (end ? [Date.parse(end)] : []))
    .filter((end) => end > now);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * The adventure page (engagement.md §2 Other screens, §3, §4; VIP-017..VIP-028): the banner,
 * the calendar row and the day cards with the super prize. "Today" is the player's date in the
 * zone their browser reports (docs/adventures.md).
 */
export function AdventureScreen({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: adventure, error, isPending, refetch } = useAdventure();
  const now = useNow();

  const changeAt = adventure ? nextChange(adventure, now) : null;
  useEffect(() => {
    if (changeAt === null) return;
    const wait = Math.min(changeAt - Date.now() + 1_000, MAX_TIMEOUT_MS);
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: adventureKeys.all }),
      Math.max(wait, 0),
    );
    return () => clearTimeout(timer);
  }, [changeAt, queryClient]);

  if (isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={140} radius="var(--radius-lg)" />
        <div className={styles.cards}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={180} radius="var(--radius-lg)" />
          ))}
        </div>
      </div>
    );
  }
  if (error || !adventure) {
    const none = error instanceof ApiError && error.status === 404;
    return (
      <div className={styles.page}>
        <section className={styles.banner}>
          <h1 className={styles.title}>{t('ADVENTURES.TITLE')}</h1>
          <p role={none ? undefined : 'alert'}>
            {none ? t('ADVENTURES.NONE') : t('ADVENTURES.LOAD_ERROR')}
          </p>
          {none ? null : (
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('ADVENTURES.RETRY')}
            </Button>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-labelledby="adventure-title">
        <p className={styles.kicker}>{t('ADVENTURES.TITLE')}</p>
        <h1 id="adventure-title" className={styles.title}>
          {adventure.set.title}
        </h1>
        <p className={styles.intro}>
          {adventure.finished ? t('ADVENTURES.FINISHED') : t('ADVENTURES.INTRO')}
        </p>
        <p className={styles.zone}>
          {t('ADVENTURES.TIME_ZONE', { zone: adventure.time_zone, date: adventure.today })}
        </p>
        <CalendarRow adventure={adventure} />
      </section>
      <section className={styles.cards} aria-label={t('ADVENTURES.DAYS')}>
        {adventure.days.map((day) => (
          <DayCard key={day.day} day={day} locale={locale} now={now} />
        ))}
        <SuperPrizeCard superPrize={adventure.superPrize} days={adventure.days.length} now={now} />
      </section>
    </div>
  );
}
