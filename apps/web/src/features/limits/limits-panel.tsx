import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/contracts/info';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLimits } from './api/get-limits';
import { BlockBanner } from './components/block-banner';
import { useLimitFormat } from './components/limit-format';
import { useNow } from './components/use-now';
import { MoneyLimitCard } from './components/money-limit-card';
import { PanicButton } from './components/panic-button';
import { RealityCheckCard } from './components/reality-check-card';
import { SelfExclusionCard } from './components/self-exclusion-card';
import { SessionLimitCard } from './components/session-limit-card';
import { TakeABreakCard } from './components/take-a-break-card';
import { activeBlock, findLimit, MONEY_LIMIT_TYPES } from './limit-rules';
import styles from './components/limits.module.css';

export interface LimitsPanelProps {
  /** The active account's currency: new money limits are set in it. */
  currency: string;
  currencies: readonly Currency[];
  /** GlüStV §6i(3): players in Germany get the one-click 24-hour pause (RG-07). */
  isGermany: boolean;
}

/**
 * The limits (platform-core.md §2.2 /profile/limits, §2.4 limits modal, §7 Limits; LM-010):
 * money limits per day, week and month with what is used and when it resets, the session
 * limit, the reality check, take a break, self-exclusion and, in Germany, the panic button. A lower limit applies
 * at once (RG-01); a higher one or a removal shows its wait (RG-02).
 */
export function LimitsPanel({ currency, currencies, isGermany }: LimitsPanelProps) {
  const { t } = useTranslation();
  const format = useLimitFormat(currency, currencies);
  const { data: limits, isPending, isError, refetch } = useLimits();
  const now = useNow();

  if (isPending) {
    return (
      <div className={styles.panel} aria-busy="true" aria-label={t('LIMITS.LOADING')}>
        <Skeleton height={120} radius="var(--radius-lg)" />
        <div className={styles.moneyGrid}>
          {MONEY_LIMIT_TYPES.map((type) => (
            <Skeleton key={type} height={360} radius="var(--radius-lg)" />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.loadError} role="alert">
        <Icon name="alert" size={20} />
        <p>{t('LIMITS.LOAD_ERROR')}</p>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('LIMITS.ACTIONS.RETRY')}
        </Button>
      </div>
    );
  }

  const block = activeBlock(limits, now);
  return (
    <div className={styles.panel}>
      <header className={styles.intro}>
        <div>
          <h2 className={styles.introTitle}>{t('LIMITS.TITLE')}</h2>
          <p className={styles.introText}>{t('LIMITS.INTRO')}</p>
        </div>
        <LocaleLink className={styles.introLink} to={paths.responsibleGaming.getHref()}>
          <Icon name="info" size={16} />
          {t('LIMITS.MORE_INFO')}
        </LocaleLink>
      </header>

      {block ? <BlockBanner block={block} format={format} /> : null}
      {isGermany && !block ? <PanicButton /> : null}

      <div className={styles.moneyGrid}>
        {MONEY_LIMIT_TYPES.map((type) => (
          <MoneyLimitCard key={type} type={type} limits={limits} format={format} />
        ))}
      </div>

      <div className={styles.toolsGrid}>
        <SessionLimitCard limit={findLimit(limits, 'session')} format={format} />
        <RealityCheckCard
          key={findLimit(limits, 'reality_check')?.minutes ?? 'off'}
          limit={findLimit(limits, 'reality_check')}
          format={format}
        />
        {block ? null : <TakeABreakCard format={format} />}
        {block?.type === 'self_exclusion' ? null : <SelfExclusionCard format={format} />}
      </div>
    </div>
  );
}
