import type { ReactElement } from 'react';
import { configure } from '@testing-library/react';
import type { Game, GamesPage } from '@croupier/contracts/games';
import { renderWithProviders, type RenderOptions } from '../../testing/shell-test-utils';
import { GamesViewerProvider, GUEST_VIEWER, type GamesViewer } from './games-viewer';

// Grids of dozens of tiles render slowly on a busy CI machine: wait up to 5 s for them to show.
configure({ asyncUtilTimeout: 5000 });

/** A catalog game as games_filter returns it (GM-001), overridable field by field. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  const key = overrides.seo_title ?? overrides.identifier?.split('/')[1] ?? 'golden-sun';
  const provider = overrides.provider ?? 'velvet';
  return {
    identifier: `${provider}/${key}`,
    name: key,
    title: key
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    slug: key,
    seo_title: key,
    provider,
    categories: ['slots'],
    badges: [],
    currencies: { EUR: { id: 101 }, USD: { id: 102 }, FUN: { id: 109 } },
    collections: [],
    has_demo_mode: true,
    live: false,
    rtp: '96.10',
    volatility: 'medium',
    ...overrides,
  };
}

export const makeGames = (count: number, prefix = 'game') =>
  Array.from({ length: count }, (_, index) =>
    makeGame({
      seo_title: `${prefix}-${index + 1}`,
      currencies: { EUR: { id: 1000 + index }, FUN: { id: 5000 + index } },
    }),
  );

export function gamesPage(data: Game[], page = 1, totalPages = 1, total = data.length): GamesPage {
  return {
    data,
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}

export const EUR_PLAYER: GamesViewer = {
  isLoggedIn: true,
  currency: 'EUR',
  isCrypto: false,
  device: 'desktop',
};

export function renderWithViewer(
  ui: ReactElement,
  viewer: GamesViewer = GUEST_VIEWER,
  options: RenderOptions = {},
) {
  return renderWithProviders(
    <GamesViewerProvider viewer={viewer}>{ui}</GamesViewerProvider>,
    options,
  );
}

/**
 * jsdom has no IntersectionObserver: this one records what is observed and with which margin,
 * and lets a test bring the observed element into range.
 */
export function stubIntersectionObserver() {
  const observers: {
    margin: string;
    callback: IntersectionObserverCallback;
    elements: Element[];
  }[] = [];
  class Observer {
    readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { margin: options?.rootMargin ?? '0px', callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
  return {
    observers,
    /** Reports every observed element as intersecting. */
    enterAll() {
      for (const observer of observers)
        for (const element of observer.elements)
          observer.callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
    },
  };
}
