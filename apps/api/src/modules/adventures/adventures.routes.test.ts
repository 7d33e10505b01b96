import { randomUUID } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adventureStateSchema, type AdventureState } from '@croupier/contracts/adventures';
import { playerGifts } from '../../db/schema/gifts.js';
import { playerLootboxes } from '../../db/schema/lootboxes.js';
import { outboxDeliveries, outboxEvents } from '../../db/schema/outbox.js';
import { playerGroups, players } from '../../db/schema/players.js';
import {
  cookieHeader,
  registerTestPlayer,
  signInRequest,
  uniqueTestAddress,
  type TestPlayer,
} from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { brandService } from '../brand/brand.service.js';
import { postTransaction } from '../ledger/ledger.service.js';
import { enqueueEvent } from '../outbox/outbox.service.js';

/**
 * The adventure calendar over HTTP against a real database (engagement.md §3, §4; VIP-017..
 * VIP-028; docs/adventures.md), on the demo brand's seven-day `default` set: day 1 a €20
 * deposit, day 3 a €30 deposit and €10 of bets, day 7 €50; the super prize is step 8 of 8.
 * Deposits are booked as the cashbox books them, in EUR, JPY and BTC; bets are the wallet's
 * `ledger.movement` events with their EUR amount.
 */
describe('adventure calendar', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;
  const drain = () => app.outbox.drain();

  const newPlayer = (currency = 'EUR') =>
    registerTestPlayer(app, currency === 'EUR' ? {} : { currency });
  /**
   * A session started now: the tests move the clock by days, past a session's lifetime, as a
   * player coming back each day signs in again.
   */
  const signedIn = async (who: TestPlayer): Promise<string> => {
    const response = await signInRequest(
      app,
      { email: who.email, password: who.password },
      { remoteAddress: uniqueTestAddress() },
    );
    expect(response.statusCode, response.body).toBe(200);
    return cookieHeader(response);
  };
  const state = async (who: TestPlayer): Promise<AdventureState> => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/player/adventures',
      headers: { cookie: await signedIn(who) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return adventureStateSchema.parse(response.json());
  };
  const setZone = async (who: TestPlayer | null, timeZone: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/player/adventures/time_zone',
      headers: { ...xhr, ...(who ? { cookie: await signedIn(who) } : {}) },
      payload: { time_zone: timeZone },
    });
  const deposit = async (playerId: number, currency: string, cents: number) => {
    await db.transaction((tx) =>
      postTransaction(tx, {
        reference: `deposit:test-${randomUUID()}`,
        kind: 'deposit',
        currency,
        legs: [
          { account: { kind: 'psp_clearing' }, amount: -cents },
          { account: { kind: 'player_real', playerId }, amount: cents },
        ],
        metadata: { method: 'test' },
        now: clock.now(),
      }),
    );
    await drain();
  };
  /** A bet (or its rollback) as the wallet reports it; only its EUR amount counts here. */
  const play = async (
    playerId: number,
    kind: 'bet' | 'rollback',
    eurCents: number,
    currency = 'EUR',
  ) => {
    const actionId = randomUUID();
    const context = {
      studio: 'test',
      actionId,
      game: 'juniper-jack/neon-lanterns',
      provider: 'juniper-jack',
      categories: ['slots'],
      round: randomUUID(),
      roundFinished: false,
      split: { realCents: eurCents, bonusCents: 0 },
      eurCents,
    };
    await db.transaction((tx) =>
      enqueueEvent(tx, 'ledger.movement', {
        transactionId: Math.floor(Math.random() * 1e9) + 1,
        reference: `test-${kind}:${actionId}`,
        currency,
        playerId,
        playerLegs: { player_real: kind === 'bet' ? -eurCents : eurCents },
        balance: null,
        metadata: {},
        createdAt: clock.now().toISOString(),
        ...(kind === 'bet'
          ? { kind: 'bet' as const, play: context }
          : {
              kind: 'rollback' as const,
              play: { ...context, originalActionId: randomUUID(), originalKind: 'bet' as const },
            }),
      }),
    );
    await drain();
  };
  const adventureGifts = (playerId: number) =>
    db
      .select()
      .from(playerGifts)
      .where(
        and(eq(playerGifts.playerId, playerId), like(playerGifts.sourceReference, 'adventure:%')),
      );
  const states = (adventure: AdventureState) => adventure.days.map((day) => day.state);

  it('needs a signed-in player, and takes only a zone Intl knows', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/player/adventures' });
    expect(guest.statusCode).toBe(401);
    expect((await setZone(null, 'Europe/Berlin')).statusCode).toBe(401);

    const who = await newPlayer();
    // A player registered from Germany: Berlin until the site reports a zone.
    const before = await state(who);
    expect(before).toMatchObject({ time_zone: 'Europe/Berlin', time_zone_source: 'country' });
    expect(before.set.key).toBe('default');
    expect(before.stepTotal).toBe(8);
    expect(states(before)).toEqual(['active', ...Array(6).fill('future')]);
    expect(before.superPrize).toMatchObject({ state: 'superb', outcome: 'pending', step: 8 });

    for (const bad of ['Mars/Olympus_Mons', '', 'x'.repeat(65), 42]) {
      const refused = await setZone(who, bad);
      expect(refused.statusCode, String(bad)).toBe(422);
    }
    const saved = await setZone(who, 'Australia/Sydney');
    expect(saved.statusCode).toBe(200);
    expect(adventureStateSchema.parse(saved.json())).toMatchObject({
      time_zone: 'Australia/Sydney',
      time_zone_source: 'site',
    });
  });

  it('completes day 1 with a EUR deposit over the minimum and titles its gift with the step label', async () => {
    clock.set(new Date('2026-06-10T10:00:00Z'));
    const who = await newPlayer();
    const { player } = who;
    await deposit(player.id, 'EUR', 1_999);
    let adventure = await state(who);
    expect(adventure.days[0]).toMatchObject({
      state: 'active',
      progress: { best_deposit_eur_cents: 1_999, wagered_eur_cents: 0 },
      // VIP-022: no gift yet, the timer ends at 23:59:59 in Berlin (CEST, UTC+2).
      ends_at: '2026-06-10T21:59:59.000Z',
    });
    expect(await adventureGifts(player.id)).toEqual([]);

    await deposit(player.id, 'EUR', 2_500);
    adventure = await state(who);
    // Day 2 is tomorrow's.
    expect(states(adventure)).toEqual(['completed', ...Array(6).fill('future')]);
    const [gift] = await adventureGifts(player.id);
    expect(gift).toMatchObject({
      title: 'adv_1_8_10/06/2026',
      sourceReference: `adventure:default:1:${player.id}`,
      stage: 'issued',
      family: 'freespins',
      freespinsTotal: 20,
      currency: 'EUR',
    });
    expect(adventure.days[0]).toMatchObject({
      isCompleted: true,
      date: '10/06/2026',
      label: 'adv_1_8_10/06/2026',
      gift: { id: gift?.id, stage: 'issued' },
      // The gift waits for its activation: the timer runs to its deadline.
      ends_at: gift?.activatableUntil?.toISOString(),
    });
    expect(adventure.days[1]).toMatchObject({ date: '11/06/2026', ends_at: null });
  });

  it('completes the day of a player who takes no bonuses without a gift (GF-010, GF-021)', async () => {
    clock.set(new Date('2026-06-10T10:00:00Z'));
    const multi = await newPlayer();
    await db
      .insert(playerGroups)
      .values({ playerId: multi.player.id, groupId: 100, source: 'test' });
    const off = await newPlayer();
    await db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, off.player.id));
    for (const who of [multi, off]) {
      await deposit(who.player.id, 'EUR', 2_500);
      const adventure = await state(who);
      expect(adventure.days[0]).toMatchObject({ state: 'completed', gift: null });
      expect(await adventureGifts(who.player.id)).toEqual([]);
    }
  });

  it('converts JPY and BTC deposits to EUR cents: just under the minimum misses, over meets', async () => {
    clock.set(new Date('2026-06-10T10:00:00Z'));
    // €20 is about 3,256 JPY at the seeded 0.0061417 EUR a yen.
    const yen = await newPlayer('JPY');
    await deposit(yen.player.id, 'JPY', 3_000);
    expect((await state(yen)).days[0]).toMatchObject({
      state: 'active',
      progress: { best_deposit_eur_cents: 1_843 },
    });
    await deposit(yen.player.id, 'JPY', 4_000);
    expect((await state(yen)).days[0]?.state).toBe('completed');
    expect(await adventureGifts(yen.player.id)).toMatchObject([{ currency: 'JPY' }]);

    // €20 is about 34,235 satoshi at the seeded €58,420 a bitcoin.
    const btc = await newPlayer('BTC');
    await deposit(btc.player.id, 'BTC', 30_000);
    expect((await state(btc)).days[0]?.state).toBe('active');
    await deposit(btc.player.id, 'BTC', 40_000);
    expect((await state(btc)).days[0]?.state).toBe('completed');
    expect(await adventureGifts(btc.player.id)).toMatchObject([{ currency: 'BTC' }]);
  });

  it('asks for the day’s wager besides its deposit; a rollback takes its bet back', async () => {
    clock.set(new Date('2026-06-10T10:00:00Z'));
    const who = await newPlayer();
    const { player } = who;
    await deposit(player.id, 'EUR', 2_000);
    clock.set(new Date('2026-06-11T10:00:00Z'));
    await deposit(player.id, 'EUR', 2_000);
    clock.set(new Date('2026-06-12T10:00:00Z'));
    // Day 3: €30 in one deposit and €10 of bets.
    await deposit(player.id, 'EUR', 3_500);
    await play(player.id, 'bet', 600);
    await play(player.id, 'rollback', 600);
    await play(player.id, 'bet', 600);
    let adventure = await state(who);
    expect(adventure.days[2]).toMatchObject({
      state: 'active',
      progress: { best_deposit_eur_cents: 3_500, wagered_eur_cents: 600 },
    });
    await play(player.id, 'bet', 400);
    adventure = await state(who);
    expect(states(adventure).slice(0, 4)).toEqual([
      'completed',
      'completed',
      'completed',
      'future',
    ]);
    const gifts = await adventureGifts(player.id);
    expect(gifts.map((gift) => gift.title).sort()).toEqual([
      'adv_1_8_10/06/2026',
      'adv_2_8_11/06/2026',
      'adv_3_8_12/06/2026',
    ]);
    expect(gifts.find((gift) => gift.title.startsWith('adv_3'))).toMatchObject({
      family: 'bonus',
      amountCents: 1_000,
    });
  });

  it('loses a day nobody played, and the super prize with it', async () => {
    clock.set(new Date('2026-06-10T10:00:00Z'));
    const who = await newPlayer();
    const { player } = who;
    await deposit(player.id, 'EUR', 2_000);
    clock.set(new Date('2026-06-12T10:00:00Z'));
    // A deposit on day 3's date counts for day 3 only: day 2 stays lost.
    await deposit(player.id, 'EUR', 2_000);
    const adventure = await state(who);
    expect(states(adventure).slice(0, 3)).toEqual(['completed', 'lost', 'active']);
    expect(adventure.days[1]?.ends_at).toBeNull();
    expect(adventure.superPrize.outcome).toBe('missed');
    expect(adventure.finished).toBe(false);
  });

  it('grants the super prize with the last of seven days, and then the adventure is finished', async () => {
    const who = await newPlayer();
    const { player } = who;
    for (let day = 0; day < 7; day += 1) {
      clock.set(new Date(Date.UTC(2026, 6, 1 + day, 9)));
      await deposit(player.id, 'EUR', 5_000);
      if (day === 2 || day === 5) await play(player.id, 'bet', 2_000);
    }
    const adventure = await state(who);
    expect(states(adventure)).toEqual(Array(7).fill('completed'));
    expect(adventure.finished).toBe(true);
    expect(adventure.superPrize).toMatchObject({
      isCompleted: true,
      outcome: 'won',
      label: 'adv_8_8_07/07/2026',
    });
    const gifts = await adventureGifts(player.id);
    expect(gifts).toHaveLength(8);
    expect(
      gifts.find((gift) => gift.sourceReference === `adventure:default:8:${player.id}`),
    ).toMatchObject({ title: 'adv_8_8_07/07/2026', freespinsTotal: 200 });

    // Finished: further deposits change nothing.
    clock.set(new Date('2026-07-08T09:00:00Z'));
    await deposit(player.id, 'EUR', 5_000);
    expect(await adventureGifts(player.id)).toHaveLength(8);
  });

  it('counts a redelivered deposit once and grants its prize once', async () => {
    clock.set(new Date('2026-06-10T10:00:00Z'));
    const who = await newPlayer();
    const { player } = who;
    await deposit(player.id, 'EUR', 2_500);
    const [event] = await db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, 'ledger.movement'))
      .orderBy(desc(outboxEvents.id))
      .limit(1);
    if (!event) throw new Error('no movement event');
    // The worker hands the same event to the consumer again (a lease that ran out).
    await db.insert(outboxDeliveries).values({
      eventId: event.id,
      consumer: 'adventures-movements',
      topic: 'ledger.movement',
      orderKey: String(player.id),
    });
    await drain();
    expect(await adventureGifts(player.id)).toHaveLength(1);
    expect(states(await state(who)).slice(0, 2)).toEqual(['completed', 'future']);
  });

  describe("the player's day (time zones)", () => {
    it('counts a deposit at 23:59:59 local for that date and one at midnight for the next', async () => {
      const who = await newPlayer();
      const { player } = who;
      expect((await setZone(who, 'Europe/Berlin')).statusCode).toBe(200);
      // 23:59:59 CET on 1 December.
      clock.set(new Date('2026-12-01T22:59:59Z'));
      await deposit(player.id, 'EUR', 2_000);
      clock.set(new Date('2026-12-01T23:00:00Z'));
      await deposit(player.id, 'EUR', 2_000);
      const adventure = await state(who);
      expect(adventure.today).toBe('02/12/2026');
      expect(adventure.days.slice(0, 2).map((day) => [day.state, day.date])).toEqual([
        ['completed', '01/12/2026'],
        ['completed', '02/12/2026'],
      ]);
    });

    for (const [zone, shortDay, lastSecond, nextDay] of [
      // Spring forward: the day has 23 hours.
      ['Europe/Berlin', '2026-03-29', '2026-03-29T21:59:59Z', '2026-03-29T22:00:00Z'],
      ['America/Toronto', '2026-03-08', '2026-03-09T03:59:59Z', '2026-03-09T04:00:00Z'],
      // Fall back in Sydney (April): the day has 25 hours.
      ['Australia/Sydney', '2026-04-05', '2026-04-05T13:59:59Z', '2026-04-05T14:00:00Z'],
    ] as const) {
      it(`places the day's end right across the DST change in ${zone}`, async () => {
        const who = await newPlayer();
        const { player } = who;
        expect((await setZone(who, zone)).statusCode).toBe(200);
        // Day 1 the date before the change, at noon local-ish.
        const start = new Date(`${shortDay}T00:00:00Z`);
        clock.set(new Date(start.getTime() - 12 * 3_600_000));
        await deposit(player.id, 'EUR', 2_000);
        clock.set(new Date(lastSecond));
        let adventure = await state(who);
        expect(adventure.days[1]?.ends_at).toBe(new Date(lastSecond).toISOString());
        await deposit(player.id, 'EUR', 2_000);
        clock.set(new Date(nextDay));
        await deposit(player.id, 'EUR', 3_000);
        await play(player.id, 'bet', 1_000);
        adventure = await state(who);
        const [y, m, d] = shortDay.split('-');
        expect(adventure.days[1]).toMatchObject({ state: 'completed', date: `${d}/${m}/${y}` });
        expect(adventure.days[2]?.state).toBe('completed');
      });
    }

    it('keeps the placed days when the player travels mid-calendar', async () => {
      const who = await newPlayer();
      const { player } = who;
      expect((await setZone(who, 'Europe/Berlin')).statusCode).toBe(200);
      clock.set(new Date('2026-05-10T12:00:00Z'));
      await deposit(player.id, 'EUR', 2_000);
      // 11 May 01:30 in Berlin is still 10 May in Toronto, where the player has flown.
      clock.set(new Date('2026-05-10T23:30:00Z'));
      let adventure = adventureStateSchema.parse((await setZone(who, 'America/Toronto')).json());
      expect(adventure.today).toBe('10/05/2026');
      expect(states(adventure).slice(0, 2)).toEqual(['completed', 'future']);
      await deposit(player.id, 'EUR', 2_000);
      expect(await adventureGifts(player.id)).toHaveLength(1);
      // Toronto's 11 May: day 2, whose timer ends at 23:59:59 EDT.
      clock.set(new Date('2026-05-11T15:00:00Z'));
      adventure = await state(who);
      expect(adventure.days[1]).toMatchObject({
        state: 'active',
        ends_at: '2026-05-12T03:59:59.000Z',
      });
      await deposit(player.id, 'EUR', 2_000);
      expect((await state(who)).days[1]).toMatchObject({
        state: 'completed',
        label: 'adv_2_8_11/05/2026',
      });
    });
  });

  it('gives group 791 the vip_adv set (VIP-024)', async () => {
    const who = await newPlayer();
    const { player } = who;
    await db.insert(playerGroups).values({ playerId: player.id, groupId: 791, source: 'test' });
    const adventure = await state(who);
    expect(adventure.set.key).toBe('vip_adv');
    expect(adventure.days[0]?.condition.minDep).toBe(10_000);
  });

  it('pays a day with a lootbox when its prize names one', async () => {
    const brand = brandService(app.deps);
    const { config } = await brand.get();
    const adventures = config.feConfig.vipAdventures;
    await brand.save({
      ...config,
      feConfig: {
        ...config.feConfig,
        vipAdventures: {
          ...adventures,
          sets: adventures.sets.map((set, index) =>
            index === 0
              ? {
                  ...set,
                  days: set.days.map((entry) =>
                    entry.day === 1
                      ? {
                          ...entry,
                          prize: {
                            kind: 'lootbox' as const,
                            title: 'Rocket box',
                            lootbox_template: 'rocket-box',
                          },
                        }
                      : entry,
                  ),
                }
              : set,
          ),
        },
      },
    });
    try {
      clock.set(new Date('2026-06-10T10:00:00Z'));
      const who = await newPlayer();
      await deposit(who.player.id, 'EUR', 2_000);
      const boxes = await db
        .select()
        .from(playerLootboxes)
        .where(eq(playerLootboxes.playerId, who.player.id));
      expect(boxes).toMatchObject([
        { sourceReference: `adventure:default:1:${who.player.id}`, stage: 'issued' },
      ]);
      expect((await state(who)).days[0]).toMatchObject({
        state: 'completed',
        label: 'adv_1_8_10/06/2026',
        gift: null,
        lootbox: { id: boxes[0]?.id, stage: 'issued' },
        prize: { kind: 'lootbox', title: 'Rocket box' },
      });
      expect(await adventureGifts(who.player.id)).toEqual([]);
    } finally {
      await brand.save(config);
    }
  });
});
