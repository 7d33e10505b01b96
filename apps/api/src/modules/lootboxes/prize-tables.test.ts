import { describe, expect, it } from 'vitest';
import { drawIndex } from './prize-tables.js';

/**
 * The server's draw (`crypto.randomInt` through the domain's weighted draw): 10^6 draws of the
 * wheel's sample set (LB-010) match the weights by Pearson chi-square at p = 0.001 (three
 * degrees of freedom: 16.266), and no zero-weight segment is ever drawn (LB-012).
 */
describe('drawIndex (crypto)', () => {
  it('10^6 draws match the weights; zero weights never win', () => {
    const weights = [4000, 4000, 2000, 0, 0, 0, 0, 5];
    const draws = 1_000_000;
    const counts = weights.map(() => 0);
    for (let draw = 0; draw < draws; draw += 1) {
      const index = drawIndex(weights);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let statistic = 0;
    weights.forEach((weight, index) => {
      if (weight === 0) {
        expect(counts[index]).toBe(0);
        return;
      }
      const expected = (draws * weight) / total;
      statistic += ((counts[index] ?? 0) - expected) ** 2 / expected;
    });
    expect(statistic).toBeLessThan(16.266);
  });
});
