import { describe, expect, it } from 'vitest';
import {
  bannerVisibleForWelcomePack,
  fillVariables,
  hasWelcomePackStatus,
  selectHeroBanners,
  type BannerFacts,
} from './banner-rules.js';

interface TestBanner extends BannerFacts {
  id: string;
}

function banner(overrides: Partial<TestBanner> & Pick<TestBanner, 'id'>): TestBanner {
  return {
    categories: ['slider-index-top'],
    labels: [],
    order: {},
    logged: null,
    groupIds: [],
    liveTime: null,
    ...overrides,
  };
}

const now = new Date('2026-03-01T12:00:00.000Z');

describe('selectHeroBanners', () => {
  it('takes the audience categories and orders by per-category order (CMS-010, CMS-016)', () => {
    const banners = [
      banner({ id: 'b', order: { 'slider-index-top': 2 } }),
      banner({
        id: 'guest',
        categories: ['slider-index-top-guest'],
        order: { 'slider-index-top-guest': 1 },
      }),
      banner({
        id: 'fiat',
        categories: ['slider-index-top-fiat'],
        order: { 'slider-index-top-fiat': 0 },
      }),
      banner({ id: 'crypto', categories: ['slider-index-top-crypto'] }),
      banner({ id: 'jackpots', categories: ['jackpots-slider'] }),
    ];
    expect(selectHeroBanners(banners, { isLoggedIn: false }, now).map((b) => b.id)).toEqual([
      'guest',
      'b',
    ]);
    expect(selectHeroBanners(banners, { isLoggedIn: true }, now).map((b) => b.id)).toEqual([
      'fiat',
      'b',
    ]);
    expect(
      selectHeroBanners(banners, { isLoggedIn: true, isCrypto: true }, now).map((b) => b.id),
    ).toEqual(['b', 'crypto']);
  });

  it('shows a banner only inside its liveTime (CMS-015)', () => {
    const banners = [
      banner({
        id: 'past',
        liveTime: { start: '2025-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
      }),
      banner({
        id: 'live',
        liveTime: { start: '2026-02-01T00:00:00Z', end: '2026-04-01T00:00:00Z' },
      }),
      banner({
        id: 'future',
        liveTime: { start: '2026-04-01T00:00:00Z', end: '2027-01-01T00:00:00Z' },
      }),
    ];
    expect(selectHeroBanners(banners, { isLoggedIn: false }, now).map((b) => b.id)).toEqual([
      'live',
    ]);
  });

  it('respects the logged flag and groupIds (CMS-012)', () => {
    const banners = [
      banner({ id: 'players', logged: true }),
      banner({ id: 'guests', logged: false }),
      banner({ id: 'testers', groupIds: [21] }),
    ];
    expect(selectHeroBanners(banners, { isLoggedIn: false }, now).map((b) => b.id)).toEqual([
      'guests',
    ]);
    expect(
      selectHeroBanners(banners, { isLoggedIn: true, groups: [21] }, now).map((b) => b.id),
    ).toEqual(['players', 'testers']);
  });
});

describe('welcome-pack banners (CMS-013, CMS-014)', () => {
  const config = { welcomePackStags: ['aff_welcome_01'], welcomePackGroup: 131811 };

  it('gives welcome-pack status by a listed stag or by group 131811', () => {
    expect(hasWelcomePackStatus({ groups: [131811] }, config)).toBe(true);
    expect(hasWelcomePackStatus({ stag: 'aff_welcome_01' }, config)).toBe(true);
    expect(hasWelcomePackStatus({ stag: 'aff_other', groups: [21] }, config)).toBe(false);
    expect(hasWelcomePackStatus({}, config)).toBe(false);
    // Without the project's group only the stags count.
    expect(hasWelcomePackStatus({ groups: [131811] }, { welcomePackStags: [] })).toBe(false);
  });

  it('reads the show/hide tag from labels; untagged banners are for everyone', () => {
    const show = { labels: ['new', 'welcome-pack:show'] };
    const hide = { labels: ['welcome-pack:hide'] };
    const untagged = { labels: ['welcome-pack'] };
    expect(bannerVisibleForWelcomePack(show, true)).toBe(true);
    expect(bannerVisibleForWelcomePack(show, false)).toBe(false);
    expect(bannerVisibleForWelcomePack(hide, true)).toBe(false);
    expect(bannerVisibleForWelcomePack(hide, false)).toBe(true);
    expect(bannerVisibleForWelcomePack(untagged, true)).toBe(true);
    expect(bannerVisibleForWelcomePack(untagged, false)).toBe(true);
  });

  it('filters the hero carousel by welcome-pack status', () => {
    const banners = [
      banner({ id: 'pack', labels: ['welcome-pack:show'] }),
      banner({ id: 'others', labels: ['welcome-pack:hide'] }),
      banner({ id: 'all' }),
    ];
    const ids = (hasWelcomePack: boolean) =>
      selectHeroBanners(banners, { isLoggedIn: true, hasWelcomePack }, now).map((b) => b.id);
    expect(ids(true)).toEqual(['pack', 'all']);
    expect(ids(false)).toEqual(['others', 'all']);
  });
});

describe('banner helpers', () => {
  it('fills {{name}} placeholders from variables (CMS-017)', () => {
    expect(fillVariables('Win {{amount}} now', { amount: '€500' })).toBe('Win €500 now');
    expect(fillVariables('Keep {{unknown}}', {})).toBe('Keep {{unknown}}');
  });
});
