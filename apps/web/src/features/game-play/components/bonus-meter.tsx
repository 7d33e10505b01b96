import { useTranslation } from 'react-i18next';
import { wageringPercent } from '@croupier/domain/bonus/wagering-progress';
import { Icon } from '../../../components/icon';
import styles from './bonus-meter.module.css';
import { ProgressBar } from '../../../components/progress-bar';

export interface BonusMeterProps {
  /** The bonus being wagered in the game's currency (amounts already written as money). */
  wagering?:
    | {
        wageredCents: number;
        targetCents: number;
        wagered: string;
        target: string;
        bonus: string;
        maxBet: string | null;
      }
    | null
    | undefined;
  /** Free spins the casino issued for this game, still to play. */
  freespinsLeft?: number | undefined;
}

/**
 * Above the game, while playing for real (engagement.md §4 Gifts; SH-049's figures): the live
 * wagering meter of the bonus in play, floored as everywhere, with its bonus money and max bet,
 * and the free spins left in this game. The app hands the figures over from the gifts list,
 * which reloads after every round the game reports.
 */
export function BonusMeter({ wagering, freespinsLeft = 0 }: BonusMeterProps) {
  const { t } = useTranslation();
  if (!wagering && freespinsLeft <= 0) return null;
  const percent = wagering ? wageringPercent(wagering.wageredCents, wagering.targetCents) : 0;
  return (
    <div className={styles.meter} role="status" aria-live="polite" data-testid="bonus-meter">
      {freespinsLeft > 0 ? (
        <span className={styles.spins} data-testid="bonus-meter-spins">
          <Icon name="star" size={14} />
          {t('GAME_PLAY.BONUS.FREESPINS_LEFT', { count: freespinsLeft })}
        </span>
      ) : null}
      {wagering ? (
        <div className={styles.wagering}>
          <div className={styles.row}>
            <span>
              <Icon name="gift" size={14} />{' '}
              {t('GAME_PLAY.BONUS.BONUS', { amount: wagering.bonus })}
            </span>
            <span data-testid="bonus-meter-progress">
              {t('GAME_PLAY.BONUS.WAGERED', {
                wagered: wagering.wagered,
                target: wagering.target,
                percent,
              })}
            </span>
            {wagering.maxBet ? (
              <span className={styles.muted}>
                {t('GAME_PLAY.BONUS.MAX_BET', { amount: wagering.maxBet })}
              </span>
            ) : null}
          </div>
          <ProgressBar percent={percent} label={t('GIFTS.CARD.WAGERING_PROGRESS', { percent })} />
        </div>
      ) : null}
    </div>
  );
}
