import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SORT, GAME_SORTS } from '@croupier/domain/games/game-sorts';
import { gamesFilterRequestSchema } from './games';

describe('games_filter request', () => {
  it('accepts exactly the sorts the site offers, the lobby order by default', () => {
    expect(gamesFilterRequestSchema.shape.sort.unwrap().options).toEqual(GAME_SORTS);
    for (const sort of GAME_SORTS) expect(gamesFilterRequestSchema.parse({ sort }).sort).toBe(sort);
    expect(gamesFilterRequestSchema.parse({}).sort).toBe(DEFAULT_GAME_SORT);
    expect(gamesFilterRequestSchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});
