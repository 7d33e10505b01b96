import type { BrandGroups } from '@croupier/contracts/info';
import type {
  FraudCheckRequest,
  PaymentAction,
  PaymentMethod,
  SavedProfile,
} from '@croupier/contracts/payments';
import type { Player } from '@croupier/contracts/player';

/**
 * The fraud check sent before a payment (engagement.md §3 Other, §6; CB-016..CB-018).
 * `custom_player_status` is the player's VIP tier name, from the first VIP group found in the
 * brand's order (the same rule as the VIP badge).
 */
const TIER_NAMES: Record<keyof BrandGroups['vipTiers'], string> = {
  regular: 'Regular',
  bronze: 'Bronze',
  bronzeLegacy: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  diamond: 'Diamond',
};

export function vipTierName(
  groups: readonly number[] | undefined,
  brandGroups: Pick<BrandGroups, 'vipTiers' | 'vipStatusOrder'> | undefined,
): string | null {
  if (!brandGroups || !groups || groups.length === 0) return null;
  const first = brandGroups.vipStatusOrder.find((group) => groups.includes(group));
  if (first === undefined) return null;
  const tier = (Object.keys(TIER_NAMES) as (keyof typeof TIER_NAMES)[]).find(
    (name) => brandGroups.vipTiers[name] === first,
  );
  return tier ? TIER_NAMES[tier] : null;
}

export interface FraudCheckInput {
  player: Player;
  action: PaymentAction;
  method: Pick<PaymentMethod, 'id' | 'brand'>;
  amountCents: number;
  currency: string;
  dfpc?: string | undefined;
  brandGroups?: Pick<BrandGroups, 'vipTiers' | 'vipStatusOrder'> | undefined;
  /** A saved card: only its last four digits travel (never a card number, IN-07). */
  savedProfile?: SavedProfile | undefined;
}

export function fraudCheckRequest(input: FraudCheckInput): FraudCheckRequest {
  const { player } = input;
  const request: FraudCheckRequest = {
    amount_cents: input.amountCents,
    currency: input.currency,
    payment_system: input.method.brand || input.method.id,
    type: input.action === 'deposit' ? 'transaction' : 'payout',
    first_name: player.first_name ?? null,
    last_name: player.last_name ?? null,
    custom_player_status: vipTierName(player.groups, input.brandGroups),
  };
  if (player.country && player.country.length === 2) request.country = player.country;
  if (player.email) request.email = player.email;
  if (input.dfpc) request.dfpc = input.dfpc;
  if (input.savedProfile && /^\d{4}$/.test(input.savedProfile.last4)) {
    request.card_last4 = input.savedProfile.last4;
  }
  return request;
}
