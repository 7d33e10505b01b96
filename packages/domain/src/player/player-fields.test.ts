import { describe, expect, it } from 'vitest';
import { requiredFieldsFor } from './player-fields';

describe('requiredFieldsFor (PR-006)', () => {
  const config = {
    fields: [
      { name: 'city', required_in: ['edition', 'deposit'] },
      { name: 'nickname', required_in: [] },
      { name: 'state', required_in: ['deposit'] },
    ],
    contexts: { edition: ['city', 'nickname'], deposit: ['city'] },
  };

  it('requires the listed fields whose required_in names the context', () => {
    expect(requiredFieldsFor(config, 'edition')).toEqual(['city']);
  });

  it('never requires a field the context does not show, and nothing for an unknown context', () => {
    expect(requiredFieldsFor(config, 'deposit')).toEqual(['city']);
    expect(requiredFieldsFor(config, 'cashout')).toEqual([]);
  });
});
