import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RedeemableReward } from '@croupier/contracts/comp-points';
import { Button, buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { clampQuantity, isAffordable, maxQuantity, missingPoints } from '../mart-rules';
import { gameOf, rewardImage } from '../reward-view';
import { Dialog } from '../../../components/dialog';
import { QuantitySelector } from './quantity-selector';
import { RewardSummary } from './reward-summary';
import styles from '../rewards-mart.module.css';
import { usePointsText } from '../use-points-text';

export interface PurchaseDialogProps {
  reward: RedeemableReward;
  /** Chargeable points; null for a guest. */
  balance: number | null;
  formatMoney: (minor: number, currency: string) => string;
  onExchange: (reward: RedeemableReward, quantity: number) => void;
  onClose: () => void;
  /** The enable-bonuses question, shown here when the exchange asks it (CP-013). */
  bonusDialog: ReactNode;
}

/**
 * The purchase popup (CP-021): the reward's conditions (wager, games, rate) and the exchange
 * area: a guest's registration button (CP-009), a player's quantity and exchange button
 * (CP-010, CP-011), or the missing points with the ways to earn them (CP-012).
 */
export function PurchaseDialog({
  reward,
  balance,
  formatMoney,
  onExchange,
  onClose,
  bonusDialog,
}: PurchaseDialogProps) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const location = useLocation();
  const max = balance === null ? 0 : maxQuantity(balance, reward.price_points);
  const [quantity, setQuantity] = useState(1);
  const chosen = clampQuantity(quantity, max);

  let area: ReactNode;
  if (balance === null) {
    area = (
      <div className={styles.exchangeArea}>
        <p className={styles.muted}>{t('REWARDS_MART.PURCHASE.GUEST')}</p>
        <LocaleLink
          className={buttonClassName({ block: true })}
          to={paths.registration.getHref(`${location.pathname}${location.search}`)}
          data-testid="mart-register"
        >
          {t('REWARDS_MART.PURCHASE.REGISTER')}
        </LocaleLink>
      </div>
    );
  } else if (isAffordable(balance, reward.price_points)) {
    area = (
      <div className={styles.exchangeArea}>
        {max > 1 ? <QuantitySelector value={chosen} max={max} onChange={setQuantity} /> : null}
        <p className={styles.total} data-testid="mart-total">
          {pointsText('REWARDS_MART.PURCHASE.TOTAL', reward.price_points * chosen)}
        </p>
        <Button block onClick={() => onExchange(reward, chosen)} data-testid="mart-exchange">
          {t('REWARDS_MART.PURCHASE.EXCHANGE_NOW')}
        </Button>
      </div>
    );
  } else {
    area = (
      <div className={styles.exchangeArea}>
        <p className={styles.missing} data-testid="mart-missing">
          {pointsText('REWARDS_MART.PURCHASE.MISSING', missingPoints(balance, reward.price_points))}
        </p>
        <div className={styles.actions}>
          <LocaleLink className={buttonClassName()} to={paths.home.getHref()}>
            {t('REWARDS_MART.PURCHASE.PLAY_GAMES')}
          </LocaleLink>
          <LocaleLink
            className={buttonClassName({ variant: 'outline' })}
            to={paths.rewardsMart.getHref()}
            onClick={onClose}
          >
            {t('REWARDS_MART.PURCHASE.GO_TO_MART')}
          </LocaleLink>
        </div>
      </div>
    );
  }

  return (
    <Dialog
      title={reward.title}
      onClose={onClose}
      closeLabel={t('REWARDS_MART.CLOSE')}
      testId="mart-purchase"
    >
      <div className={styles.purchaseHead}>
        <img src={rewardImage(reward)} alt="" width={120} height={96} />
        <RewardSummary reward={reward} formatMoney={formatMoney} unlessSameAs={reward.title} />
      </div>
      <dl className={styles.conditions} data-testid="mart-conditions">
        <dt>{t('REWARDS_MART.PURCHASE.WAGER')}</dt>
        <dd>
          {reward.wager > 0
            ? t('REWARDS_MART.PURCHASE.WAGER_TIMES', { wager: reward.wager })
            : t('REWARDS_MART.PURCHASE.NO_WAGER')}
        </dd>
        {reward.games.length > 0 ? (
          <>
            <dt>{t('REWARDS_MART.PURCHASE.GAMES')}</dt>
            <dd>
              <ul className={styles.games}>
                {reward.games.map((game) => {
                  const { producer, name, label } = gameOf(game);
                  return (
                    <li key={game}>
                      <LocaleLink to={paths.play.getHref(producer, name)}>{label}</LocaleLink>
                    </li>
                  );
                })}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>{t('REWARDS_MART.PURCHASE.RATE')}</dt>
        <dd data-testid="mart-rate">
          {pointsText('REWARDS_MART.PURCHASE.RATE_TEXT', reward.price_points)}{' '}
          <RewardSummary reward={reward} formatMoney={formatMoney} />
        </dd>
      </dl>
      {bonusDialog}
      {area}
    </Dialog>
  );
}
