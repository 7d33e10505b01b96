import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { loggerOptions, redactUrl } from './logger.js';

/** A Fastify with the api's logger options, its JSON lines collected instead of printed. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const env = parseEnv({ APP_ENV: 'test', LOG_LEVEL: 'info' });
  const app = Fastify({ logger: { ...loggerOptions(env), stream } });
  app.get('/*', async () => ({}));
  return { app, lines };
}

describe('request logs keep no secrets from URLs (issue 14, item 4)', () => {
  it.each([
    ['/api/users/confirmation?confirmation_token=conf-SECRET-1', 'conf-SECRET-1'],
    ['/new-password?reset_password_token=reset-SECRET-2&locale=de', 'reset-SECRET-2'],
    ['/api/users/unlock?unlock_token=unlock-SECRET-3', 'unlock-SECRET-3'],
    ['/ws?token=socket-SECRET-4', 'socket-SECRET-4'],
    ['/de/profile/limits/confirm?token=limit-SECRET-5', 'limit-SECRET-5'],
    ['/x?api_key=key-SECRET-6&signature=sig-SECRET-7', 'key-SECRET-6'],
  ])('logs %s with the token replaced', async (url, secret) => {
    const { app, lines } = loggedApp();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    await app.close();

    const requestLines = lines.filter((line) => typeof line.req === 'object');
    expect(requestLines.length).toBeGreaterThan(0);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('SECRET');
    const { req } = requestLines[0] as { req: { url: string; method: string } };
    expect(req.method).toBe('GET');
    expect(req.url).toContain('=[redacted]');
    expect(req.url.split('?')[0]).toBe(url.split('?')[0]);
  });

  it('keeps the path and every parameter that is not a secret as sent', () => {
    expect(redactUrl('/api/games?category=slots&page=2')).toBe('/api/games?category=slots&page=2');
    expect(redactUrl('/new-password?reset_password_token=abc&locale=de')).toBe(
      '/new-password?reset_password_token=[redacted]&locale=de',
    );
    // Encoded names, repeated and value-less parameters, malformed escapes.
    expect(redactUrl('/a?confirmation%5Ftoken=abc&token=1&token=2&flag&x=%zz')).toBe(
      '/a?confirmation%5Ftoken=[redacted]&token=[redacted]&token=[redacted]&flag&x=%zz',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
