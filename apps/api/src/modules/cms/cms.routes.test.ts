import { describe, expect, it } from 'vitest';
import {
  CMS_PAGE_NOT_FOUND_TEXT,
  cmsFilesResponseSchema,
  cmsPageSchema,
  cmsPagesResponseSchema,
  cmsSnippetsResponseSchema,
} from '@croupier/contracts/cms';
import { awardSchema } from '@croupier/contracts/info';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { buildTestApp } from '../../testing/test-app.js';
import { brandService } from '../brand/brand.service.js';
import { createPage } from './cms.service.js';

const fixedPages = ['privacy-policy', 'cookie-policy', 'terms-and-conditions', 'general-rules'];

describe('GET /api/cms/*', async () => {
  const { app, database } = await buildTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('lists pages for menus without heavy content (EP-072, SH-017)', async () => {
    const response = await get('/api/cms/pages?l=en');
    expect(response.statusCode).toBe(200);
    const pages = cmsPagesResponseSchema.parse(response.json());
    const body = response.json() as Record<string, unknown>[];
    expect(body.every((page) => !('content' in page))).toBe(true);
    const categories = new Set(pages.flatMap((page) => page.categories));
    for (const category of ['top-menu', 'bottom-menu', 'bottom-menu-help', 'custom-page']) {
      expect(categories).toContain(category);
    }
    expect(pages.filter((page) => page.hidden).map((page) => page.slug)).toEqual([
      'summer-cup-2024-rules',
    ]);
    // Licence variants are reached through their base page, not listed.
    expect(pages.every((page) => page.licence === null)).toBe(true);
    expect(pages.find((p) => p.slug === 'about-us')?.blocks.description).toBeTruthy();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it.each([...LOCALE_CODES])('has every page in %s (platform-core.md §9)', async (locale) => {
    const pages = cmsPagesResponseSchema.parse(
      (await get(`/api/cms/pages?locale=${locale}`)).json(),
    );
    expect(pages.every((page) => page.locale === locale)).toBe(true);
    // The 14 seeded pages and the rewards mart's page (`rocket-mart`, its sale and read-more).
    expect(pages.filter((page) => !page.path.startsWith('/news/')).length).toBe(15);
    expect(pages.filter((page) => page.path.startsWith('/news/')).length).toBe(8);
    for (const slug of [
      ...fixedPages,
      'responsible-gaming',
      'awards',
      'bonus-balance',
      'benefits-of-crypto',
      'support',
      'about-us',
      'vip-terms',
    ]) {
      expect(pages.map((page) => page.slug)).toContain(slug);
    }
  });

  it('translates the pages: no non-English locale repeats the English text', async () => {
    const english = cmsPageSchema.parse((await get('/api/cms/pages/privacy-policy?l=en')).json());
    for (const locale of ['de', 'fr-CA', 'no', 'it', 'et']) {
      const page = cmsPageSchema.parse(
        (await get(`/api/cms/pages/privacy-policy?l=${locale}`)).json(),
      );
      expect(page.locale).toBe(locale);
      expect(page.title).not.toBe(english.title);
      expect(page.content).not.toBe(english.content);
    }
  });

  it.each(fixedPages)(
    'serves the fixed page %s with meta blocks (RT-026, CMS-001, CMS-004)',
    async (slug) => {
      const response = await get(`/api/cms/pages/${slug}`, { 'accept-language': 'de' });
      expect(response.statusCode).toBe(200);
      const page = cmsPageSchema.parse(response.json());
      expect(page).toMatchObject({ slug, path: `/${slug}`, locale: 'de', hidden: false });
      expect(page.content.length).toBeGreaterThan(200);
      expect(page.blocks.title).toContain('Croupier');
      expect(page.blocks.description).toBeTruthy();
      expect(page.blocks.keywords).toBeTruthy();
    },
  );

  it('answers a missing page with a plain-text 404 (CMS-005)', async () => {
    for (const url of ['/api/cms/pages/missing', '/api/cms/pages/terms-and-conditions/xx']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toBe(CMS_PAGE_NOT_FOUND_TEXT);
    }
  });

  it('serves the same page by slug and by path (CMS-002)', async () => {
    const bySlug = cmsPageSchema.parse((await get('/api/cms/pages/about-us')).json());
    const byPath = cmsPageSchema.parse((await get(`/api/cms/pages${bySlug.path}`)).json());
    expect(byPath).toEqual(bySlug);
  });

  it('serves a licence variant by its path (platform-core.md §2.2)', async () => {
    const page = cmsPageSchema.parse((await get('/api/cms/pages/terms-and-conditions/au')).json());
    expect(page).toMatchObject({
      path: '/terms-and-conditions/au',
      licence: 'AU',
      variant_of: '/terms-and-conditions',
    });
  });

  it('answers the base page with the AU variant for an Australian or KW geo on Curaçao', async () => {
    for (const country of ['AU', 'KW']) {
      const response = await get('/api/cms/pages/terms-and-conditions', {
        'x-test-country': country,
      });
      const page = cmsPageSchema.parse(response.json());
      expect(page.path).toBe('/terms-and-conditions/au');
      expect(response.headers['cache-control']).toBe('private, max-age=60');
    }
    const canada = cmsPageSchema.parse(
      (await get('/api/cms/pages/terms-and-conditions', { 'x-test-country': 'CA' })).json(),
    );
    expect(canada.path).toBe('/terms-and-conditions');
  });

  it('answers the base page with the EE variant on the Estonian host, whatever the geo', async () => {
    const page = cmsPageSchema.parse(
      (
        await get('/api/cms/pages/terms-and-conditions', {
          host: 'croupier.ee',
          'x-test-country': 'AU',
        })
      ).json(),
    );
    expect(page).toMatchObject({ path: '/terms-and-conditions/ee', locale: 'et' });
  });

  it('carries the awards of several years in blocks.json (CMS-020, CMS-021)', async () => {
    const page = cmsPageSchema.parse((await get('/api/cms/pages/awards')).json());
    const awards = awardSchema.array().parse(page.blocks.json?.awards);
    expect(new Set(awards.map((award) => award.year)).size).toBeGreaterThanOrEqual(3);
  });

  it('serves snippets in the locale (CMS-027)', async () => {
    const snippets = cmsSnippetsResponseSchema.parse((await get('/api/cms/snippets?l=it')).json());
    expect(snippets.map((s) => s.key)).toEqual(
      expect.arrayContaining(['footer-contact', 'footer-disclaimer', 'read-more-lobby']),
    );
    expect(snippets.find((s) => s.key === 'footer-contact')?.content).toContain('Domande?');
  });

  it('serves localised files per licence (CMS-028)', async () => {
    const files = cmsFilesResponseSchema.parse((await get('/api/cms/files?l=de')).json());
    const terms = files.find((file) => file.key === 'terms/gcb');
    expect(terms).toMatchObject({ locale: 'de', licence: 'GCB', categories: ['terms'] });
    expect(terms?.url).toBe('/cms/terms/terms-gcb-de.txt');
    expect(terms?.title).toContain('Geschäftsbedingungen');
    expect(files.some((file) => file.categories.includes('certificates'))).toBe(true);
  });

  it('answers bad query input with 422, never 500', async () => {
    for (const url of [
      `/api/cms/pages?l=${'x'.repeat(50)}`,
      `/api/cms/files?locale=${'x'.repeat(50)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
    }
    // Past the router's parameter limit: no route matches, so a JSON 404 rather than a 500.
    expect((await get(`/api/cms/pages/${'a'.repeat(201)}`)).statusCode).toBe(404);
    expect((await get('/api/cms/pages?l=zz')).statusCode).toBe(200);
  });

  it('lists the news as custom pages under /news/, newest first, with their picture (CMS-023)', async () => {
    const pages = cmsPagesResponseSchema.parse((await get('/api/cms/pages?l=de')).json());
    const news = pages.filter((page) => page.path.startsWith('/news/'));
    expect(news.every((page) => page.categories.includes('custom-page') && !page.hidden)).toBe(
      true,
    );
    const dates = news.map((page) => page.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(news[0]).toMatchObject({
      path: '/news/aurora-studios-joins',
      slug: 'news/aurora-studios-joins',
      locale: 'de',
      licence: null,
      image: '/brand/providers/aurora-studios.svg',
    });
    expect(news[0]?.title).toContain('Aurora Studios');
    expect(news[0]?.blocks.description).toBeTruthy();
    // Menu pages keep their own order ahead of the news.
    expect(pages.findIndex((page) => page.path.startsWith('/news/'))).toBe(pages.length - 8);
  });

  it('serves a news page by its path and by its encoded slug (CMS-002, CMS-023)', async () => {
    const byPath = await get('/api/cms/pages/news/winter-slots-cup?l=it');
    expect(byPath.statusCode).toBe(200);
    const page = cmsPageSchema.parse(byPath.json());
    expect(page).toMatchObject({ path: '/news/winter-slots-cup', locale: 'it', licence: null });
    expect(page.blocks['content-main']).toContain('<h2>');
    const bySlug = await get('/api/cms/pages/news%2Fwinter-slots-cup?l=it');
    expect(cmsPageSchema.parse(bySlug.json()).id).toBe(page.id);
    expect((await get('/api/cms/pages/news/missing')).statusCode).toBe(404);
  });

  it('says pokies in the Australian news (platform-core.md §2.2)', async () => {
    const page = cmsPageSchema.parse(
      (await get('/api/cms/pages/news/winter-slots-cup?l=en-AU')).json(),
    );
    expect(page.title).toBe('The Winter Pokies Cup starts on 1 December');
  });

  it('creates news pages under /news/ only, one level deep (CMS-023, RT-030)', async () => {
    const { id } = await brandService(app.deps).get();
    const page = {
      locale: 'en',
      title: 'News',
      content: '<p>News</p>',
      blocks: {},
      categories: [],
    };
    const createdAt = new Date('2026-01-02T03:04:05Z');
    expect(
      await createPage(database.db, id, { ...page, path: '/news/studio-visit', createdAt }),
    ).toBe(true);
    const created = cmsPageSchema.parse((await get('/api/cms/pages/news/studio-visit')).json());
    expect(created).toMatchObject({
      slug: 'news/studio-visit',
      created_at: createdAt.toISOString(),
    });
    for (const path of ['/news', '/news/a/b', '/news/Bad', '/news/au/x']) {
      await expect(createPage(database.db, id, { ...page, path })).rejects.toMatchObject({
        code: 'invalid_input',
      });
    }
  });

  it('refuses to create pages on fixed routes (RT-030)', async () => {
    const { id } = await brandService(app.deps).get();
    const page = {
      locale: 'en',
      title: 'Clash',
      content: '<p>Clash</p>',
      blocks: {},
      categories: [],
    };
    for (const path of ['/pokies', '/deposit', '/de', '/api', '/tournaments']) {
      await expect(createPage(database.db, id, { ...page, path })).rejects.toMatchObject({
        code: 'invalid_input',
      });
    }
    await expect(createPage(database.db, id, { ...page, path: '/Bad Path' })).rejects.toMatchObject(
      {
        code: 'invalid_input',
      },
    );
    expect(await createPage(database.db, id, { ...page, path: '/pokies-guide' })).toBe(true);
    // Creating it again changes nothing (the seed's idempotence).
    expect(await createPage(database.db, id, { ...page, path: '/pokies-guide' })).toBe(false);
  });
});
