import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env.js';

/**
 * Which country a request comes from (DESIGN.md §9, requirements GEO-014..GEO-018, SS-033).
 * The country header of a CDN or load balancer is believed only when the direct peer is one of
 * `TRUSTED_PROXIES`: anyone can send the header, so from anyone else it is ignored.
 */
export const GEO_COOKIE = 'geo_country';
const countryPattern = /^[A-Z]{2}$/;
// Cloudflare's markers for "unknown" and "Tor": not countries.
const notCountries = new Set(['XX', 'T1']);

const trustByEnv = new WeakMap<Env, (address: string, index: number) => boolean>();
function trustFunction(env: Env): (address: string, index: number) => boolean {
  let trust = trustByEnv.get(env);
  if (!trust) {
    trust = env.TRUSTED_PROXIES.length > 0 ? proxyAddr.compile(env.TRUSTED_PROXIES) : () => false;
    trustByEnv.set(env, trust);
  }
  return trust;
}

/** True when the TCP peer itself is a proxy the operator named. */
export function isTrustedPeer(request: FastifyRequest, env: Env): boolean {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && trustFunction(env)(peer, 0);
}

/** A two-letter country code, upper-cased, or undefined for anything else. */
export function asCountry(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return countryPattern.test(upper) && !notCountries.has(upper) ? upper : undefined;
}

/** The development override (`X-Test-Country`, `?geo=`, `geo_country` cookie), when enabled. */
function overrideCountry(request: FastifyRequest, env: Env): string | undefined {
  if (!env.GEO_DEV_OVERRIDE) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return (
    asCountry(request.headers['x-test-country']) ??
    asCountry(query?.geo) ??
    asCountry(request.cookies[GEO_COOKIE])
  );
}

/** The request's country code, as the visitor is seen (KW stays KW here). */
export function requestCountry(request: FastifyRequest, env: Env): string {
  const override = overrideCountry(request, env);
  if (override) return override;
  if (isTrustedPeer(request, env)) {
    const header = asCountry(request.headers[env.GEO_COUNTRY_HEADER.toLowerCase()]);
    if (header) return header;
  }
  return env.GEO_DEFAULT_COUNTRY.toUpperCase();
}
