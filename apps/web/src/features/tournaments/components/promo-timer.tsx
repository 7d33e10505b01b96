import { useTranslation } from 'react-i18next';
import { countdownParts } from '@croupier/domain/adventures/calendar';
import { Icon } from '../../../components/icon';
import { instantOf, timerOf } from '../tournament-view';
import styles from '../tournaments.module.css';

const LABELS = {
  active: 'TOURNAMENTS.TIMER.LEFT',
  future: 'TOURNAMENTS.TIMER.STARTS',
} as const;

/**
 * TN-005: "left to finish" to `end_at` while running, "starts in" to `start_at` before, and
 * "finished" with no timer after (platform-core.md §4 Promo/tournament/quest status). A closed
 * item (`finished`) is finished whatever the clock says (a close run early, a clock behind).
 */
export function PromoTimer({
  item,
  now,
}: {
  item: { start_at: string; end_at: string; finished?: boolean };
  now: number;
}) {
  const { t } = useTranslation();
  const { status, until } = item.finished
    ? { status: 'archive' as const, until: null }
    : timerOf(item, now);
  if (until === null) {
    return (
      <p className={styles.timer} data-status="archive" data-testid="promo-timer">
        <Icon name="check" size={16} />
        <span>{t('TOURNAMENTS.TIMER.FINISHED')}</span>
      </p>
    );
  }
  const parts = countdownParts(new Date(instantOf(until)), new Date(now));
  return (
    <p className={styles.timer} data-status={status} data-testid="promo-timer">
      <Icon name="clock" size={16} />
      <span>
        {t(LABELS[status === 'future' ? 'future' : 'active'])}{' '}
        <strong>{t('TOURNAMENTS.TIMER.COUNTDOWN', parts)}</strong>
      </span>
    </p>
  );
}
