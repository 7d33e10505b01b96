import { useTranslation } from 'react-i18next';
import type { RedeemableReward } from '@croupier/contracts/comp-points';
import { GIVES_KEYS } from '../reward-view';
import styles from '../rewards-mart.module.css';

/**
 * What one unit gives, in the player's words: money, spins, a lootbox, a lottery ticket or a
 * Rocket Chance entry.
 */
export function RewardSummary({
  reward,
  formatMoney,
  unlessSameAs,
}: {
  reward: Pick<RedeemableReward, 'type' | 'rate'>;
  formatMoney: (minor: number, currency: string) => string;
  /** A title that already says it ("10 free spins"): then nothing is repeated. */
  unlessSameAs?: string;
}) {
  const { t } = useTranslation();
  const { rate } = reward;
  const text =
    reward.type === 'money'
      ? formatMoney(rate.amount_cents, rate.currency)
      : reward.type === 'freespins'
        ? t('REWARDS_MART.GIVES.FREESPINS', { count: rate.freespins_count })
        : t(GIVES_KEYS[reward.type]);
  if (unlessSameAs !== undefined && text.trim() === unlessSameAs.trim()) return null;
  return (
    <span className={styles.cardGives} data-testid="reward-gives">
      {text}
    </span>
  );
}
