import { useTranslation } from 'react-i18next';
import type { QuestInfo, QuestProgress } from '@croupier/contracts/tournaments';
import { Icon } from '../../../components/icon';
import type { TournamentFormat } from '../use-tournament-format';
import styles from '../tournaments.module.css';

const STATE_KEYS = {
  active: 'QUESTS.STATE.ACTIVE',
  completed: 'QUESTS.STATE.COMPLETED',
  locked: 'QUESTS.STATE.LOCKED',
} as const;

/**
 * The level ladder (TN-021..TN-026): each level's EUR threshold and prize, and for a signed-in
 * player its state: completed below the current level, active at it, locked above. A guest sees
 * the ladder without states.
 */
export function QuestLadder({
  quest,
  progress,
  format,
}: {
  quest: QuestInfo;
  progress: QuestProgress | null | undefined;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  // The status carries each level's state; the threshold and prize are the item's.
  const standing = new Map(progress?.levels.map((level) => [level.level, level]));
  const levels = quest.levels.map((level) => ({
    ...level,
    state: standing.get(level.level)?.state ?? null,
    granted: standing.get(level.level)?.granted ?? false,
  }));
  return (
    <ol className={`${styles.grid} ${styles.ladder}`} data-testid="quest-ladder">
      {levels.map((level) => (
        <li
          key={level.level}
          className={styles.level}
          data-state={level.state ?? undefined}
          data-testid={`quest-level-${level.level}`}
          aria-current={level.state === 'active' ? 'step' : undefined}
        >
          <span className={styles.levelNumber} aria-hidden="true">
            {level.state === 'completed' ? <Icon name="check" size={16} /> : level.level}
          </span>
          <span className={styles.levelBody}>
            <strong>{t('QUESTS.LEVEL', { level: level.level })}</strong>
            <span className={styles.small}>
              {level.threshold_eur === 0
                ? t('QUESTS.START')
                : t('QUESTS.THRESHOLD', { amount: format.money(level.threshold_eur * 100, 'EUR') })}
            </span>
            {level.prize ? (
              <span className={styles.small}>
                {format.prize(level.prize)}
                {level.granted ? ` · ${t('QUESTS.GRANTED')}` : ''}
              </span>
            ) : null}
          </span>
          {level.state ? (
            <span className={styles.levelState} data-testid="quest-level-state">
              {t(STATE_KEYS[level.state])}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
