import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { makeGift } from '../../features/gifts/gifts-test-utils';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { GameBonusMeter } from './game-bonus-meter';

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 8_000 };

describe('the game page bonus meter', () => {
  it('shows the wagering of the active currency floored and the spins left in this game', async () => {
    mockApi({
      '/api/fe/config/currency-config': {},
      '/api/player/bonuses': [
        makeGift({
          stage: 'handle_bets',
          currency: 'USDT',
          activatable: false,
          bonus_cents: 9_000_000,
          amount_wager_cents: 123_456_789,
          amount_wager_requirement_cents: 270_000_000,
          max_bet_cents: 5_000_000,
        }),
      ],
      '/api/player/freespins': [
        makeGift({
          id: 2,
          family: 'freespins',
          stage: 'activated',
          currency: 'USDT',
          freespins_total: 20,
          freespins_left: 7,
          games: ['juniper-jack/neon-lanterns'],
        }),
        makeGift({
          id: 3,
          family: 'freespins',
          stage: 'activated',
          currency: 'USDT',
          freespins_left: 5,
          games: ['other/game'],
        }),
      ],
    });
    renderWithProviders(
      <GameBonusMeter producer="juniper-jack" name="neon-lanterns" currency="USDT" />,
    );
    expect(await screen.findByTestId('bonus-meter-spins', {}, SLOW)).toHaveTextContent(
      '7 free spins left',
    );
    // 123.456789 of 270 USDT: 45.7 % → 45 (floored).
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByTestId('bonus-meter-progress')).toHaveTextContent('45%');
  });

  it('shows nothing when nothing is in play', async () => {
    mockApi({
      '/api/player/bonuses': [makeGift({ currency: 'JPY' })],
      '/api/player/freespins': [],
    });
    renderWithProviders(<GameBonusMeter producer="a" name="b" currency="JPY" />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('bonus-meter')).toBeNull();
  });
});
