import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GamesFilterRequest } from '@croupier/contracts/games';
import { onLog, type LogEntry } from '../../../lib/logger';
import { json, mockApi } from '../../../testing/mock-api';
import {
  gamesPage,
  makeGame,
  renderWithViewer,
  stubIntersectionObserver,
} from '../games-test-utils';
import { GUEST_VIEWER } from '../games-viewer';
import { GameSearch } from './game-search';

const recommended = [makeGame({ seo_title: 'lucky-star' }), makeGame({ seo_title: 'ruby-reels' })];

/** games_filter: the recommended category, or `found` for a title search. */
function api(found: unknown = gamesPage([makeGame({ seo_title: 'book-of-sun' })])) {
  return mockApi({
    'POST /api/games_filter': ({ body }: { body: unknown }) => {
      const request = body as GamesFilterRequest;
      return request.filter?.title === undefined ? gamesPage(recommended) : found;
    },
  });
}

const titleCalls = (calls: ReturnType<typeof api>) =>
  calls
    .callsTo('POST', '/api/games_filter')
    .filter((call) => (call.body as GamesFilterRequest).filter?.title !== undefined);

function renderSearch(variant: 'popup' | 'modal' = 'popup', onClose = vi.fn()) {
  renderWithViewer(<GameSearch variant={variant} onClose={onClose} />, {
    ...GUEST_VIEWER,
    device: variant === 'popup' ? 'desktop' : 'mobile',
  });
  return { onClose, input: screen.getByRole('searchbox', { name: 'Search games' }) };
}

const fakeTimers = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
};

afterEach(() => vi.useRealTimers());

describe('GameSearch', () => {
  it('searches at 3 characters, 300 ms after the last key, with device and title (GM-016)', async () => {
    const user = fakeTimers();
    const calls = api();
    const { input } = renderSearch('modal');
    expect(input).toHaveFocus();
    await user.type(input, 'ab');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(titleCalls(calls)).toHaveLength(0);
    await user.type(input, 'c');
    // Timers also follow the real clock here (shouldAdvanceTime), and typing the key itself
    // takes ~20 ms of it: leave that much slack either side of the 300 ms.
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(titleCalls(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(titleCalls(calls)).toHaveLength(1));
    expect(titleCalls(calls)[0]?.body).toMatchObject({
      device: 'mobile',
      filter: { title: 'abc' },
    });
    expect(await screen.findByRole('link', { name: /Book Of Sun/ })).toHaveAttribute(
      'href',
      '/play/velvet/book-of-sun?mode=demo',
    );
  });

  it('shows the recommended games first, a spinner while searching (GM-018)', async () => {
    let answer: ((value: unknown) => void) | undefined;
    mockApi({
      'POST /api/games_filter': ({ body }: { body: unknown }) =>
        (body as GamesFilterRequest).filter?.title === undefined
          ? gamesPage(recommended)
          : new Promise((resolve) => (answer = resolve)),
    });
    const { input } = renderSearch();
    expect(await screen.findByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Lucky Star/ })).toBeVisible();
    await userEvent.type(input, 'book');
    expect(await screen.findByRole('status', { name: 'Searching' })).toBeVisible();
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('status', { name: 'Searching' })).toBeVisible();
    answer?.(gamesPage([makeGame({ seo_title: 'book-of-sun' })]));
    expect(await screen.findByRole('link', { name: /Book Of Sun/ })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Searching' })).toBeNull();
  });

  it('lists every game of the page, first those that fill the panel, then the rest', async () => {
    const games = Array.from({ length: 24 }, (_, index) =>
      makeGame({ seo_title: `book-of-${index + 1}` }),
    );
    api(gamesPage(games, 1, 3, 57));
    const { input } = renderSearch();
    await userEvent.type(input, 'book');
    const list = await screen.findByRole('list', { name: 'Found: 57' });
    expect(within(list).getByText('Book Of 1')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(24));
    expect(within(list).getByText('Book Of 24')).toBeVisible();
  });

  it('loads the picture of a result once its row is in view', async () => {
    const observer = stubIntersectionObserver();
    try {
      api();
      const { input } = renderSearch();
      await userEvent.type(input, 'book');
      const list = await screen.findByRole('list', { name: 'Found: 1' });
      expect(list.querySelector('img')).toBeNull();
      act(() => observer.enterAll());
      expect(list.querySelector('img')).toHaveAttribute(
        'src',
        '/images/games/velvet/book-of-sun.svg',
      );
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    }
  });

  it('says nothing was found with the spec texts (GM-018)', async () => {
    api(gamesPage([]));
    const { input } = renderSearch();
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('No games found')).toBeVisible();
    expect(screen.getByText('Try another name or check the spelling.')).toBeVisible();
  });

  it('shows the clear button with focus and 2 characters, hides it on blur (GM-019)', async () => {
    api();
    const { input } = renderSearch();
    await userEvent.type(input, 'a');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'b');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'ab');
    // Tab reaches the clear button (focus stays in the search bar), then leaves the bar.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Clear search' }).blur());
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('re-measures the popup 150 ms after a resize (GM-020)', async () => {
    vi.useFakeTimers();
    api();
    renderSearch('popup');
    const panel = screen.getByTestId('search-panel');
    const before = panel.style.maxHeight;
    expect(before).toBe(`${window.innerHeight - 16}px`);
    const original = window.innerHeight;
    try {
      window.innerHeight = 600;
      window.dispatchEvent(new Event('resize'));
      await act(() => vi.advanceTimersByTimeAsync(149));
      expect(panel.style.maxHeight).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(panel.style.maxHeight).toBe('584px');
    } finally {
      window.innerHeight = original;
    }
  });

  it('logs a failed search as LOAD_FOUND_GAMES_ERROR and tells the player nothing (GM-021)', async () => {
    const logged: LogEntry[] = [];
    const stop = onLog((entry) => logged.push(entry));
    api(json({ code: 'internal' }, 500));
    const { input } = renderSearch();
    await userEvent.type(input, 'book');
    await waitFor(() =>
      expect(logged.map((entry) => entry.name)).toContain('LOAD_FOUND_GAMES_ERROR'),
    );
    stop();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No games found')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  });

  it('closes on Escape and on a press outside the popup', async () => {
    api();
    const { onClose } = renderSearch('popup');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(document.body);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
