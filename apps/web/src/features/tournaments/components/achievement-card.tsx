import { useTranslation } from 'react-i18next';
import type {
  AchievementGoal,
  Tournament,
  TournamentPlayerStatus,
} from '@croupier/contracts/tournaments';
import { ProgressBar } from '../../../components/progress-bar';
import { formatDateTime } from '../../../lib/format-date';
import type { TournamentFormat } from '../use-tournament-format';
import styles from '../tournaments.module.css';

/** The goal in words; its target in the goal's own unit (TN-031). */
function useGoalText(format: TournamentFormat) {
  const { t } = useTranslation();
  return (goal: AchievementGoal): string => {
    const provider = goal.provider ? { provider: goal.provider, context: 'provider' } : {};
    switch (goal.kind) {
      case 'first_deposit':
        return t('ACHIEVEMENTS.GOAL.FIRST_DEPOSIT');
      case 'deposit_count':
        return t('ACHIEVEMENTS.GOAL.DEPOSIT_COUNT', { count: goal.target });
      case 'spin_count':
        return t('ACHIEVEMENTS.GOAL.SPIN_COUNT', { count: goal.target, ...provider });
      case 'multiplier':
        return t('ACHIEVEMENTS.GOAL.MULTIPLIER', {
          value: format.multiplier(goal.target),
          ...provider,
        });
      case 'bet_sum':
        return t('ACHIEVEMENTS.GOAL.BET_SUM', { amount: format.money(goal.target, 'EUR') });
    }
  };
}

/** How far the player is, in the goal's unit. */
function progressText(goal: AchievementGoal, value: number, format: TournamentFormat): string {
  if (goal.kind === 'bet_sum') return format.money(value, 'EUR');
  if (goal.kind === 'multiplier') return format.multiplier(value);
  return format.count(value);
}

/**
 * An achievement (TN-031): its badge, goal and reward, and for a signed-in player how far they
 * are, or when they earned it and whether its reward was paid.
 */
export function AchievementCard({
  item,
  status,
  format,
}: {
  item: Tournament;
  status: TournamentPlayerStatus | undefined;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  const goalText = useGoalText(format);
  const info = item.achievement;
  if (!info) return null;
  const progress = status?.achievement;
  const isDone = Boolean(progress?.completed_at);
  const percent = progress
    ? Math.min(100, Math.floor((progress.progress * 100) / progress.target))
    : 0;
  return (
    <li
      className={styles.achievement}
      data-testid={`achievement-${item.id}`}
      data-done={isDone ? 'true' : undefined}
    >
      <img className={styles.badgeImage} src={info.badge} alt="" width={72} height={72} />
      <div className={styles.achievementBody}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        <p className={styles.muted}>{goalText(info.goal)}</p>
        <p className={styles.reward}>
          {info.reward
            ? t('ACHIEVEMENTS.REWARD', { prize: format.prize(info.reward) })
            : t('ACHIEVEMENTS.NO_REWARD')}
        </p>
        {progress && isDone ? (
          <p className={styles.done} data-testid="achievement-done">
            {t('ACHIEVEMENTS.DONE', { date: formatDateTime(progress.completed_at, format.locale) })}
            {progress.granted && info.reward ? ` · ${t('ACHIEVEMENTS.GRANTED')}` : ''}
          </p>
        ) : progress ? (
          <>
            <ProgressBar percent={percent} label={goalText(info.goal)} />
            <p className={styles.small} data-testid="achievement-progress">
              {t('ACHIEVEMENTS.PROGRESS', {
                progress: progressText(info.goal, progress.progress, format),
                target: progressText(info.goal, progress.target, format),
              })}
            </p>
          </>
        ) : null}
      </div>
    </li>
  );
}
