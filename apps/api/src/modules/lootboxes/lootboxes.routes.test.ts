import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chanceDrawResultSchema,
  chanceStateSchema,
  lootboxActivationSchema,
  lootboxListSchema,
  wheelSpinResultSchema,
  wheelStateSchema,
} from '@croupier/contracts/lootboxes';
import { giftTemplates, playerGifts } from '../../db/schema/gifts.js';
import { playerLootboxes, prizeDraws } from '../../db/schema/lootboxes.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { playerGroups } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { issueGift } from '../gifts/gifts.service.js';
import { findPrizeGiftTemplate, insertLootboxTemplateIfMissing } from './lootboxes.repository.js';
import { issueLootbox } from './lootboxes.service.js';

/**
 * Lootboxes, the wheel and Rocket Chance over HTTP against a real database (engagement.md §3,
 * §4, §7; LB-001..LB-014, RT-035): issue idempotency, the list and its "today", activation once
 * (concurrently too) paid by the gift engine in EUR, JPY and BTC, expiry, the wheel's group sets
 * and spins, the chance draw, and the refusals (401, 404, 422).
 */
describe('lootboxes, wheel and chance', async () => {
  const { app, database, clock } = await buildTestApp();
  clock.set(new Date('2026-11-20T12:00:00Z'));
  const db = database.db;
  const deps = app.deps;
  const now = () => deps.clock.now();

  const get = (cookie: string | null, url: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { ...xhr, cookie } : { ...xhr } });
  const post = (cookie: string | null, url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: cookie ? { ...xhr, cookie } : { ...xhr },
      ...(payload ? { payload } : {}),
    });

  const issueBox = (playerId: number, templateKey = 'rocket-box', currency: string | null = null) =>
    db.transaction((tx) =>
      issueLootbox(tx, deps, {
        playerId,
        templateKey,
        currency,
        sourceReference: `test:${randomUUID()}`,
        now: now(),
      }),
    );
  const issueTicket = async (playerId: number, templateKey: string, currency = 'EUR') => {
    const template = await findPrizeGiftTemplate(db, templateKey);
    if (!template) throw new Error(`no template ${templateKey}`);
    const { gift } = await db.transaction((tx) =>
      issueGift(tx, deps, {
        playerId,
        templateId: template.id,
        currency,
        sourceReference: `test:${randomUUID()}`,
        now: now(),
      }),
    );
    return gift;
  };

  /** A copy of a gift template under another key and group key. */
  const insertGiftTemplateLike = async (templateId: number, groupKey: string) => {
    const [source] = await db.select().from(giftTemplates).where(eq(giftTemplates.id, templateId));
    if (!source) throw new Error(`no template ${templateId}`);
    const [copy] = await db
      .insert(giftTemplates)
      .values({
        key: `test-${randomUUID().slice(0, 8)}`,
        kind: source.kind,
        family: source.family,
        title: source.title,
        groupKey,
        rules: source.rules,
        terms: source.terms,
      })
      .returning();
    if (!copy) throw new Error('template copy not stored');
    return copy.id;
  };

  /** A one-prize box: the other item weighs 0 and must never win. */
  const singlePrizeTemplate = async (giftTemplateKey: string) => {
    const key = `single-${randomUUID().slice(0, 8)}`;
    await insertLootboxTemplateIfMissing(db, {
      key,
      title: 'Single prize box',
      groupKey: 'test_box',
      validDays: 2,
      items: [
        { id: 'never', title: 'Never', weight: 0, gift_template_key: 'lootbox-fs-50' },
        { id: 'always', title: 'Always', weight: 5, gift_template_key: giftTemplateKey },
      ],
    });
    return key;
  };

  describe('issueLootbox', () => {
    it('is idempotent by source reference and pushes lootboxes_changes', async () => {
      const alice = await registerTestPlayer(app);
      const reference = `comp-exchange:${randomUUID()}`;
      const issue = () =>
        db.transaction((tx) =>
          issueLootbox(tx, deps, {
            playerId: alice.player.id,
            templateKey: 'rocket-box',
            currency: 'EUR',
            sourceReference: reference,
            now: now(),
          }),
        );
      const first = await issue();
      const second = await issue();
      expect(first.replayed).toBe(false);
      expect(second.replayed).toBe(true);
      expect(second.lootbox.id).toBe(first.lootbox.id);
      const pushes = await db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.topic, 'realtime.publish'));
      const mine = pushes.filter((event) => {
        const payload = event.payload as { channel?: string; playerId?: number };
        return payload.channel === 'lootboxes_changes' && payload.playerId === alice.player.id;
      });
      expect(mine).toHaveLength(1);
    });

    it('refuses an unknown template and a currency its prizes do not serve', async () => {
      const bob = await registerTestPlayer(app);
      await expect(issueBox(bob.player.id, 'no-such-box')).rejects.toMatchObject({
        fields: { lootbox: ['not_found'] },
      });
      await expect(issueBox(bob.player.id, 'rocket-box', 'XXX')).rejects.toMatchObject({
        fields: { currency: ['currency_not_offered'] },
      });
    });
  });

  describe('boxes given as gifts (lootbox_gift_<template>)', () => {
    it('the issued gift becomes its box once, live by the consumer or on the list', async () => {
      const uma = await registerTestPlayer(app, { currency: 'JPY' });
      const gift = await issueTicket(uma.player.id, 'rocket-box-gift', 'JPY');
      await app.outbox.drain();
      const [box] = await db
        .select()
        .from(playerLootboxes)
        .where(eq(playerLootboxes.sourceReference, `gift:${gift.id}`));
      expect(box).toMatchObject({
        playerId: uma.player.id,
        templateKey: 'rocket-box',
        currency: 'JPY',
      });
      const [used] = await db.select().from(playerGifts).where(eq(playerGifts.id, gift.id));
      expect(used?.stage).toBe('finished');
      const listed = lootboxListSchema.parse(
        (await get(uma.cookie, '/api/player/lootboxes')).json(),
      );
      expect(listed.lootboxes.map((item) => item.id)).toEqual([box?.id]);
    });

    it('a box gift whose template cannot issue stays a gift and the list still answers', async () => {
      const vera = await registerTestPlayer(app);
      const template = await findPrizeGiftTemplate(db, 'rocket-box-gift');
      if (!template) throw new Error('no rocket-box-gift');
      const broken = await insertGiftTemplateLike(template.id, 'lootbox_gift_no-such-box');
      const { gift } = await db.transaction((tx) =>
        issueGift(tx, deps, {
          playerId: vera.player.id,
          templateId: broken,
          currency: 'EUR',
          sourceReference: `test:${randomUUID()}`,
          now: now(),
        }),
      );
      await app.outbox.drain();
      const response = await get(vera.cookie, '/api/player/lootboxes');
      expect(response.statusCode).toBe(200);
      expect(lootboxListSchema.parse(response.json()).lootboxes).toEqual([]);
      const [kept] = await db.select().from(playerGifts).where(eq(playerGifts.id, gift.id));
      expect(kept?.stage).toBe('issued');
    });
  });

  describe('GET /api/player/lootboxes', () => {
    it('401 for a guest, 422 for an unknown time zone', async () => {
      expect((await get(null, '/api/player/lootboxes')).statusCode).toBe(401);
      const carol = await registerTestPlayer(app);
      const bad = await get(carol.cookie, '/api/player/lootboxes?time_zone=Mars%2FOlympus');
      expect(bad.statusCode).toBe(422);
    });

    it('lists the LB-001 shape with chances from the draw weights', async () => {
      const dave = await registerTestPlayer(app);
      await issueBox(dave.player.id);
      const response = await get(dave.cookie, '/api/player/lootboxes');
      expect(response.statusCode).toBe(200);
      const { lootboxes } = lootboxListSchema.parse(response.json());
      expect(lootboxes).toHaveLength(1);
      const [box] = lootboxes;
      expect(box?.stage).toBe('issued');
      expect(box?.items.map((item) => item.weight)).toEqual([50, 30, 15, 5]);
      expect(box?.items.map((item) => item.chance)).toEqual([0.5, 0.3, 0.15, 0.05]);
      expect(box?.bonuses.map((bonus) => bonus.type)).toEqual([
        'freespins',
        'bonus',
        'bonus',
        'freespins',
      ]);
      expect(box?.bonuses[1]?.attributes.bonus_amount).toEqual([
        { currency: 'EUR', amount_cents: 500 },
      ]);
      expect(box?.bonuses[1]?.result_bonus.wager).toBe(30);
    });

    it('LB-002: an activated box counts only on the player’s day it was created; expired never', async () => {
      clock.set(new Date('2026-11-20T22:55:00Z'));
      const erin = await registerTestPlayer(app);
      const { lootbox } = await issueBox(erin.player.id);
      const opened = await post(erin.cookie, `/api/player/lootboxes/${lootbox.id}/activation`);
      expect(opened.statusCode).toBe(200);
      // 23:05 UTC: still the day it was opened in UTC, already the next day in Berlin (00:05).
      clock.set(new Date('2026-11-20T23:05:00Z'));
      const utc = lootboxListSchema.parse(
        (await get(erin.cookie, '/api/player/lootboxes?time_zone=UTC')).json(),
      );
      expect(utc.lootboxes.map((box) => box.id)).toContain(lootbox.id);
      const berlin = lootboxListSchema.parse(
        (await get(erin.cookie, '/api/player/lootboxes?time_zone=Europe%2FBerlin')).json(),
      );
      expect(berlin.lootboxes.map((box) => box.id)).not.toContain(lootbox.id);
      // Past valid_until an issued box is expired on read, and the job stores it.
      const { lootbox: stale } = await issueBox(erin.player.id);
      await db
        .update(playerLootboxes)
        .set({ validUntil: new Date(now().getTime() - 1000) })
        .where(eq(playerLootboxes.id, stale.id));
      const later = lootboxListSchema.parse(
        (await get(erin.cookie, '/api/player/lootboxes')).json(),
      );
      expect(later.lootboxes.map((box) => box.id)).not.toContain(stale.id);
      const refused = await post(erin.cookie, `/api/player/lootboxes/${stale.id}/activation`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { lootbox: ['expired'] } });
      const [row] = await db.select().from(playerLootboxes).where(eq(playerLootboxes.id, stale.id));
      expect(row?.stage).toBe('expired');
      clock.set(new Date('2026-11-20T12:00:00Z'));
    });
  });

  describe('POST /api/player/lootboxes/{id}/activation', () => {
    it('401 for a guest, 404 for another player’s box or no box, 422 for a bad id', async () => {
      const frank = await registerTestPlayer(app);
      const grace = await registerTestPlayer(app);
      const { lootbox } = await issueBox(frank.player.id);
      expect((await post(null, `/api/player/lootboxes/${lootbox.id}/activation`)).statusCode).toBe(
        401,
      );
      expect(
        (await post(grace.cookie, `/api/player/lootboxes/${lootbox.id}/activation`)).statusCode,
      ).toBe(404);
      expect(
        (await post(grace.cookie, '/api/player/lootboxes/999999999/activation')).statusCode,
      ).toBe(404);
      expect((await post(grace.cookie, '/api/player/lootboxes/abc/activation')).statusCode).toBe(
        422,
      );
      expect((await post(grace.cookie, '/api/player/lootboxes/-4/activation')).statusCode).toBe(
        422,
      );
    });

    it('opens once: stage activated with its prize gift; again → 422', async () => {
      const heidi = await registerTestPlayer(app);
      const { lootbox } = await issueBox(heidi.player.id);
      const response = await post(heidi.cookie, `/api/player/lootboxes/${lootbox.id}/activation`);
      expect(response.statusCode).toBe(200);
      const answer = lootboxActivationSchema.parse(response.json());
      expect(answer.lootbox.stage).toBe('activated');
      expect(answer.lootbox.prize?.gift_id).toBe(answer.gift?.id);
      expect(answer.gift?.stage).toBe('issued');
      const [gift] = await db
        .select()
        .from(playerGifts)
        .where(eq(playerGifts.sourceReference, `lootbox:${lootbox.id}`));
      expect(gift?.playerId).toBe(heidi.player.id);
      const again = await post(heidi.cookie, `/api/player/lootboxes/${lootbox.id}/activation`);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ errors: { lootbox: ['already_activated'] } });
    });

    it('concurrent activations of one box pay exactly one prize', async () => {
      const ivan = await registerTestPlayer(app);
      const { lootbox } = await issueBox(ivan.player.id);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          post(ivan.cookie, `/api/player/lootboxes/${lootbox.id}/activation`),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 422, 422, 422, 422, 422]);
      const gifts = await db
        .select()
        .from(playerGifts)
        .where(eq(playerGifts.playerId, ivan.player.id));
      expect(gifts).toHaveLength(1);
    });

    it.each([
      ['EUR', 500],
      ['JPY', 750],
      ['BTC', 8500],
    ] as const)(
      'pays the prize in %s minor units (%i for the €5 bonus)',
      async (currency, cents) => {
        const judy = await registerTestPlayer(app, { currency });
        const key = await singlePrizeTemplate('lootbox-bonus-5');
        const { lootbox } = await issueBox(judy.player.id, key);
        expect(lootbox.currency).toBe(currency);
        const answer = lootboxActivationSchema.parse(
          (await post(judy.cookie, `/api/player/lootboxes/${lootbox.id}/activation`)).json(),
        );
        expect(answer.lootbox.prize).toMatchObject({
          item_id: 'always',
          type: 'bonus',
          currency,
          amount_cents: cents,
        });
        expect(answer.gift).toMatchObject({ currency, amount_cents: cents });
      },
    );

    it('a free-spins prize gives a free-spins gift', async () => {
      const ken = await registerTestPlayer(app);
      const key = await singlePrizeTemplate('lootbox-fs-10');
      const { lootbox } = await issueBox(ken.player.id, key);
      const answer = lootboxActivationSchema.parse(
        (await post(ken.cookie, `/api/player/lootboxes/${lootbox.id}/activation`)).json(),
      );
      expect(answer.lootbox.prize).toMatchObject({ type: 'freespins', freespins_count: 10 });
      expect(answer.gift).toMatchObject({ family: 'freespins', freespins_total: 10 });
    });
  });

  describe('the wheel', () => {
    it('401 for a guest on both calls', async () => {
      expect((await get(null, '/api/player/wheel')).statusCode).toBe(401);
      expect((await post(null, '/api/player/wheel/spins', { gift_id: 1 })).statusCode).toBe(401);
    });

    it('LB-008: the default set, or the set of the player’s group, with chances from the weights', async () => {
      const lena = await registerTestPlayer(app);
      const state = wheelStateSchema.parse((await get(lena.cookie, '/api/player/wheel')).json());
      expect(state.tiers).toEqual(['rocket_lite', 'rocket_pro', 'rocket_max']);
      expect(state.set_key).toBe('default');
      expect(state.segments.map((segment) => segment.weight)).toEqual([
        4000, 4000, 2000, 0, 0, 0, 0, 5,
      ]);
      expect(state.segments[0]?.chance).toBeCloseTo(4000 / 10005, 12);
      expect(state.segments[3]?.chance).toBe(0);
      await db
        .insert(playerGroups)
        .values({ playerId: lena.player.id, groupId: 1308, source: 'test', addedAt: now() });
      const grouped = wheelStateSchema.parse((await get(lena.cookie, '/api/player/wheel')).json());
      expect(grouped.set_key).toBe('1308');
      expect(grouped.segments).not.toEqual(state.segments);
    });

    it('LB-007, LB-012: a spin uses the issued wheel gift, lands on a drawn segment and pays it', async () => {
      const mia = await registerTestPlayer(app);
      const ticket = await issueTicket(mia.player.id, 'rocket-wheel-spin');
      const state = wheelStateSchema.parse((await get(mia.cookie, '/api/player/wheel')).json());
      expect(state.spins).toEqual([
        expect.objectContaining({ gift_id: ticket.id, wheel: 'rocketplay', tier: 'rocket_lite' }),
      ]);
      // LB-014, GF-012: the "Rocket Wheel" gift is a spin, never a card of the gift list.
      const listed = (await get(mia.cookie, '/api/player/bonuses')).json<{ id: number }[]>();
      expect(listed.map((gift) => gift.id)).not.toContain(ticket.id);
      const response = await post(mia.cookie, '/api/player/wheel/spins', { gift_id: ticket.id });
      expect(response.statusCode).toBe(200);
      const { spin } = wheelSpinResultSchema.parse(response.json());
      expect(state.segments[spin.segment_index]?.weight).toBeGreaterThan(0);
      expect(spin.segment).toEqual(
        expect.objectContaining({ prize: state.segments[spin.segment_index]?.prize }),
      );
      expect(spin.gift?.currency).toBe('EUR');
      const [draw] = await db
        .select()
        .from(prizeDraws)
        .where(eq(prizeDraws.entryReference, `wheel:${ticket.id}`));
      expect(draw?.drawnIndex).toBe(spin.segment_index);
      const [used] = await db.select().from(playerGifts).where(eq(playerGifts.id, ticket.id));
      expect(used?.stage).toBe('finished');
      // The prize gift is no spin (its group key is not a wheel one): none is left.
      const after = wheelStateSchema.parse((await get(mia.cookie, '/api/player/wheel')).json());
      expect(after.spins).toEqual([]);
      const again = await post(mia.cookie, '/api/player/wheel/spins', { gift_id: ticket.id });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ errors: { gift_id: ['already_used'] } });
    });

    it('the mart wheel spins manual_wheel gifts; JPY and BTC players are paid in their currency', async () => {
      for (const currency of ['JPY', 'BTC'] as const) {
        const nia = await registerTestPlayer(app, { currency });
        const ticket = await issueTicket(nia.player.id, 'rocket-mart-wheel-spin', currency);
        const state = wheelStateSchema.parse((await get(nia.cookie, '/api/player/wheel')).json());
        expect(state.spins[0]).toMatchObject({ wheel: 'rocketmart', tier: 'rocket_pro' });
        const { spin } = wheelSpinResultSchema.parse(
          (await post(nia.cookie, '/api/player/wheel/spins', { gift_id: ticket.id })).json(),
        );
        expect(spin.gift?.currency).toBe(currency);
      }
    });

    it('404 for another player’s spin or a gift that is no wheel gift, 422 for bad input', async () => {
      const olga = await registerTestPlayer(app);
      const pete = await registerTestPlayer(app);
      const ticket = await issueTicket(olga.player.id, 'rocket-wheel-spin');
      const chance = await issueTicket(pete.player.id, 'rocket-chance-entry');
      expect(
        (await post(pete.cookie, '/api/player/wheel/spins', { gift_id: ticket.id })).statusCode,
      ).toBe(404);
      expect(
        (await post(pete.cookie, '/api/player/wheel/spins', { gift_id: chance.id })).statusCode,
      ).toBe(404);
      for (const payload of [{}, { gift_id: 'x' }, { gift_id: -1 }, { gift_id: 1.5 }]) {
        expect((await post(pete.cookie, '/api/player/wheel/spins', payload)).statusCode).toBe(422);
      }
    });

    it('concurrent spins of one wheel gift pay one prize', async () => {
      const quinn = await registerTestPlayer(app);
      const ticket = await issueTicket(quinn.player.id, 'rocket-wheel-spin');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post(quinn.cookie, '/api/player/wheel/spins', { gift_id: ticket.id }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422]);
      const draws = await db
        .select()
        .from(prizeDraws)
        .where(eq(prizeDraws.playerId, quinn.player.id));
      expect(draws).toHaveLength(1);
    });
  });

  describe('Rocket Chance', () => {
    it('401 for a guest; the prize table with its published chances; entries held', async () => {
      expect((await get(null, '/api/player/chance')).statusCode).toBe(401);
      expect((await post(null, '/api/player/chance/draws', { gift_id: 1 })).statusCode).toBe(401);
      const rosa = await registerTestPlayer(app);
      const entry = await issueTicket(rosa.player.id, 'rocket-chance-entry');
      const state = chanceStateSchema.parse((await get(rosa.cookie, '/api/player/chance')).json());
      expect(state.prizes.map((prize) => prize.chance)).toEqual([0.7, 0.2, 0.095, 0.005]);
      expect(state.entries.map((ticket) => ticket.gift_id)).toEqual([entry.id]);
    });

    it('GET /api/chance publishes the table to anyone, in a currency; bad currencies 422', async () => {
      const table = await get(null, '/api/chance?currency=BTC');
      expect(table.statusCode).toBe(200);
      const body = chanceStateSchema.pick({ currency: true, prizes: true }).parse(table.json());
      expect(body.prizes.map((prize) => prize.chance)).toEqual([0.7, 0.2, 0.095, 0.005]);
      expect(body.prizes[3]?.prize?.attributes.bonus_amount).toEqual([
        { currency: 'BTC', amount_cents: 170_000 },
      ]);
      expect((await get(null, '/api/chance?currency=eur')).statusCode).toBe(422);
      expect((await get(null, '/api/chance?currency=XXX')).statusCode).toBe(422);
    });

    it('a draw uses the entry once and pays a prize gift or nothing; 404 and 422 refusals', async () => {
      const sam = await registerTestPlayer(app, { currency: 'JPY' });
      const tom = await registerTestPlayer(app);
      const entry = await issueTicket(sam.player.id, 'rocket-chance-entry', 'JPY');
      expect(
        (await post(tom.cookie, '/api/player/chance/draws', { gift_id: entry.id })).statusCode,
      ).toBe(404);
      expect((await post(tom.cookie, '/api/player/chance/draws', {})).statusCode).toBe(422);
      const response = await post(sam.cookie, '/api/player/chance/draws', { gift_id: entry.id });
      expect(response.statusCode).toBe(200);
      const { draw } = chanceDrawResultSchema.parse(response.json());
      if (draw.prize_index === 0) expect(draw.gift).toBeNull();
      else expect(draw.gift?.currency).toBe('JPY');
      // A prize gift is no entry.
      const after = chanceStateSchema.parse((await get(sam.cookie, '/api/player/chance')).json());
      expect(after.entries).toEqual([]);
      const again = await post(sam.cookie, '/api/player/chance/draws', { gift_id: entry.id });
      expect(again.statusCode).toBe(422);
    });
  });
});
