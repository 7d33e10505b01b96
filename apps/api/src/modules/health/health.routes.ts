import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness says the process answers; readiness says it can reach its database. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  api.get(
    '/readyz',
    { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      try {
        await app.deps.database.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
