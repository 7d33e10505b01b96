import { describe, expect, it } from 'vitest';
import { catalogFeedSchema } from '@croupier/contracts/studio';
import { slotConfigOf } from '../games/slot-game.js';
import { sessionBets } from '../sessions/session-view.js';
import { studioCatalogFeed } from './catalog-source.js';

describe('the published catalog', () => {
  const feed = studioCatalogFeed();

  it('is the generated feed: 2,000+ games of 30+ studios, valid against the contract', () => {
    expect(() => catalogFeedSchema.parse(feed)).not.toThrow();
    expect(feed.games.length).toBeGreaterThanOrEqual(2000);
    expect(feed.providers.length).toBeGreaterThanOrEqual(30);
  });

  it('can be played: every slot has its maths, every game and currency has stakes within limits', () => {
    const problems: string[] = [];
    for (const game of feed.games) {
      const isSlot = game.engine === 'video-slot' || game.engine === 'classic-slot';
      if (isSlot && !slotConfigOf(game))
        problems.push(`${game.identifier}: no preset ${game.preset}`);
      const currencies = Object.keys(game.bet_limits);
      if (game.demo) currencies.push('FUN');
      for (const currency of currencies) {
        const limits =
          game.bet_limits[currency] ?? game.bet_limits.EUR ?? Object.values(game.bet_limits)[0];
        const { levels } = sessionBets(game, currency);
        if (!limits) continue;
        const outside = levels.filter((level) => level < limits.min || level > limits.max);
        if (levels.length === 0 || outside.length > 0) {
          problems.push(
            `${game.identifier} ${currency}: levels ${levels.join(',')} vs ${limits.min}..${limits.max}`,
          );
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
