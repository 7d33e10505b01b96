import { useTranslation } from 'react-i18next';
import type { Status } from '@croupier/contracts/info';
import { levelForPoints, levelNumber } from '@croupier/domain/comp-points/levels';
import { levelCardState, levelProgress } from '@croupier/domain/vip/level-cards';
import { ProgressBar } from '../../components/progress-bar';
import { Skeleton } from '../../components/skeleton';
import styles from './vip.module.css';

export interface LevelTabProps {
  /** GET /api/info/statuses (VIP-014); undefined while loading. */
  levels: readonly Status[] | undefined;
  levelsFailed: boolean;
  onRetry: () => void;
  /** The player's persistent comp points (GET /api/player/comp_points); undefined: not known. */
  persistentPoints: number | undefined;
  /** The player's `level` field (`level_3`), used while the points are not known. */
  playerLevel: string | null | undefined;
  locale: string;
}

/**
 * The profile's level tab (PR-036; VIP-013..VIP-015): the twelve levels, the player's current
 * one from their persistent comp points against each level's maximum, and every card's state:
 * current, before (lower), future (the next one), lock (the rest).
 */
export function LevelTab({
  levels,
  levelsFailed,
  onRetry,
  persistentPoints,
  playerLevel,
  locale,
}: LevelTabProps) {
  const { t } = useTranslation();
  if (!levels) {
    return levelsFailed ? (
      <p className={styles.failed} role="status">
        {t('PROFILE_LEVELS.LOAD_FAILED')}{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {t('PROFILE_LEVELS.RETRY')}
        </button>
      </p>
    ) : (
      <Skeleton height={320} />
    );
  }
  const sorted = [...levels].sort(
    (a, b) => a.conditions.persistent_comp_points.max - b.conditions.persistent_comp_points.max,
  );
  const rules = sorted.map((level) => ({
    level: level.level,
    maxPoints: level.conditions.persistent_comp_points.max,
  }));
  const current =
    persistentPoints !== undefined
      ? levelForPoints(persistentPoints, rules)
      : (levelNumber(playerLevel ?? '') ?? 1);
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={styles.levels} aria-labelledby="levels-title">
      <header className={styles.levelsHead}>
        <h2 id="levels-title" className={styles.sectionTitle}>
          {t('PROFILE_LEVELS.TITLE')}
        </h2>
        <p className={styles.muted}>{t('PROFILE_LEVELS.TEXT')}</p>
        {persistentPoints !== undefined ? (
          <p className={styles.points} data-testid="level-points">
            {t('PROFILE_LEVELS.POINTS', { points: number.format(persistentPoints) })}
          </p>
        ) : null}
      </header>
      <ol className={styles.levelGrid}>
        {sorted.map((level, index) => {
          const position = index + 1;
          const state = levelCardState(position, current);
          const max = level.conditions.persistent_comp_points.max;
          const previousMax = sorted[index - 1]?.conditions.persistent_comp_points.max ?? 0;
          return (
            <li
              key={level.id}
              className={`${styles.levelCard} ${styles[`level_${state}`] ?? ''}`}
              data-testid={`level-card-${position}`}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <img className={styles.levelImage} src={level.image} alt="" width={56} height={56} />
              <div className={styles.levelBody}>
                <p className={styles.eyebrow}>
                  {t('PROFILE_LEVELS.LEVEL', { n: position })}
                  <span className={styles.levelState}>
                    {t(`PROFILE_LEVELS.STATES.${state.toUpperCase()}`)}
                  </span>
                </p>
                <h3 className={styles.tierName}>{level.name}</h3>
                <p className={styles.muted}>
                  {t('PROFILE_LEVELS.COMPLETE_AT', { points: number.format(max) })}
                </p>
                {state === 'current' && persistentPoints !== undefined ? (
                  <>
                    <ProgressBar
                      percent={levelProgress(persistentPoints, previousMax, max)}
                      label={t('PROFILE_LEVELS.PROGRESS')}
                    />
                    {persistentPoints < max ? (
                      <p className={styles.muted} data-testid="level-to-next">
                        {t('PROFILE_LEVELS.TO_NEXT', {
                          points: number.format(max - persistentPoints),
                        })}
                      </p>
                    ) : null}
                  </>
                ) : null}
                {level.gift_descriptions.length > 0 ? (
                  <div>
                    <p className={styles.eyebrow}>{t('PROFILE_LEVELS.GIFTS')}</p>
                    <ul className={styles.benefits}>
                      {level.gift_descriptions.map((gift) => (
                        <li key={gift}>{gift}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {state === 'current' || state === 'future' ? (
                  <p className={styles.levelContent}>{level.content}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
