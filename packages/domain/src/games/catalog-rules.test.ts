import { describe, expect, it } from 'vitest';
import { demoId } from './catalog-rules.js';

describe('demoId (GM-004)', () => {
  it('is the FUN version id of a game that is not live', () => {
    expect(demoId({ currencies: { EUR: { id: 3 }, FUN: { id: 9 } }, live: false })).toBe(9);
  });

  it('is null for a live game, even with a FUN version', () => {
    expect(demoId({ currencies: { FUN: { id: 9 } }, live: true })).toBeNull();
  });

  it('is null without a FUN version', () => {
    expect(demoId({ currencies: { EUR: { id: 3 } }, live: false })).toBeNull();
  });
});
