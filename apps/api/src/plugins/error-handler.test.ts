import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.js';

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers 503 with Retry-After while the database is unreachable, so clients try again', async () => {
    const lost = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      }),
    });
    const response = await (await appThrowing(lost)).inject('/boom');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toMatchObject({ code: 'unavailable' });
    expect(response.body).not.toContain('5432');
  });

  it('answers 500 without internals for any other failure', async () => {
    const response = await (
      await appThrowing(new TypeError('secret.internal is undefined'))
    ).inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(response.body).not.toContain('secret');
  });

  it('never sends an answer that breaks its contract: the player site trusts what it gets (decision 0203)', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const schema = z.object({ balance_cents: z.number().int() });
    app.get(
      '/drifted',
      { schema: { response: { 200: schema } } },
      async () =>
        // A handler that drifted from its contract (a string where an integer belongs).
        JSON.parse('{"balance_cents":"12.50"}') as z.infer<typeof schema>,
    );
    await app.ready();
    const response = await app.inject('/drifted');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(response.body).not.toContain('12.50');
  });
});
