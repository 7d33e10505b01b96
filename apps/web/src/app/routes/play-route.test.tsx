import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BRIDGE_SOURCE } from '@croupier/contracts/studio';
import type { PlayerAccount } from '@croupier/contracts/player';
import { makeAccount, makeCashboxPlayer } from '../../features/cashbox/cashbox-test-utils';
import { cashboxKeys } from '../../features/cashbox/api/cashbox-keys';
import {
  launchAnswer,
  makeGame,
  STUDIO_ORIGIN,
} from '../../features/game-play/game-play-test-utils';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { PlayRoute } from './play-route';

await import('../../lib/contracts');

const LAUNCH = '/api/games/velvet-live/roulette-royale/launch';
const GAME = makeGame({
  identifier: 'velvet-live/roulette-royale',
  title: 'Roulette Royale',
  seo_title: 'roulette-royale',
  slug: 'roulette-royale',
  provider: 'velvet-live',
  live: true,
  currencies: { EUR: { id: 31 } },
});

const renderPlay = (path: string) =>
  renderWithProviders(<PlayRoute />, { path, pattern: '/play/:producer/:name' });

describe('the game page in the app (PR-008, GM-030)', () => {
  it("asks for the provider's empty fields, saves them in its context and starts the game", async () => {
    let launched = false;
    const api = mockApi({
      'GET /api/player': makeCashboxPlayer({ city: null, last_name: null }),
      'GET /api/games/velvet-live/roulette-royale': GAME,
      'GET /api/info/countries': [],
      'GET /api/info/player_fields': {
        fields: [
          { name: 'city', type: 'string', required_in: ['velvet-live'] },
          { name: 'last_name', type: 'string', required_in: ['velvet-live'] },
        ],
        contexts: { 'velvet-live': ['city', 'last_name'] },
      },
      'PATCH /api/player': ({ body }: { body: { user: object } }) => {
        launched = true;
        return makeCashboxPlayer({ ...body.user });
      },
      [`POST ${LAUNCH}`]: () =>
        launched
          ? launchAnswer('real')
          : json(
              {
                error: 'profile_incomplete',
                errors: { city: ['REQUIRED'], last_name: ['REQUIRED'] },
              },
              422,
            ),
    });
    renderPlay('/play/velvet-live/roulette-royale?mode=real');
    const dialog = await screen.findByRole('dialog', { name: 'A few details first' });
    expect(dialog).toHaveTextContent('Velvet Live needs these details');
    // Exactly the named fields: nothing else of the profile is asked here.
    expect(screen.getByLabelText(/^City/)).toBeVisible();
    expect(screen.getByLabelText(/^Last name/)).toBeVisible();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();

    await userEvent.type(screen.getByLabelText(/^City/), 'Tallinn');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/player')[0]?.body).toEqual({
        user: { city: 'Tallinn', last_name: 'Lovelace' },
        context: 'velvet-live',
      }),
    );
    expect(await screen.findByTitle('Roulette Royale by Velvet Live')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest without a mode in the address gets the demo', async () => {
    const api = mockApi({
      'GET /api/player': {},
      'GET /api/games/aurora-studios/sun-temple': makeGame(),
      'POST /api/games/aurora-studios/sun-temple/launch': launchAnswer('demo'),
    });
    renderPlay('/play/aurora-studios/sun-temple');
    await screen.findByTitle(/^Sun Temple by/);
    expect(api.callsTo('POST', '/api/games/aurora-studios/sun-temple/launch')[0]?.body).toEqual({
      mode: 'demo',
      device: 'desktop',
    });
  });

  it('the header balance follows the balance the game reports after each spin', async () => {
    mockApi({
      'GET /api/player': makeCashboxPlayer(),
      'GET /api/player/accounts': [makeAccount({ amount_cents: 10_000 })],
      'GET /api/games/aurora-studios/sun-temple': makeGame(),
      'POST /api/games/aurora-studios/sun-temple/launch': launchAnswer('real'),
    });
    const { queryClient } = renderPlay('/play/aurora-studios/sun-temple?mode=real');
    await queryClient.fetchQuery({
      queryKey: cashboxKeys.accounts(),
      queryFn: () => [makeAccount({ amount_cents: 10_000 })],
    });
    const frame = (await screen.findByTitle(/^Sun Temple by/)) as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: STUDIO_ORIGIN,
          source: frame.contentWindow,
          data: {
            source: BRIDGE_SOURCE,
            session_id: 'st-1',
            type: 'balance',
            currency: 'EUR',
            balance: 9_800,
          },
        }),
      );
    });
    await waitFor(() =>
      expect(
        queryClient.getQueryData<PlayerAccount[]>(cashboxKeys.accounts())?.[0]?.amount_cents,
      ).toBe(9_800),
    );
  });

  it('the heart adds the game in the player currency to the favourites, shared with the lobby', async () => {
    const api = mockApi({
      'GET /api/player': makeCashboxPlayer(),
      'GET /api/player/favorite_games': [],
      'PUT /api/player/favorite_games/11': { id: 11 },
      'GET /api/games/aurora-studios/sun-temple': makeGame(),
      'POST /api/games/aurora-studios/sun-temple/launch': launchAnswer('real'),
    });
    renderPlay('/play/aurora-studios/sun-temple?mode=real');
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    api.set('GET /api/player/favorite_games', [makeGame()]);
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT', '/api/player/favorite_games/11')).toHaveLength(1);
  });

  it('a guest has no heart', async () => {
    mockApi({
      'GET /api/player': {},
      'GET /api/games/aurora-studios/sun-temple': makeGame(),
      'POST /api/games/aurora-studios/sun-temple/launch': launchAnswer('demo'),
    });
    renderPlay('/play/aurora-studios/sun-temple?mode=demo');
    await screen.findByTitle(/^Sun Temple by/);
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
  });
});
