import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { VipStatusProgress } from '@croupier/contracts/vip';
import { fallbackProgress, SPEC_FALLBACK_THRESHOLDS } from '@croupier/domain/vip/programme';
import { buttonClassName } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { formatAmount, moneyUnit } from '../../lib/money';
import { useVipProgress } from './api/get-vip-progress';
import { useVipTiers } from './api/get-vip-tiers';
import { VipCompareCarousel } from './vip-compare-carousel';
import { VipStatusCard } from './vip-status-card';
import { quarterEndAfter } from './vip-view';
import styles from './vip.module.css';

export interface VipClubScreenProps {
  isLoggedIn: boolean;
  /** The player's currency; the brand's default for a guest. */
  currency: string;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
  /** The moment the page renders (the fallback's quarter end); a clock for tests. */
  now?: Date;
}

/**
 * The VIP club (`/rocketplay-vipclub`, engagement.md §2 Other screens; VIP-016): what the club
 * does, the player's status card with this quarter's progress, and the compare carousel of
 * every tier. When the progress cannot be loaded the card shows the default regular status at
 * zero with the currency's first thresholds, or the spec's defaults (VIP-009).
 */
export function VipClubScreen({
  isLoggedIn,
  currency,
  locale,
  currencyConfig,
  now = new Date(),
}: VipClubScreenProps) {
  const { t } = useTranslation();
  const tiers = useVipTiers();
  const progress = useVipProgress(isLoggedIn);
  const money = (minor: number) => formatAmount(minor, moneyUnit(currency, currencyConfig), locale);
  const programme = tiers.data;
  const fallback = (): Omit<VipStatusProgress, 'quarter' | 'quarterStartsAt'> => ({
    ...fallbackProgress(currency, programme, SPEC_FALLBACK_THRESHOLDS),
    currentStatus: 'regular',
    activeStatus: 'regular',
    // VIP-007: the tier after regular; bronze when not even the tiers could be loaded.
    nextStatus: programme?.tiers[1]?.key ?? 'bronze',
    quarterEndsAt: quarterEndAfter(now),
    expiresAt: null,
  });
  const shown = progress.data ?? (progress.isError ? fallback() : null);
  const activeTier = programme?.tiers.find((tier) => tier.key === shown?.activeStatus);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('VIP_CLUB.TITLE')}</h1>
        <p className={styles.subtitle}>{t('VIP_CLUB.SUBTITLE')}</p>
      </header>
      {!isLoggedIn ? (
        <section className={styles.statusCard} aria-labelledby="vip-guest-title">
          <h2 id="vip-guest-title" className={styles.statusName}>
            {t('VIP_CLUB.GUEST.TITLE')}
          </h2>
          <p className={styles.muted}>{t('VIP_CLUB.GUEST.TEXT')}</p>
          <LocaleLink
            to={paths.registration.getHref(paths.vipClub.path)}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t('VIP_CLUB.GUEST.SIGN_UP')}
          </LocaleLink>
        </section>
      ) : shown ? (
        <VipStatusCard
          progress={shown}
          lifelong={activeTier?.lifelong ?? false}
          failed={progress.isError && !progress.data}
          onRetry={() => void progress.refetch()}
          money={money}
        />
      ) : (
        <div aria-busy="true" aria-label={t('VIP_CLUB.PROGRESS.LOADING')}>
          <Skeleton height={220} />
        </div>
      )}
      {programme ? (
        <VipCompareCarousel
          tiers={programme.tiers}
          currency={currency}
          active={isLoggedIn ? (shown?.activeStatus ?? null) : null}
          money={money}
        />
      ) : tiers.isError ? (
        <p className={styles.failed} role="status">
          {t('VIP_CLUB.COMPARE.LOAD_FAILED')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void tiers.refetch()}>
            {t('VIP_CLUB.PROGRESS.RETRY')}
          </button>
        </p>
      ) : (
        <Skeleton height={260} />
      )}
    </div>
  );
}
