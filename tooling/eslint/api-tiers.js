/**
 * The api's module tiers, lowest first (DESIGN.md §12): `apps/api/src/modules/<name>` folders.
 * A module imports modules of its own tier or a lower one, never a higher one, so the ledger and
 * the wallet never import an engagement module. apps/api/src/modules/registry.ts lists every
 * module with its tier; its test holds the two lists equal and lints deliberate violations.
 */
export const API_MODULE_TIERS = {
  platform: [
    'health',
    'outbox',
    'realtime',
    'notifications',
    'brand',
    'geo',
    'exchange-rates',
    'info',
    'fe-config',
    'cms',
    'tracking',
    'translations',
    'audit',
    'mail',
    'player',
    'auth',
    'kyc',
    'support',
  ],
  'money-core': ['ledger', 'accounts', 'limits', 'payments', 'games', 'wallet', 'jackpots'],
  engagement: [
    'gifts',
    'comp-points',
    'adventures',
    'vip',
    'lootboxes',
    'lotteries',
    'tournaments',
  ],
};

/**
 * eslint-plugin-boundaries elements (one type per tier: `api-platform`, `api-money-core`,
 * `api-engagement`) and the policies that forbid importing up, for a set of tiers.
 */
export function apiTierBoundaries(tiers) {
  const names = Object.keys(tiers);
  const elements = Object.entries(tiers)
    .filter(([, modules]) => modules.length > 0)
    .map(([tier, modules]) => ({
      type: `api-${tier}`,
      pattern: modules.map((name) => `apps/api/src/modules/${name}`),
      capture: [],
    }));
  const policies = names.slice(0, -1).map((tier, index) => ({
    from: { element: { type: `api-${tier}` } },
    disallow: {
      to: { element: { types: { anyOf: names.slice(index + 1).map((above) => `api-${above}`) } } },
    },
    message: `A ${tier} module imports no module of a higher tier (${names
      .slice(index + 1)
      .join(', ')}): module tiers, DESIGN.md §12.`,
  }));
  return { elements, policies, types: names.map((tier) => `api-${tier}`) };
}
