import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a fresh captcha challenge the way the site's widget does; returns the `captcha` value. */
export async function solvedCaptcha(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const response = await app.inject({
    url: '/api/captcha/challenge',
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
