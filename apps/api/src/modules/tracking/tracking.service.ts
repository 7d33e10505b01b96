import type { FastifyBaseLogger } from 'fastify';
import type { MessagingEventsRequest, UtmMetrics } from '@croupier/contracts/tracking';
import type { Database } from '../../db/client.js';
import {
  insertClientReport,
  insertMessagingEvents,
  insertUtmAttribution,
  type ClientReportKind,
  type RequestOrigin,
} from './tracking.repository.js';

/**
 * TR-016: client reports are stored and written to the structured log, so an operator can
 * follow them in either place. Sizes and rates are bounded at the route.
 */
export async function recordClientReport(
  deps: { db: Database; log: FastifyBaseLogger },
  kind: ClientReportKind,
  payload: unknown,
  origin: RequestOrigin,
): Promise<void> {
  deps.log.info({ clientReport: { kind, payload } }, 'client report');
  await insertClientReport(deps.db, { kind, payload, ...origin });
}

/**
 * TR-008, TR-009: the utm cookies of a landing (`set`) and of a conversion (`send`) are appended
 * to the attribution log. Missing values are left out rather than stored as nulls.
 */
export async function recordUtm(
  db: Database,
  event: 'set' | 'send',
  metrics: UtmMetrics,
  origin: { ip: string; playerId: number | null },
): Promise<void> {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(metrics)) {
    if (typeof value === 'string' && value.length > 0) present[key] = value;
  }
  await insertUtmAttribution(db, {
    event,
    metrics: present,
    playerId: origin.playerId,
    ip: origin.ip,
  });
}

/** A browser clock this far from ours is not believed: the event is dated on arrival. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * SH-051, TR-013: the customer-messaging tracker's page views. The player comes from the
 * session, never from the body; a browser clock far off ours is replaced by the arrival time.
 */
export async function recordMessagingEvents(
  db: Database,
  batch: MessagingEventsRequest,
  playerId: number | null,
  now: Date,
): Promise<void> {
  await insertMessagingEvents(
    db,
    batch.events.map((event) => {
      const at = new Date(event.at);
      const believable = Math.abs(at.getTime() - now.getTime()) <= CLOCK_SKEW_MS;
      return {
        visitorId: batch.visitor_id,
        playerId,
        type: event.type,
        path: event.path,
        locale: event.locale,
        occurredAt: believable ? at : now,
        receivedAt: now,
      };
    }),
  );
}
