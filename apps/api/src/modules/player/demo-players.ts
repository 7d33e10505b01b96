/**
 * The demo players `npm start` seeds and prints (DESIGN.md §1), so a newcomer can sign in at
 * once: a regular player and a VIP (Diamond) one with a manager panel. Local data only.
 */
export const DEMO_PLAYERS = [
  {
    email: 'demo@croupier.test',
    password: 'demo-player-2026',
    nickname: 'DemoPlayer',
    firstName: 'Dana',
    lastName: 'Demo',
    country: 'DE',
    city: 'Berlin',
    postalCode: '10115',
    currency: 'EUR',
    language: 'en',
    dateOfBirth: '1990-04-12',
    groups: [] as number[],
    level: 'level_2',
    verified: false,
  },
  {
    email: 'vip@croupier.test',
    password: 'vip-player-2026',
    nickname: 'HighRoller',
    firstName: 'Victor',
    lastName: 'Vance',
    country: 'CA',
    city: 'Toronto',
    postalCode: 'M5V 2T6',
    state: 'Ontario',
    currency: 'CAD',
    language: 'en-CA',
    dateOfBirth: '1984-09-30',
    groups: [759],
    level: 'level_9',
    verified: true,
  },
] as const;
