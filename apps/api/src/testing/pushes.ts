import { sql } from 'drizzle-orm';
import { realtimePublishEventSchema, type RealtimePublishEvent } from '@croupier/contracts/events';
import type { Executor } from '../db/transaction.js';
import type { Bus } from '../lib/bus/bus.js';
import { channelUserOf, REALTIME_TOPIC } from '../modules/realtime/realtime.service.js';

/**
 * The pushes committed for `playerId` on `channel`, in the order written: each
 * `realtime.publish` event and each push inside a `realtime.publish-batch` (modules/realtime/socket-push.ts).
 */
export async function committedPushes(
  db: Executor,
  channel: string,
  playerId: number,
): Promise<RealtimePublishEvent[]> {
  const result = await db.execute(sql`
    SELECT push FROM (
      SELECT e.id, 0::bigint AS position, e.payload AS push
      FROM outbox_events e WHERE e.topic = 'realtime.publish'
      UNION ALL
      SELECT e.id, p.position, p.push
      FROM outbox_events e,
        jsonb_array_elements(e.payload->'pushes') WITH ORDINALITY AS p(push, position)
      WHERE e.topic = 'realtime.publish-batch'
    ) pushes
    WHERE push->>'channel' = ${channel} AND push->>'playerId' = ${String(playerId)}
    ORDER BY id, position`);
  const rows = (result as unknown as { rows: { push: unknown }[] }).rows;
  return rows.map((row) => realtimePublishEventSchema.parse(row.push));
}

/** A push as the sockets receive it: what the bus carries to every instance. */
interface PublishedPush {
  channel: string;
  user?: string;
  data: unknown;
}

/**
 * Every push the app publishes from now on, in the order its sockets would get them: those a
 * consumer publishes after its commit and those the socket-push consumers take from the outbox
 * (the worker's drain publishes them). `of(channel, playerId)` answers their `data`.
 */
export async function recordPublishedPushes(bus: Bus): Promise<{
  of(channel: string, playerId: number): unknown[];
}> {
  const published: PublishedPush[] = [];
  await bus.subscribe(REALTIME_TOPIC, (message) => {
    published.push(message as PublishedPush);
  });
  return {
    of: (channel, playerId) =>
      published
        .filter((push) => push.channel === channel && push.user === channelUserOf(playerId))
        .map((push) => push.data),
  };
}
