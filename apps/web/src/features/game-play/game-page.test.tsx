import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useParams, useSearchParams } from 'react-router';
import { BRIDGE_SOURCE } from '@croupier/contracts/studio';
import { json, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/shell-test-utils';
import type { PlayMode } from './api/launch-game';
import { GamePage, type GamePageProps, type RequiredFieldsSlot } from './game-page';
import { launchAnswer, makeGame, STUDIO_ORIGIN } from './game-play-test-utils';
import { SPECIAL_POPUP_KEY } from './special-game';

// The bridge and the fetchers load the contracts lazily; load them once up front.
await import('../../lib/contracts');

const GAME_PATH = '/api/games/aurora-studios/sun-temple';
const LAUNCH_PATH = '/api/games/aurora-studios/sun-temple/launch';

type HarnessProps = Partial<Pick<GamePageProps, 'isLoggedIn' | 'onBalance'>> & {
  onRequiredFields?: (slot: RequiredFieldsSlot) => void;
};

/** Mounted at the play route like the app does: params and `?mode` from the address. */
function Harness({
  isLoggedIn = true,
  onBalance = () => undefined,
  onRequiredFields,
}: HarnessProps) {
  const { producer = '', name = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <GamePage
      provider={producer}
      name={name}
      mode={(search.get('mode') ?? 'real') as PlayMode}
      isLoggedIn={isLoggedIn}
      device="desktop"
      onBalance={onBalance}
      renderRequiredFields={(slot) => {
        onRequiredFields?.(slot);
        return (
          <button type="button" onClick={slot.onSaved}>
            Save the fields
          </button>
        );
      }}
    />
  );
}

function renderGame(path: string, props: HarnessProps = {}) {
  return renderWithProviders(<Harness {...props} />, { path, pattern: '/play/:producer/:name' });
}

const location = () => screen.getByTestId('location').textContent;

async function findFrame() {
  return (await screen.findByTitle('Sun Temple by Aurora Studios')) as HTMLIFrameElement;
}

function post(frame: HTMLIFrameElement | null, data: unknown, origin = STUDIO_ORIGIN) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame?.contentWindow ?? null }),
    );
  });
}

const bridge = (message: Record<string, unknown>) => ({
  source: BRIDGE_SOURCE,
  session_id: 'st-1',
  ...message,
});

describe('launching a game (GM-009, GM-030)', () => {
  it('a guest asking for real money goes to registration with the way back, without a launch (GM-008)', async () => {
    const api = mockApi({ [`GET ${GAME_PATH}`]: makeGame() });
    renderGame('/play/aurora-studios/sun-temple?mode=real', { isLoggedIn: false });
    await waitFor(() =>
      expect(location()).toBe(
        `/registration?redirect=${encodeURIComponent('/play/aurora-studios/sun-temple?mode=real')}`,
      ),
    );
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(0);
  });

  it('a guest plays the demo: the launch asks for demo on this device and the game fills the frame', async () => {
    const api = mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: launchAnswer('demo'),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=demo', { isLoggedIn: false });
    const frame = await findFrame();
    expect(frame).toHaveAttribute('src', `${STUDIO_ORIGIN}/play/st-1`);
    expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(api.callsTo('POST', LAUNCH_PATH)[0]?.body).toEqual({ mode: 'demo', device: 'desktop' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sun Temple' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between real money and demo from the toolbar', async () => {
    mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: ({ body }: { body: { mode: PlayMode } }) => launchAnswer(body.mode),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    await findFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Demo' }));
    expect(location()).toBe('/play/aurora-studios/sun-temple?mode=demo');
  });

  it('a live game has no demo switch', async () => {
    mockApi({
      [`GET ${GAME_PATH}`]: makeGame({ live: true, currencies: { EUR: { id: 11 } } }),
      [`POST ${LAUNCH_PATH}`]: launchAnswer('real'),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    await findFrame();
    expect(screen.queryByRole('group', { name: 'Play mode' })).toBeNull();
    expect(screen.getByText('Real money')).toBeVisible();
  });

  it.each(['limit_reached', 'blocked_by_exclusion'])(
    'a %s refusal sends the player to the limits page (RT-057)',
    async (code) => {
      mockApi({
        [`GET ${GAME_PATH}`]: makeGame(),
        [`POST ${LAUNCH_PATH}`]: json({ error: code, errors: {} }, 403),
      });
      renderGame('/play/aurora-studios/sun-temple?mode=real');
      await waitFor(() => expect(location()).toBe('/profile/limits'));
    },
  );

  it('a login_required answer sends to registration (GM-008)', async () => {
    mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: json({ error: 'login_required', errors: {} }, 403),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    await waitFor(() => expect(location()).toMatch(/^\/registration\?redirect=/));
  });

  it('no demo: says so and offers real money', async () => {
    const api = mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: json({ error: 'demo_not_available', errors: {} }, 422),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=demo');
    expect(await screen.findByRole('heading', { name: 'No demo for this game' })).toBeVisible();
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Play for real money' }));
    expect(location()).toBe('/play/aurora-studios/sun-temple?mode=real');
  });

  it('a game without a FUN version does not even ask for a demo (GM-004)', async () => {
    const api = mockApi({ [`GET ${GAME_PATH}`]: makeGame({ currencies: { EUR: { id: 11 } } }) });
    renderGame('/play/aurora-studios/sun-temple?mode=demo');
    expect(await screen.findByRole('heading', { name: 'No demo for this game' })).toBeVisible();
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(0);
  });

  it('not in the player currency: says so and offers the demo', async () => {
    mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: json({ error: 'currency_not_supported', errors: {} }, 422),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    expect(
      await screen.findByRole('heading', { name: 'Not available in your currency' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Play the demo' }));
    expect(location()).toBe('/play/aurora-studios/sun-temple?mode=demo');
  });

  it('the studio did not answer (503): a retry starts the game', async () => {
    let answer: Response | object = json({ error: 'studio_unavailable', errors: {} }, 503);
    const api = mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: () => answer,
    });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    expect(await screen.findByRole('heading', { name: 'The game did not start' })).toBeVisible();
    answer = launchAnswer('real');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await findFrame();
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(2);
  });

  it('an unknown game says so, with the way to the lobby', async () => {
    mockApi({});
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    expect(await screen.findByRole('heading', { name: 'This game is not here' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });
});

describe('required profile fields before real play (PR-008)', () => {
  const incomplete = () =>
    json(
      { error: 'profile_incomplete', errors: { city: ['REQUIRED'], last_name: ['REQUIRED'] } },
      422,
    );

  it('asks for exactly the named fields in a popup the overlay cannot close, then launches', async () => {
    let answer: Response | object = incomplete();
    const api = mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: () => answer,
    });
    const onRequiredFields = vi.fn();
    renderGame('/play/aurora-studios/sun-temple?mode=real', { onRequiredFields });
    const dialog = await screen.findByRole('dialog', { name: 'A few details first' });
    expect(onRequiredFields).toHaveBeenLastCalledWith(
      expect.objectContaining({ fields: ['city', 'last_name'], context: 'aurora-studios' }),
    );

    fireEvent.mouseDown(screen.getByTestId('dialog-overlay'));
    expect(dialog).toBeVisible();

    answer = launchAnswer('real');
    await userEvent.click(screen.getByRole('button', { name: 'Save the fields' }));
    await findFrame();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(2);
  });

  it('Escape goes back instead of playing', async () => {
    mockApi({ [`GET ${GAME_PATH}`]: makeGame(), [`POST ${LAUNCH_PATH}`]: incomplete });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    await screen.findByRole('dialog', { name: 'A few details first' });
    await userEvent.keyboard('{Escape}');
    // A direct load has no previous page: back is the lobby.
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('the iframe bridge', () => {
  async function playing(onBalance = vi.fn()) {
    mockApi({
      [`GET ${GAME_PATH}`]: makeGame(),
      [`POST ${LAUNCH_PATH}`]: launchAnswer('real'),
    });
    renderGame('/play/aurora-studios/sun-temple?mode=real', { onBalance });
    return { frame: await findFrame(), onBalance };
  }

  it('moves the header balance with every round the game reports', async () => {
    const { frame, onBalance } = await playing();
    post(frame, bridge({ type: 'balance', currency: 'EUR', balance: 9_750 }));
    await waitFor(() =>
      expect(onBalance).toHaveBeenCalledWith({ currency: 'EUR', balance: 9_750 }),
    );
    post(frame, bridge({ type: 'round', round_id: 'r1', bet: 100, win: 0, currency: 'EUR' }));
    await waitFor(() => expect(onBalance).toHaveBeenCalledWith(null));
  });

  it('ignores messages from another origin, another window or in another shape', async () => {
    const { frame, onBalance } = await playing();
    post(frame, bridge({ type: 'balance', currency: 'EUR', balance: 1 }), 'http://evil.test');
    post(null, bridge({ type: 'balance', currency: 'EUR', balance: 2 }));
    post(frame, { ...bridge({ type: 'balance', currency: 'EUR', balance: 3 }), source: 'other' });
    post(frame, bridge({ type: 'balance', currency: 'EUR', balance: 4, session_id: 'st-old' }));
    // A message that does pass proves the ones before had their chance to arrive.
    post(frame, bridge({ type: 'balance', currency: 'EUR', balance: 5 }));
    await waitFor(() => expect(onBalance).toHaveBeenCalledWith({ currency: 'EUR', balance: 5 }));
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  it('not enough funds: offers the deposit', async () => {
    const { frame } = await playing();
    post(frame, bridge({ type: 'error', code: 'not_enough_funds', message: 'No funds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough funds for this bet.');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(location()).toBe('/deposit');
  });

  it('a limit reached mid-game goes to the limits page', async () => {
    const { frame } = await playing();
    post(frame, bridge({ type: 'error', code: 'limit_reached', message: 'Limit' }));
    await waitFor(() => expect(location()).toBe('/profile/limits'));
  });

  it('the game asks to deposit, or to leave', async () => {
    const { frame } = await playing();
    post(frame, bridge({ type: 'deposit' }));
    await waitFor(() => expect(location()).toBe('/deposit'));
  });

  it('close leaves the game page', async () => {
    const { frame } = await playing();
    post(frame, bridge({ type: 'close' }));
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('special-slot popup (platform-core.md §4)', () => {
  it('explains a special game once per browser before it starts', async () => {
    const api = mockApi({
      [`GET ${GAME_PATH}`]: makeGame({ categories: ['special'] }),
      [`POST ${LAUNCH_PATH}`]: launchAnswer('real'),
    });
    const first = renderGame('/play/aurora-studios/sun-temple?mode=real');
    expect(await screen.findByRole('dialog', { name: 'A special game' })).toBeVisible();
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the game' }));
    await findFrame();
    expect(localStorage.getItem(SPECIAL_POPUP_KEY)).not.toBeNull();
    first.unmount();

    renderGame('/play/aurora-studios/sun-temple?mode=real');
    await findFrame();
    expect(screen.queryByRole('dialog', { name: 'A special game' })).toBeNull();
  });

  it('not now goes back without starting the game', async () => {
    const api = mockApi({ [`GET ${GAME_PATH}`]: makeGame({ categories: ['special'] }) });
    renderGame('/play/aurora-studios/sun-temple?mode=real');
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(location()).toBe('/');
    expect(api.callsTo('POST', LAUNCH_PATH)).toHaveLength(0);
    expect(localStorage.getItem(SPECIAL_POPUP_KEY)).toBeNull();
  });
});
