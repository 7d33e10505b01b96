import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.js';
import { brandService, requestHostname } from '../brand/brand.service.js';

/**
 * The origin links in mails point at: the brand mirror the player used (so a player on the
 * .ca mirror stays there), else PUBLIC_URL, else the request's own origin (local development).
 */
export async function linkOrigin(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const { config } = await brandService(deps).get();
  const hostname = requestHostname(request);
  if (config.hosts[hostname]) return `https://${hostname}`;
  if (deps.env.PUBLIC_URL) return deps.env.PUBLIC_URL.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}

/** A site path under the player's locale prefix (the default `en` has none). */
export function localePath(locale: string, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}
