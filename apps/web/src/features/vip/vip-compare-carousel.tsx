import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipStatusKey, VipTier } from '@croupier/contracts/vip';
import { IconButton } from '../../components/icon-button';
import { tierNameKey, tierThresholdsIn } from './vip-view';
import styles from './vip.module.css';

export interface VipCompareCarouselProps {
  tiers: readonly VipTier[];
  currency: string;
  /** The player's tier, marked "my status"; null for a guest. */
  active: VipStatusKey | null;
  money: (minor: number) => string;
}

/**
 * VIP-016: every tier side by side, lowest first, in a row that scrolls (swipe on a phone, the
 * arrows on a desktop): what a quarter takes in the player's currency and what the tier gives.
 */
export function VipCompareCarousel({ tiers, currency, active, money }: VipCompareCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLOListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className={styles.compare} aria-labelledby="vip-compare-title">
      <div className={styles.compareHead}>
        <h2 id="vip-compare-title" className={styles.sectionTitle}>
          {t('VIP_CLUB.COMPARE.TITLE')}
        </h2>
        <div className={styles.arrows}>
          <IconButton
            icon="chevronLeft"
            label={t('VIP_CLUB.COMPARE.PREVIOUS')}
            onClick={() => scroll(-1)}
          />
          <IconButton
            icon="chevronRight"
            label={t('VIP_CLUB.COMPARE.NEXT')}
            onClick={() => scroll(1)}
          />
        </div>
      </div>
      <ol className={styles.track} ref={track} data-testid="vip-carousel">
        {tiers.map((tier, index) => {
          const thresholds = tierThresholdsIn(tier, currency);
          const isMine = tier.key === active;
          return (
            <li
              key={tier.key}
              className={`${styles.tierCard} ${styles[`tier_${tier.key}`] ?? ''} ${isMine ? styles.mine : ''}`}
              data-testid={`vip-tier-${tier.key}`}
              aria-current={isMine ? 'true' : undefined}
            >
              {isMine ? <span className={styles.mineLabel}>{t('VIP_CLUB.MY_STATUS')}</span> : null}
              <h3 className={styles.tierName}>{t(tierNameKey(tier.key))}</h3>
              {index === 0 || !thresholds ? (
                <p className={styles.muted}>{t('VIP_CLUB.COMPARE.ENTRY')}</p>
              ) : (
                <dl className={styles.tierFigures}>
                  <div>
                    <dt>{t('VIP_CLUB.COMPARE.DEPOSITS')}</dt>
                    <dd>{money(thresholds.depositCents)}</dd>
                  </div>
                  <div>
                    <dt>{t('VIP_CLUB.COMPARE.BETS')}</dt>
                    <dd>{money(thresholds.betSumCents)}</dd>
                  </div>
                </dl>
              )}
              <ul className={styles.benefits}>
                {tier.cashbackPercent ? (
                  <li>{t('VIP_CLUB.COMPARE.CASHBACK', { percent: tier.cashbackPercent })}</li>
                ) : null}
                {tier.personalManager ? <li>{t('VIP_CLUB.COMPARE.MANAGER')}</li> : null}
                {index > 0 ? (
                  <li>
                    {tier.lifelong
                      ? t('VIP_CLUB.COMPARE.LIFELONG')
                      : t('VIP_CLUB.COMPARE.QUARTERLY')}
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
