import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clientReports, messagingEvents, utmAttributions } from '../../db/schema/tracking.js';

export type ClientReportKind = 'log' | 'performance' | 'network-performance' | 'validation-errors';

export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

export async function insertClientReport(
  db: Database,
  report: { kind: ClientReportKind; payload: unknown } & RequestOrigin,
): Promise<void> {
  await db.insert(clientReports).values({
    kind: report.kind,
    payload: report.payload,
    ip: report.ip,
    userAgent: report.userAgent,
  });
}

export async function insertUtmAttribution(
  db: Database,
  attribution: {
    event: 'set' | 'send';
    metrics: Record<string, string>;
    playerId: number | null;
    ip: string;
  },
): Promise<void> {
  await db.insert(utmAttributions).values(attribution);
}

export async function insertMessagingEvents(
  db: Database,
  rows: Array<{
    visitorId: string;
    playerId: number | null;
    type: string;
    path: string;
    locale: string;
    occurredAt: Date;
    receivedAt: Date;
  }>,
): Promise<void> {
  await db.insert(messagingEvents).values(rows);
}

/** The latest events of a visitor, newest first (tests, and the back office later). */
export async function listMessagingEvents(db: Database, visitorId: string, limit = 50) {
  return db
    .select()
    .from(messagingEvents)
    .where(eq(messagingEvents.visitorId, visitorId))
    .orderBy(desc(messagingEvents.id))
    .limit(limit);
}
