import type { FraudCheckConfig } from '@croupier/contracts/brand';

/**
 * The fraud score (CB-016, CB-017; docs/payments.md "Fraud rules"). Pure: the service gathers
 * the facts, these rules weigh them. Each rule that fires adds its brand-configured weight; the
 * sum is capped at 100 and a score at or above the threshold refuses the payment.
 */
export type FraudRule =
  | 'country_mismatch'
  | 'velocity'
  | 'first_deposit_above_threshold'
  | 'name_mismatch'
  | 'disallowed_bin'
  | 'multi_account'
  | 'restricted_country';

export interface FraudFacts {
  type: 'transaction' | 'payout';
  amountCents: number;
  currency: string;
  profile: { country: string | null; firstName: string | null; lastName: string | null };
  /** What the site sent (the fraud-check body); absent on the server's own checks. */
  claimed: { country?: string | undefined; firstName?: string | null; lastName?: string | null };
  geoCountry: string;
  geoRestricted: boolean;
  cardBin?: string | undefined;
  groups: readonly number[];
  /** Payments of this type the player made inside the velocity window, this one excluded. */
  recentCount: number;
  /** No succeeded deposit yet. */
  isFirstDeposit: boolean;
}

export interface FraudDecision {
  score: number;
  allowed: boolean;
  reasons: FraudRule[];
}

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

function differs(claimed: string | null | undefined, known: string | null): boolean {
  if (!claimed || !known) return false;
  return normalise(claimed) !== normalise(known);
}

export function scoreFraud(
  facts: FraudFacts,
  config: FraudCheckConfig,
  brand: { disallowedBins: readonly string[]; multiAccountGroup: number },
): FraudDecision {
  const fired: FraudRule[] = [];
  const profileCountry = facts.profile.country?.toUpperCase() ?? null;
  if (
    profileCountry !== null &&
    [facts.claimed.country, facts.geoCountry].some(
      (country) => country !== undefined && country.toUpperCase() !== profileCountry,
    )
  ) {
    fired.push('country_mismatch');
  }
  if (facts.recentCount >= config.velocity.count) fired.push('velocity');
  const firstDepositThreshold = config.firstDepositThresholdCents[facts.currency];
  if (
    facts.type === 'transaction' &&
    facts.isFirstDeposit &&
    firstDepositThreshold !== undefined &&
    facts.amountCents > firstDepositThreshold
  ) {
    fired.push('first_deposit_above_threshold');
  }
  if (
    differs(facts.claimed.firstName, facts.profile.firstName) ||
    differs(facts.claimed.lastName, facts.profile.lastName)
  ) {
    fired.push('name_mismatch');
  }
  const bin = facts.cardBin;
  if (bin !== undefined && brand.disallowedBins.some((denied) => bin.startsWith(denied))) {
    fired.push('disallowed_bin');
  }
  if (facts.groups.includes(brand.multiAccountGroup)) fired.push('multi_account');
  if (facts.geoRestricted) fired.push('restricted_country');

  const weightOf: Record<FraudRule, number> = {
    country_mismatch: config.weights.countryMismatch,
    velocity: config.weights.velocity,
    first_deposit_above_threshold: config.weights.firstDepositAboveThreshold,
    name_mismatch: config.weights.nameMismatch,
    disallowed_bin: config.weights.disallowedBin,
    multi_account: config.weights.multiAccount,
    restricted_country: config.weights.restrictedCountry,
  };
  const score = Math.min(
    100,
    fired.reduce((sum, rule) => sum + weightOf[rule], 0),
  );
  return { score, allowed: score < config.threshold, reasons: fired };
}
