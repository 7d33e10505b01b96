import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BrandConfig } from '@croupier/contracts/brand';
import type { ClientContextResponse } from '@croupier/contracts/geo';
import { GEO_RESTRICTED_MESSAGES } from '@croupier/contracts/geo';
import type { AppDeps } from '../../app-deps.js';
import type { Env } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { GEO_COOKIE, asCountry } from '../../lib/request-country.js';
import { brandService, hostSettings } from '../brand/brand.service.js';

/**
 * `?geo=DE` also sets the cookie so a developer can click around as DE; only with the override
 * on, and only for a valid code.
 */
export function rememberGeoOverride(request: FastifyRequest, reply: FastifyReply, env: Env): void {
  if (!env.GEO_DEV_OVERRIDE) return;
  const query = request.query as Record<string, unknown> | undefined;
  const country = asCountry(query?.geo);
  if (!country) return;
  reply.setCookie(GEO_COOKIE, country, { path: '/', sameSite: 'lax', httpOnly: false });
}

/** GEO-018: test geos behave as the country they stand for (KW → AU). */
export function behavesAs(config: BrandConfig, country: string): string {
  return config.countryAliases[country] ?? country;
}

/**
 * The countries a player may live in (DESIGN.md §9): the brand's served countries, never a
 * restricted one nor a test geo (GEO-018: KW stands for AU and is nobody's home). Registration,
 * the profile and `GET /api/info/countries` all read this one rule.
 */
export function isPlayerCountry(config: BrandConfig, country: string): boolean {
  return (
    config.countries.includes(country) &&
    !config.restrictedCountries.includes(country) &&
    config.countryAliases[country] === undefined
  );
}

export function isRestrictedCountry(config: BrandConfig, country: string): boolean {
  return config.restrictedCountries.includes(behavesAs(config, country));
}

export function isCuracaoLicence(licence: string): boolean {
  // GEO-012: GCB (new regulator) and CW (old) are both Curaçao.
  return licence === 'GCB' || licence === 'CW';
}

export interface GeoContext {
  ip: string | null;
  country: string;
  /** The country whose rules apply (KW → AU). */
  behavesAs: string;
  restricted: boolean;
  licence: string;
  /** Curaçao licence with an Australian geo (platform-core.md §2.2, §6; GEO-013). */
  auRestricted: boolean;
}

/** Everything geo about a request, with the host's licence. */
export async function geoContext(deps: AppDeps, context: RequestContext): Promise<GeoContext> {
  const { config } = await brandService(deps).get();
  const country = context.country;
  const effective = behavesAs(config, country);
  const licence = hostSettings(config, context.hostname).licence;
  return {
    // The address honours X-Forwarded-For only from TRUSTED_PROXIES (app.ts trustProxy).
    ip: context.ip,
    country,
    behavesAs: effective,
    restricted: isRestrictedCountry(config, country),
    licence,
    auRestricted: effective === 'AU' && isCuracaoLicence(licence),
  };
}

/**
 * Called by the accounts module before sign-in and registration (SS-033, RT-053): a visitor in
 * a restricted country gets 451 with the spec's message.
 */
export async function assertGeoAllowed(
  deps: AppDeps,
  context: RequestContext,
  action: 'registration' | 'login',
): Promise<void> {
  const geo = await geoContext(deps, context);
  if (!geo.restricted) return;
  throw new AppError('geo_restricted', GEO_RESTRICTED_MESSAGES[action], {
    internal: `${action} refused for country ${geo.country}`,
  });
}

const botPattern =
  /bot\b|bot\/|crawler|spider|slurp|googlebot|bingbot|bingpreview|yandex|baiduspider|duckduckbot|applebot|petalbot|semrush|ahrefs|facebookexternalhit|ia_archiver|headlesschrome/i;
const metaWebviewPattern = /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bInstagram\b/;
const iosPattern = /\b(iPhone|iPad|iPod)\b/;

/** EP-077 / SH-031: crawler, Meta in-app browser and iOS detection from the User-Agent. */
export function clientContext(userAgent: string | undefined): ClientContextResponse {
  const ua = userAgent ?? '';
  return {
    isBot: botPattern.test(ua),
    isMetaWebview: metaWebviewPattern.test(ua),
    isIOS: iosPattern.test(ua),
  };
}
