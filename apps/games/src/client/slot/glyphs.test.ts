import { describe, expect, it } from 'vitest';
import { GLYPHS, glyphFor } from './glyphs';

describe('symbol motifs', () => {
  it('draws low card ranks as their letter, whether named "K" or "King"', () => {
    expect(glyphFor('K', 'low').text).toBe('K');
    expect(glyphFor('King', 'low').text).toBe('K');
    expect(glyphFor('Ten', 'low').text).toBe('10');
  });

  it('draws a high "King" as a picture, not a card rank', () => {
    expect(glyphFor('King', 'high')).toBe(GLYPHS.crown);
  });

  it('stacks double and triple bars and leaves a blank stop empty', () => {
    expect(glyphFor('Triple Bar', 'high')).toMatchObject({ text: 'BAR', stack: 3 });
    expect(glyphFor('Double Bar', 'high')).toMatchObject({ text: 'BAR', stack: 2 });
    expect(glyphFor('Seven', 'high').text).toBe('7');
    expect(glyphFor('Blank', 'low').blank).toBe(true);
  });

  it('picks a motif by keyword and always the same one for an unknown name', () => {
    expect(glyphFor('Golden Horseshoe')).toBe(GLYPHS.horseshoe);
    expect(glyphFor('Mystic Obelisk')).toBe(glyphFor('Mystic Obelisk'));
  });
});
