import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { brandConfigSchema } from '@croupier/contracts/brand';
import { localesResponseSchema } from '@croupier/contracts/info';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { seedCms } from '../cms/cms.seed.js';
import { findBrandByCode, updateBrandConfig } from './brand.repository.js';
import { BRAND_CODE, brandSeed } from './brand.seed.js';
import {
  BRAND_CHANGED_TOPIC,
  brandService,
  negotiateLocale,
  parseAcceptLanguage,
  seedBrand,
} from './brand.service.js';

const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));

/** Every site-relative file the seed points at, e.g. `/brand/logo-full.svg`. */
function referencedFiles(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^\/(brand|cms)\/.+\.(svg|txt)$/.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) referencedFiles(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) referencedFiles(item, found);
  return found;
}

describe('brand configuration (DESIGN.md §9)', async () => {
  const { app, database, bus } = await buildTestApp();

  it('seeds a configuration its own schema accepts', () => {
    expect(brandConfigSchema.parse(brandSeed)).toEqual(brandSeed);
  });

  it('ships every image and file the seed references', () => {
    const files = referencedFiles(brandSeed);
    for (const language of ['en', 'de', 'fr', 'no', 'it', 'et']) {
      files.add(`/cms/terms/terms-gcb-${language}.txt`);
      files.add(`/cms/terms/terms-ee-${language}.txt`);
    }
    for (const name of ['gcb-licence', 'ee-licence', 'rng'])
      files.add(`/cms/certificates/${name}.svg`);
    expect(files.size).toBeGreaterThan(40);
    const missing = [...files].filter((file) => !existsSync(`${publicDir}${file}`));
    expect(missing).toEqual([]);
  });

  it('seeds idempotently and never overwrites an operator edit', async () => {
    const db = database.db;
    const edited = { ...brandSeed, name: 'Croupier (edited)' };
    await updateBrandConfig(db, BRAND_CODE, edited);
    const id = await seedBrand(db);
    await seedCms(db, id);
    const row = await findBrandByCode(db, BRAND_CODE);
    expect(row?.id).toBe(id);
    expect(brandConfigSchema.parse(row?.config).name).toBe('Croupier (edited)');
    await updateBrandConfig(db, BRAND_CODE, brandSeed);
  });

  it('reloads the cached brand on a brand-changed bus message', async () => {
    const service = brandService(app.deps);
    const before = localesResponseSchema.parse(
      (await app.inject({ url: '/api/info/locales', headers: { host: 'croupier.it' } })).json(),
    );
    expect(before.map((l) => l.code)).toEqual(['it']);

    const changed = structuredClone(brandSeed);
    changed.hosts['croupier.it'] = { locales: ['it', 'en'], defaultLocale: 'it', licence: 'GCB' };
    await updateBrandConfig(database.db, BRAND_CODE, changed);
    // Cached until told otherwise.
    expect((await service.get()).config.hosts['croupier.it']?.locales).toEqual(['it']);

    await bus.publish(BRAND_CHANGED_TOPIC, { code: BRAND_CODE });
    // Delivery is asynchronous (in-process microtask or Redis): wait for it, without a fixed sleep.
    await vi.waitFor(async () => {
      const after = localesResponseSchema.parse(
        (await app.inject({ url: '/api/info/locales', headers: { host: 'croupier.it' } })).json(),
      );
      expect(after.map((l) => l.code)).toEqual(['it', 'en']);
    });
    await service.save(brandSeed);
  });

  it('treats mirror hosts as same-site and refuses other origins (CSRF)', async () => {
    const post = (origin: string) =>
      app.inject({ method: 'POST', url: '/api/info/locales', headers: { ...xhr, origin } });
    expect((await post('https://croupier.ca')).statusCode).toBe(404);
    expect((await post('https://croupier.ee')).statusCode).toBe(404);
    expect((await post('https://croupier.evil.example')).statusCode).toBe(403);
  });

  it('negotiates locales from queries and browser lists (API-008)', () => {
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(parseAcceptLanguage('de;q=0.5, it')).toEqual(['it', 'de']);
    expect(parseAcceptLanguage('*')).toEqual([]);
    expect(negotiateLocale(brandSeed, 'localhost', undefined, 'nb-NO,nb;q=0.9')).toBe('no');
    expect(negotiateLocale(brandSeed, 'localhost', 'EN-au', undefined)).toBe('en-AU');
    expect(negotiateLocale(brandSeed, 'croupier.ca', undefined, 'fr-FR')).toBe('en-CA');
    expect(negotiateLocale(brandSeed, 'croupier.ca', undefined, 'fr-CA')).toBe('fr-CA');
    expect(negotiateLocale(brandSeed, 'croupier.it', 'de', undefined)).toBe('it');
  });
});
