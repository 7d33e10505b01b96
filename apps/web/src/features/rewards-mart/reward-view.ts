import type { RedeemableReward } from '@croupier/contracts/comp-points';
import { moneyImageFor } from './mart-rules';

/**
 * The picture of a card: money by its amount in EUR (CP-024: the pictures are EUR amounts; in
 * another currency the offer's EUR amount picks it), the other types by kind.
 */
export function rewardImage(reward: Pick<RedeemableReward, 'type' | 'group' | 'rate'>): string {
  if (reward.type === 'money') {
    const { amount_eur_cents: eur, amount_cents: amount, currency } = reward.rate;
    return moneyImageFor(eur ?? (currency === 'EUR' ? amount : 0));
  }
  if (reward.type === 'lootboxes') return '/brand/mart/lootbox.svg';
  if (reward.type === 'lotteries') return '/brand/mart/ticket.svg';
  if (reward.type === 'chances') return '/brand/mart/chance.svg';
  if (reward.group === 'SPECIAL_REWARDS') return '/brand/mart/special.svg';
  return '/brand/mart/freespins.svg';
}

/** What one unit of a type gives, where it is not an amount of money or spins. */
export const GIVES_KEYS = {
  lootboxes: 'REWARDS_MART.GIVES.LOOTBOX',
  lotteries: 'REWARDS_MART.GIVES.TICKET',
  chances: 'REWARDS_MART.GIVES.CHANCE',
} as const;

/** The message key of a group's promo badge (CP-022): the sale shows its percent instead. */
export const GROUP_BADGE_KEYS = {
  FREE_SPINS: 'REWARDS_MART.BADGES.FREE_SPINS',
  MONEY_REWARD: 'REWARDS_MART.BADGES.MONEY_REWARD',
  SPECIAL_REWARDS: 'REWARDS_MART.BADGES.SPECIAL_REWARDS',
  DISCOUNT: 'REWARDS_MART.BADGES.DISCOUNT',
} as const;

export const TAG_KEYS = {
  POPULAR: 'REWARDS_MART.TAGS.POPULAR',
  NEW: 'REWARDS_MART.TAGS.NEW',
  VIP: 'REWARDS_MART.TAGS.VIP',
} as const;

/** A fresh key per exchange order (CP-028), also where `randomUUID` is not offered. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A game the card names (`provider/key`, the catalog identifier) as a player reads it: the
 * key's words capitalised ("neon-lanterns" → "Neon Lanterns"), linked to its game page.
 */
export function gameOf(identifier: string): { producer: string; name: string; label: string } {
  const [producer = '', name = ''] = identifier.split('/');
  const words = (name || identifier).split(/[-_]+/).filter(Boolean);
  const label = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return { producer, name, label };
}
