import type {
  CompPointRate,
  ExchangeAnswer,
  RedeemableReward,
} from '@croupier/contracts/comp-points';
import { useParams } from 'react-router';
import { renderWithProviders, type RenderOptions } from '../../testing/shell-test-utils';
import type { MartEnv } from './mart-env';
import { RewardsMartScreen } from './rewards-mart-screen';

/** A rate as GET /api/comp_points/rates/{type} answers one (compPointRateSchema). */
export function makeRate(overrides: Partial<CompPointRate> = {}): CompPointRate {
  return {
    id: 1,
    type: 'freespins',
    group: 'FREE_SPINS',
    currency: 'EUR',
    points: 100,
    amount_cents: 0,
    freespins_count: 10,
    title: '10 free spins',
    tags: [],
    wager: 0,
    games: ['croupier/fruit-frenzy'],
    ...overrides,
  };
}

/** A card as GET /api/comp_points/rewards answers one (redeemableRewardSchema). */
export function makeReward(
  overrides: Partial<RedeemableReward> = {},
  rate: Partial<CompPointRate> = {},
): RedeemableReward {
  const shown = makeRate({ id: overrides.rate_id ?? 1, ...rate });
  return {
    rate_id: shown.id,
    type: shown.type,
    group: shown.group,
    tags: shown.tags,
    title: shown.title,
    games: shown.games,
    wager: shown.wager,
    price_points: shown.points,
    available: false,
    missing_points: 0,
    rate: shown,
    ...overrides,
  };
}

/** A card of the special tab that is neither money nor spins (a lottery ticket, a chance entry). */
export function makeSpecialReward(
  rate: Pick<CompPointRate, 'id' | 'type' | 'points' | 'title'> & Partial<CompPointRate>,
): RedeemableReward {
  return makeReward(
    { rate_id: rate.id, price_points: rate.points },
    { group: 'SPECIAL_REWARDS', freespins_count: 0, games: [], ...rate },
  );
}

export function makeAnswer(overrides: Partial<ExchangeAnswer['exchange']> = {}): ExchangeAnswer {
  return {
    exchange: {
      id: 9,
      type: 'freespins',
      group: 'FREE_SPINS',
      rate_id: 1,
      quantity: 1,
      points: 100,
      currency: 'EUR',
      amount_cents: 0,
      freespins_count: 10,
      gift_ids: [5],
      lootbox_ids: [],
      created_at: '2026-11-27T12:00:00.000Z',
      ...overrides,
    },
    comp_points: { chargeable: { points: 150 }, persistent: { points: 900 } },
  };
}

export const PLAYER = { currency: 'EUR', groups: [] as number[] };

export function renderMart(
  env: Partial<MartEnv> & { tab?: string } = {},
  options: RenderOptions = {},
) {
  const { tab, ...rest } = env;
  const props: MartEnv = {
    player: PLAYER,
    multiAccountGroup: 100,
    guardBonus: (action) => action(),
    bonusDialog: null,
    locale: 'en',
    currencyConfig: null,
    ...rest,
  };
  return renderWithProviders(<RoutedMart {...props} />, {
    path: tab ? `/rocket-mart/${tab}` : '/rocket-mart',
    pattern: '/rocket-mart/:tab?',
    ...options,
  });
}

/** The tab comes from the path, as the route gives it, so redirects re-render the screen. */
function RoutedMart(props: MartEnv) {
  const { tab } = useParams();
  return <RewardsMartScreen {...props} tab={tab} lootboxHref="/rocketmart-wheel" />;
}
