import type { Database } from '../../db/client.js';
import { clientReports, utmAttributions } from '../../db/schema/tracking.js';

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
