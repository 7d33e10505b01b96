/**
 * Who may get a gift (engagement.md §4 Gifts, §6; GF-010, GF-011; K-079).
 */
import type { PerCurrency } from './gift-amount.js';

/** K-079: the multi-account group, never offered deposit gifts. */
export const MULTI_ACCOUNT_GROUP = 100;

/**
 * Whether a player takes bonuses at all: they have not turned them off (GF-021) and are not in
 * the multi-account group (K-079). Prizes a deposit earns (an adventure day) follow it too.
 */
export function bonusesAllowed(player: {
  canIssueBonuses: boolean;
  groups: readonly number[];
}): boolean {
  return player.canIssueBonuses && !player.groups.includes(MULTI_ACCOUNT_GROUP);
}

/**
 * GF-010: deposit gifts are offered to a player who takes bonuses and has no stored deposit
 * bonus code.
 */
export function depositGiftsAllowed(player: {
  canIssueBonuses: boolean;
  depositBonusCode: string | null;
  groups: readonly number[];
}): boolean {
  return (
    bonusesAllowed(player) && (player.depositBonusCode === null || player.depositBonusCode === '')
  );
}

/** GF-011: random-type deposit bonuses are not offered as deposit gifts. */
export function isRandomType(template: { groupKey: string; key: string }): boolean {
  return template.groupKey.startsWith('random') || template.key.startsWith('random');
}

/** A template's eligibility rules (contracts `giftTemplateRulesSchema.eligibility`). */
export interface GiftEligibilityRules {
  groups?: readonly number[];
  excludedGroups?: readonly number[];
  countries?: readonly string[];
  currencies?: readonly string[];
  depositNumber?: number;
  minDepositCents?: PerCurrency;
  promoOnly?: boolean;
}

export interface EligibilityContext {
  groups: readonly number[];
  country: string | null;
  currency: string;
  /** Which deposit this is (1 = first), when the gift is for a deposit. */
  depositNumber?: number | null;
  depositCents?: number | null;
  /** Issued through a promo code: promo-only templates need it. */
  viaPromo?: boolean;
}

export type IneligibleReason =
  | 'group'
  | 'excluded_group'
  | 'country'
  | 'currency'
  | 'deposit_number'
  | 'min_deposit'
  | 'promo_only';

/**
 * Why a template's eligibility refuses the player, or null when it allows them. Deposit rules
 * apply only when the context names a deposit (`depositNumber` / `depositCents`); an offer list
 * shown before the deposit checks the number and leaves the minimum to the deposit's credit.
 */
export function templateIneligibility(
  rules: GiftEligibilityRules,
  context: EligibilityContext,
): IneligibleReason | null {
  if (
    rules.groups &&
    rules.groups.length > 0 &&
    !rules.groups.some((g) => context.groups.includes(g))
  ) {
    return 'group';
  }
  if (rules.excludedGroups?.some((g) => context.groups.includes(g))) return 'excluded_group';
  if (rules.countries && rules.countries.length > 0) {
    const country = context.country?.toUpperCase() ?? null;
    if (country === null || !rules.countries.map((c) => c.toUpperCase()).includes(country)) {
      return 'country';
    }
  }
  if (
    rules.currencies &&
    rules.currencies.length > 0 &&
    !rules.currencies.includes(context.currency)
  ) {
    return 'currency';
  }
  if (
    rules.depositNumber !== undefined &&
    context.depositNumber !== undefined &&
    context.depositNumber !== null &&
    rules.depositNumber !== context.depositNumber
  ) {
    return 'deposit_number';
  }
  if (
    rules.minDepositCents &&
    context.depositCents !== undefined &&
    context.depositCents !== null
  ) {
    const min = rules.minDepositCents[context.currency];
    if (min !== undefined && context.depositCents < min) return 'min_deposit';
  }
  if (rules.promoOnly && !context.viaPromo) return 'promo_only';
  return null;
}
