import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { RedeemableReward } from '@croupier/contracts/comp-points';
import { CmsContent } from '../../components/cms-content';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { paths, REWARDS_MART_TABS, type RewardsMartTab } from '../../config/paths';
import { useLocalePath } from '../../lib/i18n/locale-link';
import { formatAmount, moneyUnit } from '../../lib/money';
import { useCompPoints } from './api/get-comp-points';
import { useMartPage } from './api/get-mart-page';
import { useRewards } from './api/get-rewards';
import { MartTabs } from './components/mart-tabs';
import { MartWarning } from './components/mart-warning';
import { PurchaseDialog } from './components/purchase-dialog';
import { ResultDialog } from './components/result-dialog';
import { RewardCard } from './components/reward-card';
import { ExchangePending } from './components/exchange-pending';
import { SaleTimer } from './components/sale-timer';
import type { MartEnv } from './mart-env';
import { accentedTabs, cardsForTab, isSaleRunning, saleEndsAt, type MartTab } from './mart-rules';
import { useExchangeFlow } from './use-exchange-flow';
import { useNow } from './use-now';
import styles from './rewards-mart.module.css';
import { usePointsText } from './use-points-text';

/** engagement.md §9: five placeholders while the cards load (CP-015). */
export const REWARD_SKELETONS = 5;

const isMartTab = (tab: string): tab is RewardsMartTab =>
  (REWARDS_MART_TABS as readonly string[]).includes(tab);

export interface RewardsMartScreenProps extends MartEnv {
  /** The tab segment of the path; none is the root tab (all). */
  tab: string | undefined;
  lootboxHref: string;
}

/**
 * /rocket-mart (engagement.md §2 Rewards mart; CP-004, CP-015, CP-016, CP-019..CP-023): the
 * balance, the sale with its timer, the tabs with their accents, the cards, the read-more
 * block, and the purchase and result popups.
 */
export function RewardsMartScreen({ tab: tabParam, lootboxHref, ...env }: RewardsMartScreenProps) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const toHref = useLocalePath();
  const now = useNow();
  const { player, locale, currencyConfig } = env;
  const isLoggedIn = player !== null;
  const { data: balanceData } = useCompPoints(isLoggedIn);
  const rewards = useRewards(player?.currency ?? null);
  const { data: page, isPending: isPagePending } = useMartPage(locale);
  const flow = useExchangeFlow(env);
  const formatMoney = useCallback(
    (minor: number, currency: string) =>
      formatAmount(minor, moneyUnit(currency, currencyConfig), locale),
    [currencyConfig, locale],
  );

  const balance = isLoggedIn ? (balanceData?.chargeable.points ?? null) : null;
  const sale = page?.sale ?? null;
  const saleEnd = sale ? saleEndsAt(sale.endDate) : null;
  const cards = useMemo(() => rewards.data ?? [], [rewards.data]);
  const hasDiscounts = cards.some((card) => card.group === 'DISCOUNT');
  // CP-016: the discounts tab exists while the sale runs with discounted cards, for a player.
  const isDiscountsOpen = isLoggedIn && isSaleRunning(sale, now) && hasDiscounts;
  // A discounted rate is also listed under DISCOUNT: those copies show only while it is open.
  const shownCards = useMemo(
    () => (isDiscountsOpen ? cards : cards.filter((card) => card.group !== 'DISCOUNT')),
    [cards, isDiscountsOpen],
  );
  const accents = useMemo(() => accentedTabs(shownCards, balance), [shownCards, balance]);
  const tabs = REWARDS_MART_TABS.filter((tab) => tab !== 'discounts' || isDiscountsOpen);

  const root = toHref(paths.rewardsMart.getHref());
  if (tabParam !== undefined && !isMartTab(tabParam)) return <Navigate to={root} replace />;
  const tab: MartTab = tabParam ?? 'all';
  const isSettled = !rewards.isPending && !isPagePending;
  if (tab === 'discounts' && (!isLoggedIn || (isSettled && !isDiscountsOpen))) {
    return <Navigate to={root} replace />;
  }
  const listed = cardsForTab(shownCards, tab);

  return (
    <section className={styles.page} aria-labelledby="rewards-mart-title">
      <header className={styles.head}>
        <div>
          <h1 id="rewards-mart-title" className={styles.title}>
            {t('REWARDS_MART.TITLE')}
          </h1>
          <p className={styles.muted}>{t('REWARDS_MART.SUBTITLE')}</p>
        </div>
        {isLoggedIn ? (
          <p className={styles.balance} data-testid="mart-balance">
            <span>{t('REWARDS_MART.BALANCE')}</span>
            <strong data-testid="mart-balance-points">
              {balance === null ? '…' : pointsText('REWARDS_MART.POINTS', balance)}
            </strong>
          </p>
        ) : (
          <p className={styles.balance}>{t('REWARDS_MART.GUEST_BALANCE')}</p>
        )}
      </header>
      {isDiscountsOpen && saleEnd !== null ? <SaleTimer end={saleEnd} now={now} /> : null}
      <MartTabs tabs={tabs} current={tab} accents={accents} />
      <div id="rewards-mart-panel" className={styles.panel}>
        {rewards.isPending ? (
          <ul className={styles.grid} aria-busy="true" aria-label={t('REWARDS_MART.LOADING')}>
            {Array.from({ length: REWARD_SKELETONS }, (_, index) => (
              <li key={index} className={styles.cardItem}>
                <Skeleton height={260} radius="var(--radius-lg)" />
              </li>
            ))}
          </ul>
        ) : rewards.isError ? (
          <EmptyState
            tone="danger"
            icon="alert"
            title={t('REWARDS_MART.LOAD_FAILED')}
            actions={
              <button type="button" className={styles.retry} onClick={() => void rewards.refetch()}>
                {t('REWARDS_MART.RETRY')}
              </button>
            }
          />
        ) : listed.length === 0 ? (
          <EmptyState icon="store" title={t('REWARDS_MART.EMPTY')} />
        ) : (
          <ul className={styles.grid}>
            {listed.map((reward) => (
              <RewardCard
                key={`${reward.group}-${reward.rate_id}`}
                reward={reward}
                balance={balance}
                formatMoney={formatMoney}
                onOpen={flow.open}
              />
            ))}
          </ul>
        )}
      </div>
      {page?.readMore ? (
        <details className={styles.readMore} data-testid="mart-read-more">
          <summary>{t('REWARDS_MART.READ_MORE')}</summary>
          <CmsContent html={page.readMore} />
        </details>
      ) : null}
      <MartPopups
        flow={flow}
        balance={balance}
        formatMoney={formatMoney}
        bonusDialog={env.bonusDialog}
        lootboxHref={lootboxHref}
      />
    </section>
  );
}

function MartPopups({
  flow,
  balance,
  formatMoney,
  bonusDialog,
  lootboxHref,
}: {
  flow: ReturnType<typeof useExchangeFlow>;
  balance: number | null;
  formatMoney: (minor: number, currency: string) => string;
  bonusDialog: MartEnv['bonusDialog'];
  lootboxHref: string;
}) {
  const { state } = flow;
  if (!state) return null;
  if (state.step === 'pending') return <ExchangePending />;
  if (state.step === 'multi-account') return <MartWarning onClose={flow.close} />;
  if (state.step === 'result') {
    return (
      <ResultDialog
        answer={state.answer}
        title={state.reward.title}
        lootboxHref={lootboxHref}
        onClose={flow.close}
      />
    );
  }
  const reward: RedeemableReward = state.reward;
  return (
    <PurchaseDialog
      key={reward.rate_id}
      reward={reward}
      balance={balance}
      formatMoney={formatMoney}
      onExchange={flow.submit}
      onClose={flow.close}
      bonusDialog={bonusDialog}
    />
  );
}
