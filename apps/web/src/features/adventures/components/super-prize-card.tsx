import { useTranslation } from 'react-i18next';
import type { AdventureSuperPrizeView } from '@croupier/contracts/adventures';
import { buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import styles from '../adventures.module.css';
import { Countdown } from './countdown';

/** The extra final step (VIP-017, VIP-020 `superb`): won, still possible, or missed. */
export function SuperPrizeCard({
  superPrize,
  days,
  now,
}: {
  superPrize: AdventureSuperPrizeView;
  days: number;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <article
      className={`${styles.day} ${styles.superb}`}
      aria-label={t('ADVENTURES.SUPER')}
      data-state="superb"
    >
      <header className={styles.dayHead}>
        <h3 className={styles.dayTitle}>
          <span aria-hidden="true">★ </span>
          {t('ADVENTURES.SUPER')}
        </h3>
        <span className={`${styles.state} ${styles.superbBadge}`}>
          {t('ADVENTURES.STEP', { step: superPrize.step, total: superPrize.stepTotal })}
        </span>
      </header>
      <p className={styles.superTitle}>{superPrize.prize.title}</p>
      {superPrize.outcome === 'won' ? (
        <>
          <p className={styles.note}>{t('ADVENTURES.SUPER_WON')}</p>
          {superPrize.ends_at ? (
            <Countdown until={superPrize.ends_at} now={now} labelKey="ADVENTURES.ACTIVATE_WITHIN" />
          ) : null}
          {superPrize.gift ? (
            <LocaleLink
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              to={paths.profile.gifts.getHref()}
            >
              {t('ADVENTURES.TO_GIFTS')}
            </LocaleLink>
          ) : null}
        </>
      ) : (
        <p className={styles.note}>
          {superPrize.outcome === 'missed'
            ? t('ADVENTURES.SUPER_MISSED')
            : t('ADVENTURES.SUPER_PENDING', { count: days })}
        </p>
      )}
    </article>
  );
}
