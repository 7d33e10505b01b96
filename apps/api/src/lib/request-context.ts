import type { FastifyRequest } from 'fastify';
import { requestCountry } from './request-country.js';

/**
 * What a service may know about the call it serves: who (address, browser), on which of the
 * brand's hosts, from which country and in which language. Services take this instead of a
 * Fastify request, so a job or an outbox consumer can call the same service with a context it
 * builds from the player (`playerContext`: their last host and language), and only routes read
 * HTTP.
 */
export interface RequestContext {
  /** The client's address (X-Forwarded-For believed only from TRUSTED_PROXIES); null in a job. */
  ip: string | null;
  /** The User-Agent header as sent; null in a job. */
  userAgent: string | null;
  /** The host name the client used, lower-case, without port (picks among the brand's hosts). */
  hostname: string;
  /** The Host as sent, with its port (socket and return URLs on the same address). */
  host: string;
  protocol: 'http' | 'https';
  /** The browser's Origin header (checked by the CSRF guard on writes), when sent. */
  origin: string | undefined;
  /** The visitor's country code as seen (KW stays KW; geo.service applies the brand's rules). */
  country: string;
  /** The locale the site asked for (X-Locale), or the player's language in a job. */
  locale: string | undefined;
  /** The browser's Accept-Language, when sent. */
  acceptLanguage: string | undefined;
}

/** A context with a client behind it: what a service that throttles or records an address takes. */
export type ClientContext = RequestContext & { ip: string };

const contexts = new WeakMap<FastifyRequest, ClientContext>();

/** The request's context, read once per request (routes and the auth guard ask for it). */
export function requestContextOf(request: FastifyRequest): ClientContext {
  let context = contexts.get(request);
  if (!context) {
    const locale = request.headers['x-locale'];
    const origin = request.headers.origin;
    context = {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      hostname: hostnameOf(request.host),
      host: request.host,
      protocol: request.protocol,
      origin: typeof origin === 'string' ? origin : undefined,
      country: requestCountry(request, request.server.deps.env),
      locale: typeof locale === 'string' ? locale : undefined,
      acceptLanguage: request.headers['accept-language'],
    };
    contexts.set(request, context);
  }
  return context;
}

/**
 * The context a job or consumer acts in for a player: no client, the host the player last used
 * (so a mailed link opens the mirror they know, DESIGN.md §9) and their language.
 */
export function playerContext(player: {
  lastHost: string | null;
  language: string;
  country: string | null;
}): RequestContext {
  const hostname = player.lastHost ?? '';
  return {
    ip: null,
    userAgent: null,
    hostname,
    host: hostname,
    protocol: 'https',
    origin: undefined,
    country: player.country ?? '',
    locale: player.language,
    acceptLanguage: undefined,
  };
}

/** The host name without port; IPv6 literals keep their brackets off. */
export function hostnameOf(host: string): string {
  const lower = host.toLowerCase();
  if (lower.startsWith('[')) return lower.slice(1, lower.indexOf(']'));
  return lower.split(':')[0] ?? lower;
}
