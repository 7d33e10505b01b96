import type { TFunction } from 'i18next';
import type { CurrencyConfig, WheelSegment } from '@croupier/contracts/fe-config';
import type { LootboxBonus } from '@croupier/contracts/lootboxes';
import { chancesOf } from '@croupier/domain/lootboxes/weighted-draw';
import { formatAmount, moneyUnit } from '../../lib/money';

/** A wheel segment's prize as the player reads it: "20 free spins", "€1,500 bonus", "€10,000 cash". */
export function segmentPrizeText(segment: WheelSegment, t: TFunction): string {
  const { type, amount, title } = segment.prize;
  if (type === 'freespins') return t('LOOTBOXES.PRIZE.FREESPINS', { count: amount });
  if (type === 'money') return t('LOOTBOXES.PRIZE.CASH', { amount: title });
  return t('LOOTBOXES.PRIZE.BONUS', { amount: title });
}

/** The terms a segment's prize comes with: its wager, or none (LB-010). */
export function segmentTermsText(segment: WheelSegment, t: TFunction): string {
  if (segment.prize.type === 'money' || segment.wager === 0) return t('LOOTBOXES.PRIZE.NO_WAGER');
  return t('LOOTBOXES.PRIZE.WAGER', { wager: segment.wager });
}

/** A box or chance prize (LB-001 `bonuses[]`) in the player's currency; null: no prize. */
export function bonusPrizeText(
  bonus: LootboxBonus | null,
  t: TFunction,
  locale: string,
  currencyConfig: CurrencyConfig | null | undefined,
): string {
  if (!bonus) return t('LOOTBOXES.PRIZE.NOTHING');
  if (bonus.type === 'freespins') {
    return t('LOOTBOXES.PRIZE.FREESPINS', { count: bonus.attributes.freespins_count ?? 0 });
  }
  const [amount] = bonus.attributes.bonus_amount ?? [];
  if (!amount) return bonus.title;
  const text = formatAmount(
    amount.amount_cents,
    moneyUnit(amount.currency, currencyConfig),
    locale,
  );
  return bonus.result_bonus.wager === 0
    ? t('LOOTBOXES.PRIZE.CASH', { amount: text })
    : t('LOOTBOXES.PRIZE.BONUS', { amount: text });
}

export function bonusTermsText(bonus: LootboxBonus | null, t: TFunction): string {
  if (!bonus) return '';
  if (bonus.result_bonus.wager === 0) return t('LOOTBOXES.PRIZE.NO_WAGER');
  return t('LOOTBOXES.PRIZE.WAGER', { wager: bonus.result_bonus.wager });
}

/** A guest's wheel: the default set with the chances the server's draw has (same function). */
export function withPublishedChances(segments: readonly WheelSegment[]) {
  const chances = chancesOf(segments.map((segment) => segment.weight));
  return segments.map((segment, index) => ({ ...segment, index, chance: chances[index] ?? 0 }));
}
