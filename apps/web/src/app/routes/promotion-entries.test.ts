import { describe, expect, it } from 'vitest';
import type { GiftOffer } from '@croupier/contracts/gifts';
import type { Lottery } from '@croupier/contracts/lotteries';
import { banner } from '../../features/cms/banner.fixture';
import { makeQuest, makeTournament, NOW } from '../../features/tournaments/tournament-test-utils';
import { arenaEntries, promotionEntries } from './promotion-entries';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

function lottery(overrides: Partial<Lottery>): Lottery {
  return {
    id: 7,
    lottery_id: 7,
    slug: 'hourly-draw',
    frontend_identifier: 'hourly-draw',
    title: 'Hourly draw',
    description: 'A quick lottery.',
    state: 'active',
    in_progress: true,
    start_at: at(-1),
    end_at: at(1),
    drawn_at: null,
    deposit_rule: null,
    prizes: [],
    tickets: [],
    winners: [],
    proof: {
      algorithm: 'sha256',
      seed_hash: 'a'.repeat(64),
      seed: null,
      tickets_digest: null,
      tickets_count: 0,
    },
    ...overrides,
  } as Lottery;
}

const offer: GiftOffer = {
  id: 3,
  key: 'welcome-100',
  title: '100% up to €200',
  group_key: 'deposit',
  type: 'deposit',
  family: 'bonus',
  currency: 'JPY',
  amount_cents: null,
  percent: 100,
  max_amount_cents: 32_000,
  min_deposit_cents: 3_200,
  wager_multiplier: 35,
  freespins_total: 0,
  deposit_number: 1,
  terms: 'Wager 35 times.',
};

const none = { tournaments: [], lotteries: [], offers: [], banners: [] };

describe('promotionEntries (RT-036)', () => {
  it('lists running and upcoming tournaments, quests and lotteries, not finished ones or achievements', () => {
    const entries = promotionEntries(
      {
        ...none,
        tournaments: [
          makeTournament({ id: 1, end_at: at(5) }),
          makeTournament({ id: 2, start_at: at(2), end_at: at(30), status: 'future' }),
          makeTournament({ id: 3, start_at: at(-30), end_at: at(-1), status: 'archive' }),
          makeTournament({ id: 4, kind: 'achievement' }),
          makeQuest({ id: 5, end_at: at(3) }),
        ],
        lotteries: [lottery({}), lottery({ id: 8, slug: 'old', state: 'drawn', end_at: at(-2) })],
      },
      NOW,
    );
    // Running first by the soonest end, then the upcoming one.
    expect(entries.map((entry) => entry.key)).toEqual([
      'lottery-7',
      'tournament-5',
      'tournament-1',
      'tournament-2',
    ]);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'lottery',
      'quest',
      'tournament',
      'tournament',
    ]);
    expect(entries[0]?.href).toBe('/lottery/hourly-draw');
    expect(entries[2]?.href).toBe('/tournaments/1');
    expect(entries[1]?.href).toMatch(/^\/action\//);
  });

  it('puts the deposit offers last, without a timer, leading to the deposit with a bonus', () => {
    const entries = promotionEntries(
      { ...none, offers: [offer], tournaments: [makeTournament({ id: 1 })] },
      NOW,
    );
    expect(entries.at(-1)).toMatchObject({
      key: 'offer-3',
      kind: 'offer',
      timer: null,
      href: '/deposit-bonus',
    });
  });

  it('takes a CMS banner with a timer and a link of the site; not one without, nor a tournament button', () => {
    const button = { name: 'Go', type: 'link' as const, frontendIdentifier: null, attrs: {} };
    const entries = promotionEntries(
      {
        ...none,
        banners: [
          banner({
            id: 'weekend',
            timer: { start_at: at(-1), end_at: at(10) },
            button: { ...button, url: '/rocket-mart' },
          }),
          banner({ id: 'no-timer', button: { ...button, url: '/rocket-mart' } }),
          banner({
            id: 'race',
            timer: { start_at: at(-1), end_at: at(10) },
            button: { ...button, type: 'tournament', url: '/tournaments/aurora-spins-race' },
          }),
          banner({
            id: 'outside',
            timer: { start_at: at(-1), end_at: at(10) },
            button: { ...button, url: 'https://example.com' },
          }),
          banner({
            id: 'over',
            timer: { start_at: at(-10), end_at: at(-1) },
            button: { ...button, url: '/rocket-mart' },
          }),
        ],
      },
      NOW,
    );
    expect(entries.map((entry) => entry.key)).toEqual(['banner-weekend']);
    expect(entries[0]).toMatchObject({ kind: 'news', href: '/rocket-mart', title: 'weekend' });
  });
});

describe('arenaEntries (RT-033)', () => {
  it('splits the running tournaments into the player’s, best place first, and the others', () => {
    const tournaments = [
      makeTournament({ id: 1 }),
      makeTournament({ id: 2 }),
      makeTournament({ id: 3 }),
      makeTournament({ id: 4, start_at: at(2), status: 'future' }),
      makeQuest({ id: 5 }),
    ];
    const { mine, others } = arenaEntries(
      tournaments,
      [
        { tournament_id: 1, status: 'joined', place: null, points: 0, bets: 0 },
        { tournament_id: 2, status: 'joined', place: 3, points: 500, bets: 500 },
        { tournament_id: 4, status: 'joined', place: null, points: 0, bets: 0 },
      ],
      NOW,
    );
    expect(mine.map(({ item }) => item.id)).toEqual([2, 1]);
    expect(mine[0]?.entry?.place).toBe(3);
    expect(others.map((item) => item.id)).toEqual([3]);
  });
});
