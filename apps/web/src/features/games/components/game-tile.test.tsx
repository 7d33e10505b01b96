import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi as mockApiAsync } from '../../../testing/mock-api';
import { mockApi } from '../../../testing/shell-test-utils';
import { EUR_PLAYER, makeGame, renderWithViewer } from '../games-test-utils';
import { GameTile } from './game-tile';

const golden = makeGame({ seo_title: 'golden-sun' });

describe('GameTile', () => {
  it('shows the thumbnail from the identifier, title and provider (GM-001, GM-002)', () => {
    mockApi({});
    renderWithViewer(<GameTile game={golden} />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/games/velvet/golden-sun.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByText('Golden Sun')).toBeVisible();
    expect(screen.getByText('velvet')).toBeVisible();
  });

  it('letters the picture with the title and provider, drawn for the eye only', () => {
    mockApi({});
    renderWithViewer(<GameTile game={makeGame({ title: 'Midnight Lounge Roulette 11' })} />);
    const drawn = [...document.querySelectorAll('[data-text]')];
    // Split near the middle as the studio's pictures are, then the provider.
    expect(drawn.map((node) => node.getAttribute('data-text'))).toEqual([
      'Midnight Lounge',
      'Roulette 11',
      'velvet',
    ]);
    for (const node of drawn) {
      expect(node.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(node).toHaveTextContent('');
    }
    // The caption names the game once for screen readers and find-in-page.
    expect(screen.getAllByText('Midnight Lounge Roulette 11')).toHaveLength(1);
  });

  it('shows a placeholder when the thumbnail is missing', () => {
    mockApi({});
    renderWithViewer(<GameTile game={golden} />);
    const image = document.querySelector('img');
    if (!image) throw new Error('no thumbnail');
    fireEvent.error(image);
    expect(screen.getByTestId('thumbnail-placeholder')).toHaveTextContent('Golden Sun');
  });

  it('decorates an exclusive game and shows badges by type (GM-003)', () => {
    mockApi({});
    renderWithViewer(
      <GameTile
        game={makeGame({
          categories: ['slots', 'exclusive'],
          badges: [{ type: 'new', theme: 'green' }],
        })}
      />,
    );
    expect(screen.getByText('Exclusive')).toBeVisible();
    expect(screen.getByText('New')).toHaveAttribute('data-theme', 'green');
  });

  it('locks a USD-only game for a EUR player with the spec messages (GM-005)', () => {
    mockApi({});
    renderWithViewer(<GameTile game={makeGame({ currencies: { USD: { id: 7 } } })} />, EUR_PLAYER);
    expect(screen.getByText('Currency not supported')).toBeInTheDocument();
    expect(screen.getByText(/not available in your account currency/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Play/ })).toBeNull();
  });

  it('does not lock for a BTC player (GM-006)', () => {
    mockApi({});
    renderWithViewer(<GameTile game={makeGame({ currencies: { USD: { id: 7 } } })} />, {
      ...EUR_PLAYER,
      currency: 'BTC',
      isCrypto: true,
    });
    expect(screen.queryByText('Currency not supported')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play Golden Sun' })).toBeInTheDocument();
  });

  it('gives a guest play and demo but no heart, and play leads to registration (GM-007, GM-008)', async () => {
    mockApi({});
    renderWithViewer(<GameTile game={golden} />);
    expect(screen.getByRole('link', { name: 'Play Golden Sun for fun' })).toHaveAttribute(
      'href',
      '/play/velvet/golden-sun?mode=demo',
    );
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Play Golden Sun' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/registration?redirect=${encodeURIComponent('/play/velvet/golden-sun?mode=real')}`,
    );
  });

  it('shows the jackpot amount when the game has one (JP-003)', () => {
    mockApi({});
    renderWithViewer(<GameTile game={golden} jackpot="€12,345" />);
    expect(screen.getByText('€12,345')).toBeVisible();
  });

  it('reaches the tile, then Play, Demo and the heart with Tab (keyboard)', async () => {
    mockApi({ 'GET /api/player/favorite_games': [] });
    renderWithViewer(<GameTile game={golden} />, EUR_PLAYER);
    await userEvent.tab();
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Play Golden Sun' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Play Golden Sun for fun' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add Golden Sun to favourites' })).toHaveFocus();
  });

  it('sends one PUT for a double click on the heart, by the id in the player currency (PR-026)', async () => {
    let release: () => void = () => undefined;
    const api = mockApiAsync({
      'GET /api/player/favorite_games': [],
      'PUT /api/player/favorite_games/101': () =>
        new Promise((resolve) => {
          release = () => resolve({ id: 101 });
        }),
    });
    renderWithViewer(<GameTile game={golden} />, EUR_PLAYER);
    const heart = screen.getByRole('button', { name: 'Add Golden Sun to favourites' });
    const puts = () => api.callsTo('PUT', '/api/player/favorite_games/101');
    await userEvent.dblClick(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    await userEvent.click(heart);
    expect(puts()).toHaveLength(1);
    release();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));
    expect(puts()).toHaveLength(1);
  });

  it('opens the overlay on the first tap on touch instead of following the link', () => {
    mockApi({});
    renderWithViewer(<GameTile game={golden} />);
    const tile = screen.getByRole('article');
    const link = screen.getAllByRole('link')[0];
    if (!link) throw new Error('no link');
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    fireEvent.click(link);
    expect(tile).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
