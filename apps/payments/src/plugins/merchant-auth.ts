import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PspError } from '../lib/psp-error.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Server-to-server calls carry `Authorization: Bearer <PAYMENTS_API_KEY>`. Compared as hashes in
 * constant time, so neither length nor content leaks through timing.
 */
export function requireMerchantKey(app: FastifyInstance, apiKey: string): void {
  const expected = digest(apiKey);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw new PspError(401, 'unauthorized', 'Missing or wrong API key (Authorization: Bearer …)');
    }
  });
}
