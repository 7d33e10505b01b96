import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_REPORTS_PER_MINUTE,
  CLIENT_REPORT_MAX_BYTES,
  clientLogSchema,
  clientPerformanceSchema,
  messagingEventsRequestSchema,
  networkPerformanceSchema,
  utmLogRequestSchema,
  validationErrorsReportSchema,
} from '@croupier/contracts/tracking';
import { perMinute } from '../../plugins/rate-limit.js';
import type { ClientReportKind } from './tracking.repository.js';
import { recordClientReport, recordMessagingEvents, recordUtm } from './tracking.service.js';

/**
 * Client reports and UTM logging (platform-core.md §7 Others; requirements TR-008..TR-011,
 * TR-016, API-012): no session needed, the CSRF header like every unsafe call, 16 KB bodies
 * (413 beyond), 60 calls per minute per IP and endpoint (429), 204 on success. Telemetry: text
 * PostgreSQL cannot store is kept with U+FFFD in its place rather than refused (RELIABILITY
 * IN-01; plugins/storable-text.ts).
 */
const limits = {
  bodyLimit: CLIENT_REPORT_MAX_BYTES,
  config: {
    ...perMinute(CLIENT_REPORTS_PER_MINUTE),
    sanitizeText: true,
  },
} as const;
const noContent = { 204: z.null().describe('Stored') };

function originOf(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
  };
}

export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The signed-in player, if any. A report never fails on the session: an ended one makes the
   * report a guest's (the player's next real call gets the 401 that signs them out).
   */
  const signedInPlayer = async (request: FastifyRequest): Promise<number | null> => {
    try {
      return (await app.auth.optional(request))?.playerId ?? null;
    } catch {
      return null;
    }
  };
  const deps = () => ({ db: app.deps.database.db, log: app.log.child({ module: 'tracking' }) });

  const reports: Array<{ path: string; kind: ClientReportKind; body: z.ZodType; summary: string }> =
    [
      { path: '/log', kind: 'log', body: clientLogSchema, summary: 'Client log entry (EP-069)' },
      {
        path: '/performance',
        kind: 'performance',
        body: clientPerformanceSchema,
        summary: 'Client performance (EP-070)',
      },
      {
        path: '/network-performance',
        kind: 'network-performance',
        body: networkPerformanceSchema,
        summary: 'Network information (EP-071)',
      },
      {
        path: '/metrics-errors-validation',
        kind: 'validation-errors',
        body: validationErrorsReportSchema,
        summary: 'Form validation errors (EP-066)',
      },
    ];
  for (const report of reports) {
    api.put(
      report.path,
      {
        ...limits,
        schema: {
          tags: ['tracking'],
          summary: report.summary,
          body: report.body,
          response: noContent,
        },
      },
      async (request, reply) => {
        await recordClientReport(deps(), report.kind, request.body, originOf(request));
        return reply.status(204).send(null);
      },
    );
  }

  for (const [path, event] of [
    ['/log_utm_set', 'set'],
    ['/log_utm_send', 'send'],
  ] as const) {
    api.post(
      path,
      {
        ...limits,
        schema: {
          tags: ['tracking'],
          summary: `UTM attribution: ${event} (EP-06${event === 'set' ? 7 : 8})`,
          body: utmLogRequestSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        // TR-009: a conversion (`send`) is linked to the signed-in player.
        await recordUtm(app.deps.database.db, event, request.body.utmMetrics, {
          ip: request.ip,
          playerId: event === 'send' ? await signedInPlayer(request) : null,
        });
        return reply.status(204).send(null);
      },
    );
  }

  api.post(
    '/api/messaging/events',
    {
      ...limits,
      schema: {
        tags: ['tracking'],
        summary: 'Customer messaging: pages a visitor opened (SH-051, TR-013)',
        body: messagingEventsRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await recordMessagingEvents(
        app.deps.database.db,
        request.body,
        await signedInPlayer(request),
        app.deps.clock.now(),
      );
      return reply.status(204).send(null);
    },
  );
}
