import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Env } from '../../config/env.js';
import { brandService } from '../brand/brand.service.js';

/**
 * The origin every link the api mails points at (confirmation, password reset, limit
 * confirmation...): the brand host the player used, so a player on the .ca mirror stays there,
 * else the primary origin. The request's Host (or a forwarded host) only picks among the brand's
 * configured hosts (DESIGN.md §9), never supplies one: a forged `Host: evil.example` on a reset
 * request would otherwise mail the victim a link that hands the token to the forger.
 */
export async function linkOrigin(deps: AppDeps, context: RequestContext): Promise<string> {
  const { config } = await brandService(deps).get();
  return brandLinkOrigin(primaryOrigin(deps.env), Object.keys(config.hosts), context.hostname);
}

/**
 * PUBLIC_URL, which production requires; in development and tests the api's own port on
 * localhost, where `npm start` and e2e serve the site (a brand host of the seed).
 */
export function primaryOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): URL {
  return new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
}

/**
 * `hostname` on the primary origin's scheme and port when it is one of the brand's hosts (the
 * mirrors are served the same way as the primary host), else the primary origin itself.
 */
export function brandLinkOrigin(
  primary: URL,
  brandHosts: readonly string[],
  hostname: string,
): string {
  if (!brandHosts.includes(hostname)) return primary.origin;
  const url = new URL(primary.origin);
  url.hostname = hostname;
  return url.origin;
}

/** A site path under the player's locale prefix (the default `en` has none). */
export function localePath(locale: string, path: string): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}
