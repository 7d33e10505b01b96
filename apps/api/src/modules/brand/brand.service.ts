import {
  brandConfigSchema,
  type BrandConfig,
  type HostSettings,
  type LocalisedText,
} from '@croupier/contracts/brand';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/client.js';
import { findBrandByCode, insertBrandIfMissing, updateBrandConfig } from './brand.repository.js';
import { BRAND_CODE, brandSeed } from './brand.seed.js';

/** Bus topic that makes every api instance drop its cached brand (DESIGN.md §2 cache busting). */
export const BRAND_CHANGED_TOPIC = 'brand-changed';

export interface LoadedBrand {
  id: number;
  config: BrandConfig;
}

export interface BrandService {
  /** The brand, read once and cached until a `brand-changed` message. */
  get(): Promise<LoadedBrand>;
  /** Every mirror host, for the same-site check; empty until the first load. */
  knownHosts(): readonly string[];
  /** Writes a new configuration and tells every instance to reload it. */
  save(config: BrandConfig): Promise<void>;
  invalidate(): void;
}

const services = new WeakMap<AppDeps, BrandService>();

/** One cache per app (tests build many apps in one process). */
export function brandService(deps: AppDeps): BrandService {
  const existing = services.get(deps);
  if (existing) return existing;
  const created = createBrandService(deps);
  services.set(deps, created);
  return created;
}

function createBrandService(deps: AppDeps): BrandService {
  let pending: Promise<LoadedBrand> | undefined;
  let hosts: readonly string[] = [];

  const load = async (): Promise<LoadedBrand> => {
    const row = await findBrandByCode(deps.database.db, BRAND_CODE);
    // A database without the seed still serves the demo brand rather than failing start-up.
    const stored = row ?? (await insertBrandIfMissing(deps.database.db, BRAND_CODE, brandSeed));
    const config = brandConfigSchema.parse(stored.config);
    hosts = Object.keys(config.hosts);
    return { id: stored.id, config };
  };

  const service: BrandService = {
    get() {
      pending ??= load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    knownHosts: () => hosts,
    async save(config) {
      const parsed = brandConfigSchema.parse(config);
      await updateBrandConfig(deps.database.db, BRAND_CODE, parsed);
      service.invalidate();
      await deps.bus.publish(BRAND_CHANGED_TOPIC, { code: BRAND_CODE });
    },
    invalidate() {
      pending = undefined;
    },
  };

  void deps.bus.subscribe(BRAND_CHANGED_TOPIC, () => service.invalidate()).catch(() => undefined);
  return service;
}

/** Seed step: the demo brand when missing (never overwrites an operator's edits). */
export async function seedBrand(db: Database): Promise<number> {
  const row = await insertBrandIfMissing(db, BRAND_CODE, brandConfigSchema.parse(brandSeed));
  return row.id;
}

/** GEO-006: the mirror's settings; unknown hosts get the fallback (the full list). */
export function hostSettings(config: BrandConfig, hostname: string): HostSettings {
  return config.hosts[hostname] ?? config.fallbackHost;
}

/** GEO-003..GEO-005: the host's locales that the brand has enabled, in the host's order. */
export function offeredLocales(config: BrandConfig, hostname: string): string[] {
  const enabled = new Set(config.locales.filter((l) => l.enabled).map((l) => l.code));
  return hostSettings(config, hostname).locales.filter((code) => enabled.has(code));
}

/** The host's default locale, or its first offered one when the default is disabled. */
export function defaultLocaleFor(config: BrandConfig, hostname: string): string {
  const offered = offeredLocales(config, hostname);
  const preferred = hostSettings(config, hostname).defaultLocale;
  return offered.includes(preferred) ? preferred : (offered[0] ?? config.defaultLocale);
}

/**
 * API-008: the locale of a request. An explicit query value wins, then `Accept-Language`
 * (a bare code such as `de`, or a browser list with q-values); anything the host does not
 * offer falls back to the host's default locale (en on the default hosts).
 */
export function negotiateLocale(
  config: BrandConfig,
  hostname: string,
  explicit: string | undefined,
  acceptLanguage: string | undefined,
): string {
  const offered = offeredLocales(config, hostname);
  const match = (tag: string): string | undefined => {
    const lower = tag.trim().toLowerCase();
    const exact = offered.find((code) => code.toLowerCase() === lower);
    if (exact) return exact;
    // `nb`/`nn` are how browsers name Norwegian Bokmål and Nynorsk; the brand calls it `no`.
    const language = lower.split('-')[0] ?? lower;
    const base = language === 'nb' || language === 'nn' ? 'no' : language;
    return offered.find((code) => code.toLowerCase() === base);
  };
  if (explicit !== undefined && explicit !== '') {
    return match(explicit) ?? defaultLocaleFor(config, hostname);
  }
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const found = match(tag);
    if (found) return found;
  }
  return defaultLocaleFor(config, hostname);
}

/** Language tags by descending q-value; malformed parts are skipped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.trim().slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(entry.tag) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A localised text in `locale`, else its English (every text has one). */
export function localisedText(text: LocalisedText, locale: string): string {
  return text[locale] ?? text.en ?? '';
}

/** Fills `{{name}}` placeholders; unknown names stay as written. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
