import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pspSettlementReportSchema } from '@croupier/contracts/psp';
import { pspErrorBodySchema } from '../plugins/error-handler.js';
import { settlementCsv, settlementReport } from './settlements.service.js';

function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const querySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
    .refine(isCalendarDate, 'Not a date'),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Merchant API: the settlement report of a UTC day, as JSON or CSV. */
export async function settlementsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = app.sandbox;

  api.get(
    '/v1/settlements',
    {
      schema: {
        querystring: querySchema,
        // A string is the CSV form; Fastify sends a text/csv string as is, unserialized.
        response: {
          200: z.union([pspSettlementReportSchema, z.string()]),
          422: pspErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const report = settlementReport(context, request.query.date);
      if (request.query.format === 'json') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="settlement-${report.date}.csv"`)
        .send(settlementCsv(report));
    },
  );
}
