import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env.js';

/**
 * Query parameters that carry a secret: the mailed confirmation, reset, unlock and
 * limit-confirmation tokens, the real-time socket's `?token=`, and any key, signature or
 * password a client might put in a URL. A log line outlives the token's purpose and is read by
 * more people than the player (RELIABILITY: no secrets in logs).
 */
const SECRET_PARAMETER = /token|secret|password|signature|api[-_]?key|^(key|sig|otp)$/i;

export const REDACTED = '[redacted]';

/**
 * The URL with the value of every secret-bearing query parameter replaced. Works on the raw
 * request target (path and query, possibly malformed): nothing is decoded or re-encoded, so the
 * rest of the line stays exactly what the client sent.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/**
 * The api's logger: JSON lines with a request id; cookies, credentials and secret URL
 * parameters never written. The request serializer is Fastify's own with the URL redacted, so
 * every line that names a request (incoming, completed, errors) goes through it.
 */
export function loggerOptions(
  env: Env,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => {
        const version = request.headers['accept-version'];
        return {
          method: request.method,
          url: redactUrl(request.url),
          version: typeof version === 'string' ? version : undefined,
          host: request.host,
          remoteAddress: request.ip,
          // Absent on some injected requests, as Fastify's own serializer allows.
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
