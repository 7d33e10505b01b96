import { sql } from 'drizzle-orm';
import { realtimePublishEventSchema, type RealtimePublishEvent } from '@croupier/contracts/events';
import type { Executor } from '../db/transaction.js';

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
