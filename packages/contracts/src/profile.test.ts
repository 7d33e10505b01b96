import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EDITABLE_PROFILE_FIELDS,
  PROFILE_CONTEXTS,
  playerGroupsRequestSchema,
  playerUpdateRequestSchema,
  profileAgeProblem,
  subscriptionsSchema,
  updateLocaleRequestSchema,
  vipManagerRequestSchema,
  vipManagerResponseSchema,
} from './profile.js';
import { playerSchema } from './player.js';
import { fieldErrors } from './users.js';

function errorsOf(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : fieldErrors(result.error?.issues ?? []);
}

describe('PATCH /api/player body (PR-003, PR-004, PR-005)', () => {
  it('takes profile fields plus a context', () => {
    const body = {
      user: {
        first_name: 'Kadri',
        last_name: 'Tamm',
        nickname: 'Kadri T',
        date_of_birth: '1990-04-30',
        gender: 'f',
        country: 'ee',
        city: 'Tallinn',
        address: 'Narva mnt 7',
        postal_code: '10117',
        mobile_phone: '+372 5123 4567',
        receive_promos: true,
        receive_sms_promos: false,
        profession: 'Engineer',
      },
      context: 'deposit',
    };
    expect(playerUpdateRequestSchema.parse(body)).toEqual({
      ...body,
      user: { ...body.user, country: 'EE' },
    });
    expect(
      playerUpdateRequestSchema.safeParse({ user: { city: 'Oslo' }, context: 'some-provider' })
        .success,
    ).toBe(true);
  });

  it('every editable field is a player field (PR-001)', () => {
    const playerFields = Object.keys(playerSchema.shape);
    expect(EDITABLE_PROFILE_FIELDS.filter((field) => !playerFields.includes(field))).toEqual([]);
    expect([...PROFILE_CONTEXTS]).toEqual(['registration', 'deposit', 'cashout', 'edition']);
  });

  it('AC-02: forbidden fields are dropped, so they cannot reach the database', () => {
    const parsed = playerUpdateRequestSchema.parse({
      user: {
        city: 'Tallinn',
        verified: true,
        statuses: [{ id: 1, name: 'VIP' }],
        groups: [759],
        level: 'level_12',
        vip: true,
        license_name: 'EE',
        can_issue_bonuses: true,
        currency: 'BTC',
        email: 'other@example.com',
        id: 1,
      },
    });
    expect(parsed).toEqual({ user: { city: 'Tallinn' } });
  });

  it('PR-004 / VAL-034: invalid fields are named with their message keys', () => {
    expect(errorsOf(playerUpdateRequestSchema, { user: { mobile_phone: '12-34' } })).toEqual({
      mobile_phone: ['VALIDATION.PHONE_INVALID'],
    });
    expect(errorsOf(playerUpdateRequestSchema, { user: { nickname: 'a_b' } })).toEqual({
      nickname: ['VALIDATION.NICKNAME_INVALID'],
    });
    expect(errorsOf(playerUpdateRequestSchema, { user: { gender: 'x', city: ' ' } })).toEqual({
      gender: ['VALIDATION.GENDER_INVALID'],
      city: ['VALIDATION.REQUIRED'],
    });
    expect(errorsOf(playerUpdateRequestSchema, { user: { address: 'x'.repeat(201) } })).toEqual({
      address: ['VALIDATION.TOO_LONG'],
    });
  });

  it('PR-003: the birth date is read as YYYY-MM-DD, written in that format or as DD/MM/YYYY', () => {
    for (const written of ['30/04/1990', '1990-04-30']) {
      const parsed = playerUpdateRequestSchema.parse({ user: { date_of_birth: written } });
      expect(parsed.user.date_of_birth, written).toBe('1990-04-30');
    }
    for (const invalid of ['1990-02-30', '30/02/1990'])
      expect(errorsOf(playerUpdateRequestSchema, { user: { date_of_birth: invalid } })).toEqual({
        date_of_birth: ['VALIDATION.BIRTHDAY_INVALID'],
      });
  });

  it('VAL-030 / PR-009: postal code by country; a nickname can be cleared', () => {
    expect(
      errorsOf(playerUpdateRequestSchema, { user: { country: 'AU', postal_code: '800' } }),
    ).toEqual({
      postal_code: ['VALIDATION.POSTAL_CODE_INVALID'],
    });
    expect(
      playerUpdateRequestSchema.safeParse({
        user: { country: 'AU', postal_code: '2600', state: 'Australian Capital Territory' },
      }).success,
    ).toBe(true);
    expect(playerUpdateRequestSchema.parse({ user: { nickname: '' } })).toEqual({
      user: { nickname: '' },
    });
  });

  it('VAL-027: a profile birth date is checked against the age where the player lives', () => {
    const today = new Date('2025-06-15T12:00:00Z');
    expect(profileAgeProblem({ date_of_birth: '2007-06-15', country: 'DE' }, today)).toBeNull();
    expect(profileAgeProblem({ date_of_birth: '2007-06-15', country: 'EE' }, today)).toBe(
      'VALIDATION.AGE_TOO_YOUNG',
    );
    expect(
      profileAgeProblem({ date_of_birth: '2007-06-15', country: 'CA', state: 'Ontario' }, today),
    ).toBe('VALIDATION.AGE_TOO_YOUNG');
    expect(profileAgeProblem({ country: 'EE' }, today)).toBeNull();
  });
});

describe('subscriptions, locale and groups (PR-028, PR-029, SS-026)', () => {
  it('PR-029: subscriptions are two flags', () => {
    expect(subscriptionsSchema.parse({ receive_promos: true, receive_sms_promos: false })).toEqual({
      receive_promos: true,
      receive_sms_promos: false,
    });
    expect(
      subscriptionsSchema.safeParse({ receive_promos: 'yes', receive_sms_promos: false }).success,
    ).toBe(false);
  });

  it('takes only the ten locales', () => {
    expect(updateLocaleRequestSchema.parse({ locale: 'fr-CA' })).toEqual({ locale: 'fr-CA' });
    expect(errorsOf(updateLocaleRequestSchema, { locale: 'xx' })).toEqual({
      locale: ['VALIDATION.LOCALE_UNSUPPORTED'],
    });
  });

  it('adds 1-20 positive group ids', () => {
    expect(playerGroupsRequestSchema.parse({ groups: { add: [543] } })).toEqual({
      groups: { add: [543] },
    });
    expect(playerGroupsRequestSchema.safeParse({ groups: { add: [] } }).success).toBe(false);
    expect(
      playerGroupsRequestSchema.safeParse({
        groups: { add: Array.from({ length: 21 }, (_, i) => i + 1) },
      }).success,
    ).toBe(false);
    expect(playerGroupsRequestSchema.safeParse({ groups: { add: [1.5] } }).success).toBe(false);
    expect(playerGroupsRequestSchema.safeParse({ groups: { add: [-1] } }).success).toBe(false);
  });
});

describe('VIP manager (PR-035)', () => {
  it('answers a manager, or {} for groups without one', () => {
    const manager = {
      managerName: 'Laura',
      time: 'Mon-Fri 09:00-18:00 CET',
      avatar: '/brand/managers/laura.webp',
      whatsAppLink: 'https://wa.me/3725000000',
      telegramLink: 'https://t.me/croupier_laura',
      email: 'laura@croupier.com',
    };
    expect(vipManagerResponseSchema.parse(manager)).toEqual(manager);
    expect(vipManagerResponseSchema.parse({})).toEqual({});
    expect(vipManagerRequestSchema.parse({ userGroups: [759, 21] })).toEqual({
      userGroups: [759, 21],
    });
    expect(vipManagerRequestSchema.safeParse({ userGroups: ['759'] }).success).toBe(false);
  });
});

describe('mass assignment (RELIABILITY.md AC-02, property)', () => {
  it('no key outside the editable list ever survives parsing', () => {
    const editable = new Set<string>(EDITABLE_PROFILE_FIELDS);
    const foreignKey = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((key) => !editable.has(key));
    fc.assert(
      fc.property(fc.dictionary(foreignKey, fc.jsonValue()), (extra) => {
        const parsed = playerUpdateRequestSchema.safeParse({ user: { ...extra, city: 'Tallinn' } });
        expect(parsed.success && parsed.data.user).toEqual({ city: 'Tallinn' });
      }),
    );
  });
});
