import { useTranslation } from 'react-i18next';
import { paths, type RewardsMartTab } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import type { MartTab } from '../mart-rules';
import styles from '../rewards-mart.module.css';

const TAB_KEYS: Record<MartTab, string> = {
  all: 'REWARDS_MART.TABS.ALL',
  discounts: 'REWARDS_MART.TABS.DISCOUNTS',
  freespins: 'REWARDS_MART.TABS.FREESPINS',
  money: 'REWARDS_MART.TABS.MONEY',
  special: 'REWARDS_MART.TABS.SPECIAL',
};

/**
 * The mart's tabs as links (each tab is its own path, RT-033): all, then the offered ones, an
 * accent on those with an affordable reward (CP-020).
 */
export function MartTabs({
  tabs,
  current,
  accents,
}: {
  tabs: readonly RewardsMartTab[];
  current: MartTab;
  accents: ReadonlySet<RewardsMartTab>;
}) {
  const { t } = useTranslation();
  const entries: MartTab[] = ['all', ...tabs];
  return (
    <nav className={styles.tabs} aria-label={t('REWARDS_MART.TABS.LABEL')}>
      {entries.map((tab) => {
        const isAccented = tab !== 'all' && accents.has(tab);
        return (
          <LocaleLink
            key={tab}
            to={paths.rewardsMart.getHref(tab === 'all' ? undefined : tab)}
            className={styles.tab}
            aria-current={tab === current ? 'page' : undefined}
            data-testid={`mart-tab-${tab}`}
            data-accent={isAccented ? 'true' : undefined}
            replace
          >
            {t(TAB_KEYS[tab])}
            {isAccented ? (
              <span className={styles.accent}>
                <span className="visually-hidden">{t('REWARDS_MART.TABS.AVAILABLE')}</span>
              </span>
            ) : null}
          </LocaleLink>
        );
      })}
    </nav>
  );
}
