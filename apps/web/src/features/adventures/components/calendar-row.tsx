import { useTranslation } from 'react-i18next';
import type { AdventureState } from '@croupier/contracts/adventures';
import styles from '../adventures.module.css';

const MARKS = { completed: '✓', active: '•', lost: '✕', future: '' } as const;

/** The calendar row (VIP-017): one mark per day and the super prize, today's highlighted. */
export function CalendarRow({ adventure }: { adventure: AdventureState }) {
  const { t } = useTranslation();
  const stateLabel = {
    completed: t('ADVENTURES.STATES.COMPLETED'),
    active: t('ADVENTURES.STATES.ACTIVE'),
    lost: t('ADVENTURES.STATES.LOST'),
    future: t('ADVENTURES.STATES.FUTURE'),
  };
  return (
    <ol className={styles.row} aria-label={t('ADVENTURES.CALENDAR')}>
      {adventure.days.map((day) => (
        <li
          key={day.day}
          className={`${styles.mark} ${styles[`${day.state}Mark`]}`}
          aria-current={day.state === 'active' ? 'date' : undefined}
          aria-label={`${t('ADVENTURES.DAY', { day: day.day })}: ${stateLabel[day.state]}`}
        >
          <span className={styles.markNumber}>{day.day}</span>
          <span aria-hidden="true" className={styles.markSign}>
            {MARKS[day.state]}
          </span>
        </li>
      ))}
      <li
        className={`${styles.mark} ${styles.superbMark} ${
          adventure.superPrize.isCompleted ? styles.completedMark : ''
        }`}
        aria-label={t('ADVENTURES.SUPER')}
      >
        <span className={styles.markNumber} aria-hidden="true">
          ★
        </span>
      </li>
    </ol>
  );
}
