import { useTranslation } from 'react-i18next';
import type { VipStatusProgress } from '@croupier/contracts/vip';
import { ProgressBar } from '../../components/progress-bar';
import { percentOf } from '@croupier/domain/vip/programme';
import { lastDayBefore, tierNameKey } from './vip-view';
import styles from './vip.module.css';

export interface VipStatusCardProps {
  progress: Omit<VipStatusProgress, 'quarter' | 'quarterStartsAt'>;
  /** The tier is lifelong (brand data): it never expires. */
  lifelong: boolean;
  /** The progress could not be loaded: the VIP-009 figures are shown, with a retry. */
  failed: boolean;
  onRetry: () => void;
  money: (minor: number) => string;
}

/**
 * VIP-016's status card: "my status" (VIP-005), how far this quarter's deposits and bets are
 * from the next tier (VIP-006, VIP-012) and until when the status holds (VIP-011).
 */
export function VipStatusCard({ progress, lifelong, failed, onRetry, money }: VipStatusCardProps) {
  const { t } = useTranslation();
  const next = progress.nextStatus;
  const depositPercent = percentOf(progress.depositAmountCents, progress.depositThresholdCents);
  const betPercent = percentOf(progress.betSumCents, progress.betSumThresholdCents);
  const active = progress.activeStatus;
  const isVip = active !== 'regular';
  return (
    <section
      className={`${styles.statusCard} ${styles[`tier_${active}`] ?? ''}`}
      aria-labelledby="vip-status-title"
      data-testid="vip-status-card"
      data-status={active}
    >
      <div className={styles.statusHead}>
        <div>
          <p className={styles.eyebrow}>{t('VIP_CLUB.MY_STATUS')}</p>
          <h2 id="vip-status-title" className={styles.statusName} data-testid="vip-active-status">
            {t(tierNameKey(active))}
          </h2>
        </div>
        <p className={styles.overall} data-testid="vip-overall">
          <strong>{t('VIP_CLUB.PROGRESS.OVERALL', { percent: progress.overallProgress })}</strong>
          <span>
            {next
              ? t('VIP_CLUB.PROGRESS.TITLE', { tier: t(tierNameKey(next)) })
              : t('VIP_CLUB.PROGRESS.TOP')}
          </span>
        </p>
      </div>
      <ProgressBar
        percent={progress.overallProgress}
        label={t('VIP_CLUB.PROGRESS.OVERALL_LABEL')}
        size="large"
      />
      <dl className={styles.sums}>
        <div>
          <dt>{t('VIP_CLUB.PROGRESS.DEPOSITS')}</dt>
          <dd data-testid="vip-deposits">
            {t('VIP_CLUB.PROGRESS.OF', {
              amount: money(progress.depositAmountCents),
              threshold: money(progress.depositThresholdCents),
            })}
          </dd>
          <ProgressBar percent={depositPercent} label={t('VIP_CLUB.PROGRESS.DEPOSITS')} />
        </div>
        <div>
          <dt>{t('VIP_CLUB.PROGRESS.BETS')}</dt>
          <dd data-testid="vip-bets">
            {t('VIP_CLUB.PROGRESS.OF', {
              amount: money(progress.betSumCents),
              threshold: money(progress.betSumThresholdCents),
            })}
          </dd>
          <ProgressBar percent={betPercent} label={t('VIP_CLUB.PROGRESS.BETS')} />
        </div>
      </dl>
      {progress.currentStatus !== active && progress.currentStatus !== 'regular' ? (
        <p className={styles.muted}>
          {t('VIP_CLUB.PROGRESS.REACHED', { tier: t(tierNameKey(progress.currentStatus)) })}
        </p>
      ) : null}
      <p className={styles.muted} data-testid="vip-expiry">
        {isVip && lifelong
          ? t('VIP_CLUB.PROGRESS.LIFELONG')
          : isVip && progress.expiresAt
            ? t('VIP_CLUB.PROGRESS.UNTIL', { date: lastDayBefore(progress.expiresAt) })
            : t('VIP_CLUB.PROGRESS.QUARTER_END', {
                date: lastDayBefore(progress.quarterEndsAt),
              })}
      </p>
      {failed ? (
        <p className={styles.failed} role="status" data-testid="vip-progress-failed">
          {t('VIP_CLUB.PROGRESS.FAILED')}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            {t('VIP_CLUB.PROGRESS.RETRY')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
