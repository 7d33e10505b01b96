import type { Gift } from '@croupier/contracts/gifts';
import type { Player } from '@croupier/contracts/player';
import { Toaster } from '../../components/toast';
import { renderWithProviders } from '../../testing/shell-test-utils';
import type { GiftsEnv } from './gifts-env';
import { GiftsScreen } from './gifts-screen';

/** A gift as GET /api/player/bonuses answers one (giftSchema). */
export function makeGift(overrides: Partial<Gift> = {}): Gift {
  return {
    id: 1,
    title: 'Welcome bonus',
    stage: 'issued',
    group_key: 'welcome-1',
    type: 'Deposit bonus',
    family: 'bonus',
    currency: 'EUR',
    amount_cents: 5000,
    bonus_cents: 0,
    amount_wager_cents: 0,
    amount_wager_requirement_cents: 150000,
    max_bet_cents: 500,
    max_win_cents: null,
    activatable: true,
    activatable_until: null,
    wager_until: null,
    freespins_total: 0,
    freespins_left: 0,
    games: [],
    freespin_bet_cents: 0,
    contributions: { slots: 100, '*': 10 },
    cancelable: false,
    terms: 'Wager the bonus 30 times within 7 days.',
    created_at: '2026-11-01T10:00:00.000Z',
    bonuses: [],
    ...overrides,
  };
}

export function makePlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    email: 'gift@example.com',
    groups: [],
    deposit_bonus_code: null,
    can_issue_bonuses: true,
    currency: 'EUR',
    ...overrides,
  };
}

export function renderGifts(env: Partial<GiftsEnv> = {}) {
  const props: GiftsEnv = {
    player: makePlayer(),
    onPlayerChange: () => undefined,
    config: {},
    locale: 'en',
    currencyConfig: null,
    ...env,
  };
  return renderWithProviders(
    <>
      <GiftsScreen {...props} />
      <Toaster closeLabel="Close" />
    </>,
  );
}
