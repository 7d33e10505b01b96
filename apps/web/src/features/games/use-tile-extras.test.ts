import { describe, expect, it } from 'vitest';
import { formatJackpot, humaniseSlug } from './use-tile-extras';

describe('tile texts', () => {
  it('shows a fiat jackpot in whole units (JP-003)', () => {
    expect(formatJackpot(4_737_899, 'EUR', 'en')).toBe('€47,378');
  });

  it('names a provider from its slug until the provider list answers', () => {
    expect(humaniseSlug('red-canyon-gaming')).toBe('Red canyon gaming');
  });
});
