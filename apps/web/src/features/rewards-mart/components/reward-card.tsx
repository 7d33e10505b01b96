import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RedeemableReward } from '@croupier/contracts/comp-points';
import { paths } from '../../../config/paths';
import { isAffordable, missingPoints } from '../mart-rules';
import { GROUP_BADGE_KEYS, rewardImage, TAG_KEYS } from '../reward-view';
import { RewardSummary } from './reward-summary';
import styles from '../rewards-mart.module.css';
import { usePointsText } from '../use-points-text';

export interface RewardCardProps {
  reward: RedeemableReward;
  /** Chargeable points; null for a guest (no missing amount, no accent). */
  balance: number | null;
  formatMoney: (minor: number, currency: string) => string;
  onOpen: (reward: RedeemableReward) => void;
}

/**
 * One reward (engagement.md §3 Reward card, CP-022): picture, promo badge by group (the
 * discount percent on sale), tags, what it gives, the cost in points with the struck-through
 * full price on sale, and the points still missing. The whole card opens the purchase popup
 * (a lottery ticket's leads to the lottery's page).
 */
export function RewardCard({ reward, balance, formatMoney, onOpen }: RewardCardProps) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const fullPrice = reward.discount_percent === undefined ? undefined : reward.full_price_points;
  const missing = balance === null ? 0 : missingPoints(balance, reward.price_points);
  const affordable = balance !== null && isAffordable(balance, reward.price_points);
  const className = [styles.card, affordable ? styles.cardAffordable : '']
    .filter(Boolean)
    .join(' ');
  const data = {
    'data-testid': 'reward-card',
    'data-group': reward.group,
    'data-type': reward.type,
  };
  // Lottery tickets are bought on the lottery's page, where the player picks how many (the
  // exchange names the lottery): the card leads there.
  const lotteryId = reward.type === 'lotteries' ? reward.rate.lottery_ids?.[0] : undefined;
  const inside = (
    <>
      <span className={styles.cardBadges}>
        <span
          className={fullPrice !== undefined ? styles.saleBadge : styles.groupBadge}
          data-testid="reward-badge"
        >
          {fullPrice !== undefined
            ? t('REWARDS_MART.CARD.DISCOUNT', { percent: reward.discount_percent })
            : t(GROUP_BADGE_KEYS[reward.group])}
        </span>
        {reward.tags.map((tag) => (
          <span key={tag} className={styles.tag}>
            {t(TAG_KEYS[tag])}
          </span>
        ))}
      </span>
      <img className={styles.cardImage} src={rewardImage(reward)} alt="" width={120} height={96} />
      <span className={styles.cardTitle}>{reward.title}</span>
      <RewardSummary reward={reward} formatMoney={formatMoney} unlessSameAs={reward.title} />
      <span className={styles.price} data-testid="reward-price">
        {fullPrice !== undefined ? (
          <s className={styles.fullPrice} data-testid="reward-full-price">
            {pointsText('REWARDS_MART.POINTS', fullPrice)}
          </s>
        ) : null}
        <strong>{pointsText('REWARDS_MART.POINTS', reward.price_points)}</strong>
      </span>
      {missing > 0 ? (
        <span className={styles.missing} data-testid="reward-missing">
          {pointsText('REWARDS_MART.CARD.MISSING', missing)}
        </span>
      ) : null}
    </>
  );
  return (
    <li className={styles.cardItem}>
      {lotteryId !== undefined ? (
        <Link className={className} to={paths.lottery.getHref(lotteryId)} {...data}>
          {inside}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(reward)} {...data}>
          {inside}
        </button>
      )}
    </li>
  );
}
