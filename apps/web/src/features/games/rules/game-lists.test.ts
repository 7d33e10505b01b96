import { describe, expect, it } from 'vitest';
import { makeGame, makeGames } from '../games-test-utils';
import { buildListItems, insertRandomCard, pickRandomGame, type ListItem } from './game-lists';

const asItems = (count: number): ListItem[] =>
  makeGames(count).map((game) => ({ kind: 'game', game }));

describe('random-game card (GM-022)', () => {
  it('is the 10th tile of a list of 20', () => {
    const items = insertRandomCard(asItems(20));
    expect(items).toHaveLength(21);
    expect(items[9]).toEqual({ kind: 'random' });
    expect(items.filter((item) => item.kind === 'random')).toHaveLength(1);
  });

  it.each(['top', 'new', 'special', 'recommended'])('closes the %s list', (category) => {
    const items = insertRandomCard(asItems(20), category);
    expect(items.at(-1)).toEqual({ kind: 'random' });
    expect(items[9]?.kind).toBe('game');
  });

  it('goes last in a list shorter than 10 and nowhere in an empty one', () => {
    expect(insertRandomCard(asItems(4)).at(-1)).toEqual({ kind: 'random' });
    expect(insertRandomCard([])).toEqual([]);
  });
});

describe('list items', () => {
  it('leaves hidden tiles out (GM-025)', () => {
    const shown = makeGame({ seo_title: 'shown' });
    const hidden = makeGame({ seo_title: 'hidden-one', categories: ['slots', 'hidden'] });
    const items = buildListItems([shown, hidden]);
    expect(items).toEqual([{ kind: 'game', game: shown }]);
  });

  it('opens a live list with the cashback card (GM-024)', () => {
    const items = buildListItems(makeGames(12), { hasCashbackCard: true, hasRandomCard: true });
    expect(items[0]).toEqual({ kind: 'cashback' });
    expect(items[10]).toEqual({ kind: 'random' });
  });
});

describe('random pick (GM-023)', () => {
  it('chooses among the fetched games, never a hidden one', () => {
    const games = [...makeGames(3), makeGame({ seo_title: 'x', categories: ['hidden'] })];
    expect(pickRandomGame(games, () => 0)?.seo_title).toBe('game-1');
    expect(pickRandomGame(games, () => 0.999)?.seo_title).toBe('game-3');
    expect(pickRandomGame([], () => 0.5)).toBeNull();
  });
});
