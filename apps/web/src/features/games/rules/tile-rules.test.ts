import { describe, expect, it } from 'vitest';
import { EUR_PLAYER, makeGame } from '../games-test-utils';
import { GUEST_VIEWER } from '../games-viewer';
import { openHref, thumbnailSrc, tileFlags, tileOverlay } from './tile-rules';

describe('tile overlay (GM-005..GM-008, PR-026)', () => {
  it('locks a game for a EUR player when it has only a USD version (GM-005)', () => {
    const game = makeGame({ currencies: { USD: { id: 7 } } });
    expect(tileOverlay(game, EUR_PLAYER)).toEqual({ kind: 'locked' });
  });

  it('never locks for a crypto player (GM-006)', () => {
    const game = makeGame({ currencies: { USD: { id: 7 }, FUN: { id: 8 } } });
    const overlay = tileOverlay(game, { ...EUR_PLAYER, currency: 'BTC', isCrypto: true });
    expect(overlay).toMatchObject({ kind: 'play', favoriteId: null });
  });

  it('gives a guest play and demo but no heart; play goes to registration (GM-007, GM-008)', () => {
    const overlay = tileOverlay(makeGame({ seo_title: 'golden-sun' }), GUEST_VIEWER);
    expect(overlay).toEqual({
      kind: 'play',
      playHref: `/registration?redirect=${encodeURIComponent('/play/velvet/golden-sun?mode=real')}`,
      demoHref: '/play/velvet/golden-sun?mode=demo',
      favoriteId: null,
    });
  });

  it('gives a player real play and the heart on the version in their currency', () => {
    const overlay = tileOverlay(makeGame(), EUR_PLAYER);
    expect(overlay).toMatchObject({
      kind: 'play',
      playHref: '/play/velvet/golden-sun?mode=real',
      favoriteId: 101,
    });
  });

  it('offers no demo without has_demo_mode or for a live game', () => {
    expect(tileOverlay(makeGame({ has_demo_mode: false }), EUR_PLAYER)).toMatchObject({
      demoHref: null,
    });
    expect(tileOverlay(makeGame({ live: true }), EUR_PLAYER)).toMatchObject({ demoHref: null });
  });

  it('sends a guest pick to the demo when there is one, else to registration', () => {
    expect(openHref(makeGame(), GUEST_VIEWER)).toBe('/play/velvet/golden-sun?mode=demo');
    expect(openHref(makeGame({ live: true }), GUEST_VIEWER)).toMatch(/^\/registration\?redirect=/);
    expect(openHref(makeGame(), EUR_PLAYER)).toBe('/play/velvet/golden-sun?mode=real');
  });
});

describe('tile decoration', () => {
  it('builds the thumbnail path from the identifier, slash kept (GM-002)', () => {
    expect(thumbnailSrc('velvet/golden-sun')).toBe('/images/games/velvet/golden-sun.svg');
  });

  it('reads the flags among the categories (GM-003)', () => {
    const game = makeGame({ categories: ['slots', 'animated', 'exclusive', 'top'] });
    expect(tileFlags(game)).toEqual(['exclusive', 'animated']);
  });
});
