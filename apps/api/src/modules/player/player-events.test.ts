import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { parseEvent, type EventTopic } from '@croupier/contracts/events';
import { outboxEvents } from '../../db/schema/outbox.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';

/* DESIGN.md §12: registration and group changes are events engagement consumers follow. */
describe('player events (issue 15 §1)', async () => {
  const { app, database } = await buildTestApp();
  const { db } = database;
  const address = uniqueTestAddress();

  const eventsOf = async (topic: string, playerId: number) =>
    (
      await db
        .select({ payload: outboxEvents.payload })
        .from(outboxEvents)
        .where(
          and(
            eq(outboxEvents.topic, topic),
            sql`${outboxEvents.payload}->>'playerId' = ${String(playerId)}`,
          ),
        )
        .orderBy(outboxEvents.id)
    ).map((row) => row.payload);

  it('writes player.registered once, with the tester split as a group change', async () => {
    const { player } = await registerTestPlayer(app);
    expect(await eventsOf('player.registered', player.id)).toEqual([
      {
        playerId: player.id,
        currency: 'EUR',
        country: 'DE',
        locale: 'en',
        createdAt: expect.any(String) as string,
      },
    ]);
    const [split] = await eventsOf('player.groups-changed', player.id);
    expect(await eventsOf('player.groups-changed', player.id)).toHaveLength(1);
    expect(split).toMatchObject({ playerId: player.id, removed: [] });
  });

  it('writes player.groups-changed once per change of membership, none for no change', async () => {
    const { player, cookie } = await registerTestPlayer(app);
    const join = () =>
      app.inject({
        method: 'POST',
        url: '/api/player/groups',
        headers: { ...xhr, cookie },
        remoteAddress: address,
        payload: { groups: { add: [859] } },
      });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).statusCode).toBe(200);
    const changes = await eventsOf('player.groups-changed', player.id);
    expect(changes).toHaveLength(2); // the registration's split, then 859 once
    expect(changes[1]).toMatchObject({ playerId: player.id, added: [859], removed: [] });
    expect((changes[1] as { groups: number[] }).groups).toContain(859);
  });

  it('writes payloads that match the catalogue', async () => {
    const rows = await db
      .select({ topic: outboxEvents.topic, payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(sql`${outboxEvents.topic} IN ('player.registered', 'player.groups-changed')`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(() => parseEvent(row.topic as EventTopic, row.payload)).not.toThrow();
    }
  });
});
