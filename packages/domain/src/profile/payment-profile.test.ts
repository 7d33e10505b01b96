import { describe, expect, it } from 'vitest';
import { missingPaymentProfileFields, PAYMENT_PROFILE_FIELDS } from './payment-profile.js';

const complete = Object.fromEntries(PAYMENT_PROFILE_FIELDS.map((field) => [field, 'x']));

describe('payment profile completeness (CB-003)', () => {
  it('lists the empty fields of a fiat player, in the form order', () => {
    expect(
      missingPaymentProfileFields({ ...complete, mobile_phone: null, city: '  ' }, true),
    ).toEqual(['mobile_phone', 'city']);
    expect(missingPaymentProfileFields({}, true)).toEqual([...PAYMENT_PROFILE_FIELDS]);
    expect(missingPaymentProfileFields(complete, true)).toEqual([]);
  });

  it('asks a crypto player for nothing', () => {
    expect(missingPaymentProfileFields({}, false)).toEqual([]);
  });
});
