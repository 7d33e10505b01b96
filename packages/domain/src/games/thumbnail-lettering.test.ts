import { describe, expect, it } from 'vitest';
import { titleLines, titleSize } from './thumbnail-lettering';

describe('thumbnail lettering (GM-002)', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(titleLines('Neon Lanterns')).toEqual(['Neon Lanterns']);
    expect(titleSize(['Neon Lanterns'])).toBe(28);
  });

  it('splits a long title at the space nearest its middle and sizes it by the longer line', () => {
    const lines = titleLines('Midnight Lounge Roulette 11');
    expect(lines).toEqual(['Midnight Lounge', 'Roulette 11']);
    expect(titleSize(lines)).toBe(28);
    expect(titleLines('Extraordinarily Magnificent Treasures')).toEqual([
      'Extraordinarily',
      'Magnificent Treasures',
    ]);
    expect(titleSize(['Extraordinarily', 'Magnificent Treasures'])).toBe(22);
  });

  it('leaves a long title without spaces whole, smaller', () => {
    expect(titleLines('Supercalifragilisticexpialidocious')).toEqual([
      'Supercalifragilisticexpialidocious',
    ]);
    expect(titleSize(['Supercalifragilisticexpialidocious'])).toBe(13);
  });
});
