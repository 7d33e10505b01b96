import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { makeGift, makePlayer } from '../../features/gifts/gifts-test-utils';
import { mockApi, renderWithProviders } from '../../testing/shell-test-utils';
import { GiftsSummary } from './gifts-summary';
import { balanceInfo } from './header/balance-info';

afterEach(() => vi.unstubAllGlobals());

describe('GiftsSummary (SH-049, SH-054)', () => {
  it('counts the new gifts and reads the wagering of the active currency', async () => {
    const until = '2099-01-01T00:00:00.000Z';
    mockApi({
      '/api/player': makePlayer({ groups: [3] }),
      '/api/player/bonuses': [
        makeGift({ id: 1, activatable_until: until }),
        makeGift({ id: 2, group_key: 'hidden', activatable_until: until }),
        makeGift({
          id: 3,
          stage: 'handle_bets',
          activatable: false,
          currency: 'JPY',
          amount_wager_cents: 2500,
          amount_wager_requirement_cents: 10000,
        }),
        makeGift({ id: 4, title: 'Rocket Chance', activatable_until: until }),
      ],
      '/api/player/freespins': [
        makeGift({
          id: 5,
          family: 'freespins',
          activatable_until: until,
          amount_wager_requirement_cents: 0,
        }),
      ],
      '/api/fe/config/disabled-bonuses': { group_keys: ['hidden'] },
      '/api/fe/config/modify-gifts-config': [],
    });
    const onChange = vi.fn();
    renderWithProviders(<GiftsSummary currency="JPY" onChange={onChange} />);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        newCount: 2,
        wagering: { wageredCents: 2500, targetCents: 10000 },
      }),
    );
  });

  it('the balance carries the wagering beside real and bonus money', () => {
    const balance = balanceInfo(
      [{ currency: 'EUR', amount_cents: 10000, available_to_cashout_cents: 6000, active: true }],
      null,
      { wageredCents: 2500, targetCents: 10000 },
    );
    expect(balance?.wagering).toEqual({ wageredCents: 2500, targetCents: 10000 });
    expect((balance?.amountCents ?? 0) - (balance?.cashoutCents ?? 0)).toBe(4000);
  });
});
