import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { BonusBalanceScreen } from './bonus-balance-screen';
import { BonusScreen } from './bonus-screen';
import { makeGift, makePlayer } from './gifts-test-utils';

afterEach(() => vi.unstubAllGlobals());

const env = {
  player: makePlayer(),
  onPlayerChange: () => undefined,
  config: {},
  locale: 'en',
  currencyConfig: null,
};

describe('the single bonus page (GF-030)', () => {
  it('shows the one gift with its terms open', async () => {
    mockApi({
      '/api/player/bonuses': [makeGift({ id: 4, title: 'Reload 50%' }), makeGift({ id: 5 })],
      '/api/player/freespins': [],
    });
    renderWithProviders(<BonusScreen {...env} id="4" />);
    expect(await screen.findByRole('heading', { name: 'Reload 50%' })).toBeVisible();
    expect(screen.getAllByTestId('gift-card')).toHaveLength(1);
    expect(screen.getByText('Wager the bonus 30 times within 7 days.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All gifts' })).toHaveAttribute(
      'href',
      '/profile/gifts',
    );
  });

  it('a gift not in the list is not found', async () => {
    mockApi({ '/api/player/bonuses': [], '/api/player/freespins': [] });
    renderWithProviders(<BonusScreen {...env} id="99" />);
    expect(await screen.findByRole('heading', { name: 'Gift not found' })).toBeVisible();
  });
});

describe('/bonus-balance (GF-030)', () => {
  it('explains the rules the engine applies', () => {
    renderWithProviders(<BonusBalanceScreen isLoggedIn={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'How your bonus balance works',
    );
    for (const title of [
      'Real money is staked first',
      'Games count differently',
      'Maximum bet',
      'One bonus at a time',
      'When bonus money is lost',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to my gifts' })).toBeNull();
  });
});
