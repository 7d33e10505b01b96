import { describe, expect, it } from 'vitest';
import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import {
  autoFillState,
  buildUpdate,
  initialValues,
  missingRequired,
  planFields,
} from './personal-data';
import { makePlayer } from './profile-test-utils';

/** The shape the brand seeds: edition lists every field, the subscription flags included. */
const seeded: PlayerFieldsResponse = {
  fields: [
    { name: 'first_name', type: 'string', required_in: ['deposit', 'edition'] },
    { name: 'city', type: 'string', required_in: ['deposit', 'edition'] },
    { name: 'receive_promos', type: 'boolean', required_in: ['registration', 'edition'] },
    { name: 'mobile_phone_without_dial_code', type: 'phone', required_in: ['edition'] },
    { name: 'state', type: 'select', required_in: ['cashout'] },
  ],
  contexts: {
    edition: ['first_name', 'city', 'receive_promos', 'mobile_phone_without_dial_code', 'state'],
    deposit: ['first_name', 'city'],
  },
};

describe('the edition plan (PR-006, VAL-036)', () => {
  it('keeps the form’s own fields and order; booleans belong to the subscriptions card', () => {
    const plan = planFields(seeded);
    expect(plan.visible).toEqual(['first_name', 'mobile_phone', 'state', 'city']);
    expect([...plan.required].sort()).toEqual(['city', 'first_name', 'mobile_phone']);
  });

  it('asks only for blank required fields, and never for a locked verified one', () => {
    const plan = planFields(seeded);
    const values = { ...initialValues(makePlayer()), first_name: ' ', city: '' };
    expect(missingRequired(values, plan, false)).toEqual({
      first_name: ['VALIDATION.REQUIRED'],
      city: ['VALIDATION.REQUIRED'],
    });
    expect(missingRequired(values, plan, true)).toEqual({ city: ['VALIDATION.REQUIRED'] });
  });

  it('sends the birth date as YYYY-MM-DD and leaves blank optional fields out', () => {
    const plan = {
      visible: ['date_of_birth', 'state', 'nickname'] as const,
      required: new Set<never>(),
    };
    const values = { ...initialValues(makePlayer()), date_of_birth: '29/02/2000', state: '' };
    expect(buildUpdate(values, { ...plan, visible: [...plan.visible] }, false)).toEqual({
      date_of_birth: '2000-02-29',
      nickname: 'ada',
    });
  });
});

describe('state auto-fill (PR-009; VAL-001..VAL-013 cases live with inferState)', () => {
  it('infers only into an empty, editable state', () => {
    expect(autoFillState({ country: 'AU', postal_code: '0800', state: null }, true)).toBe(
      'Northern Territory',
    );
    expect(autoFillState({ country: 'CA', postal_code: 'M5V 2T6', state: '' }, true)).toBe(
      'Ontario',
    );
    expect(autoFillState({ country: 'CA', postal_code: 'M5V 2T6', state: 'Quebec' }, true)).toBe(
      null,
    );
    expect(autoFillState({ country: 'AU', postal_code: '2600', state: null }, false)).toBe(null);
    expect(autoFillState({ country: 'DE', postal_code: '10117', state: null }, true)).toBe(null);
  });
});
