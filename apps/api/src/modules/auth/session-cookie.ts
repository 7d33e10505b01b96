import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.js';

/**
 * The session cookie (DESIGN.md §5, RELIABILITY AS-04): HttpOnly, SameSite=Lax, Path=/. Over
 * https it carries the `__Host-` prefix and Secure, so no subdomain or plain-http page can set
 * or read it; plain-http localhost gets the unprefixed name, which browsers refuse to mark
 * Secure there.
 */
export const SECURE_SESSION_COOKIE = '__Host-croupier_session';
export const PLAIN_SESSION_COOKIE = 'croupier_session';

/**
 * The session cookie of one HTTP exchange, as the sign-in flows read and set it: a route builds
 * it (`sessionCookiesOf`) so the services take it, and a request context, instead of Fastify's
 * request and reply.
 */
export interface SessionCookies {
  /** The token, `null` for a cookie that cannot be one of ours, `undefined` for no cookie. */
  token(): string | null | undefined;
  set(token: string, maxAgeSeconds: number): void;
  clear(): void;
}

export function sessionCookiesOf(
  request: FastifyRequest,
  reply: FastifyReply,
  env: Pick<Env, 'COOKIE_SECURE'>,
): SessionCookies {
  return {
    token: () => readSessionToken(request),
    set: (token, maxAgeSeconds) => setSessionCookie(reply, request, env, token, maxAgeSeconds),
    clear: () => clearSessionCookie(reply, request, env),
  };
}

export function cookieIsSecure(request: FastifyRequest, env: Pick<Env, 'COOKIE_SECURE'>): boolean {
  if (env.COOKIE_SECURE === 'always') return true;
  if (env.COOKIE_SECURE === 'never') return false;
  return request.protocol === 'https';
}

/** The token, `null` for a cookie that cannot be one of ours, `undefined` for no cookie. */
export function readSessionToken(request: FastifyRequest): string | null | undefined {
  const token = request.cookies[SECURE_SESSION_COOKIE] ?? request.cookies[PLAIN_SESSION_COOKIE];
  if (token === undefined) return undefined;
  // A well-formed token is 43 base64url characters; anything else is not worth a lookup.
  return /^[\w-]{43}$/.test(token) ? token : null;
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  env: Pick<Env, 'COOKIE_SECURE'>,
  token: string,
  maxAgeSeconds: number,
): void {
  const secure = cookieIsSecure(request, env);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  env: Pick<Env, 'COOKIE_SECURE'>,
): void {
  for (const name of [SECURE_SESSION_COOKIE, PLAIN_SESSION_COOKIE]) {
    if (request.cookies[name] === undefined) continue;
    reply.clearCookie(name, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: name === SECURE_SESSION_COOKIE || cookieIsSecure(request, env),
    });
  }
}
