import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BannersConfig } from '@croupier/contracts/fe-config';
import type { LocalesResponse } from '@croupier/contracts/info';
import { buildTestApp } from '../testing/test-app.js';
import { registerTestPlayer } from '../testing/players.js';
import { guestHeroBanners } from './first-paint.js';

const site = mkdtempSync(join(tmpdir(), 'croupier-site-'));
writeFileSync(
  join(site, 'index.html'),
  '<html lang="en"><head><!--first-paint-head--></head><body><div id="root"><!--first-paint--></div></body></html>',
);
const html = { accept: 'text/html' };

describe('the player site document', async () => {
  const { app } = await buildTestApp({ WEB_DIST_DIR: site });
  const banners = (
    await app.inject({ url: '/api/fe/config/banners-config?locale=en' })
  ).json<BannersConfig>();
  const [first] = guestHeroBanners(banners, undefined, new Date());

  it("draws a guest's lobby with the logo and the first hero banner, its image fetched first", async () => {
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('class="fp-logo"');
    expect(first).toBeDefined();
    expect(response.body).toContain(`<h2 class="fp-card-title">`);
    if (first?.overlayImage) {
      expect(response.body).toContain(
        `<link rel="preload" as="image" href="${first.overlayImage}" fetchpriority="high">`,
      );
    }
  });

  it('draws only the header on other pages and for a signed-in player', async () => {
    const page = await app.inject({ url: '/promotions', headers: html });
    expect(page.body).toContain('class="fp-logo"');
    expect(page.body).not.toContain('fp-card');
    const { cookie } = await registerTestPlayer(app);
    const lobby = await app.inject({ url: '/', headers: { ...html, cookie } });
    expect(lobby.body).toContain('class="fp-logo"');
    expect(lobby.body).not.toContain('fp-card');
  });

  it("takes the language from the path's locale prefix", async () => {
    const locales = (await app.inject({ url: '/api/info/locales' })).json<LocalesResponse>();
    const other = locales.find((locale) => locale.enabled && !locale.default);
    if (!other) return;
    const response = await app.inject({ url: `/${other.code}`, headers: html });
    expect(response.body).toContain(`<html lang="${other.code}">`);
  });

  it('serves the page to plain HTTP clients: Accept */* (curl, health checks) or no Accept', async () => {
    for (const url of ['/', '/de', '/promotions']) {
      const anyType = await app.inject({ url, headers: { accept: '*/*' } });
      expect(anyType.statusCode, url).toBe(200);
      expect(anyType.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(anyType.body).toContain('id="root"');
      const noAccept = await app.inject({ url });
      expect(noAccept.statusCode, url).toBe(200);
      expect(noAccept.body).toContain('id="root"');
    }
    const head = await app.inject({ method: 'HEAD', url: '/', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
  });

  it('keeps 404 for the api, files and non-page paths, and for clients that refuse HTML', async () => {
    for (const url of [
      '/api/nothing-here',
      '/api',
      '/messages/xx.json',
      '/assets/missing.js',
      '/favicon.ico',
      '/payments/missing.svg',
      '/images/games/x/y.png',
      '/healthz/more',
      '/dev/nothing',
    ]) {
      const response = await app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    const jsonOnly = await app.inject({ url: '/', headers: { accept: 'application/json' } });
    expect(jsonOnly.statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/promotions',
      headers: { accept: '*/*' },
    });
    expect(post.statusCode).not.toBe(200);
  });

  it('sends the document compressed when the browser accepts it', async () => {
    const response = await app.inject({
      url: '/',
      headers: { ...html, 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="root"');
  });
});

describe('the guest hero banners', () => {
  const base = {
    id: 'a',
    categories: ['slider-index-top'],
    title: { text: 'A' },
    description: { text: '' },
    image: null,
    overlayImage: null,
    gradient: {
      colorLeft: '#000',
      colorLeftCenter: '#000',
      colorRightCenter: '#000',
      colorRight: '#000',
    },
    labels: [],
    button: null,
    secondButton: null,
    timer: null,
    variables: {},
    order: { 'slider-index-top': 2 },
    logged: null,
    groupIds: [],
    liveTime: null,
    size: 'large',
  } as const satisfies BannersConfig['banners'][number];
  const now = new Date('2026-06-01T00:00:00Z');

  it('keeps what a guest may see, in order, and drops the rest (CMS-010..CMS-016)', () => {
    const config: BannersConfig = {
      locale: 'en',
      welcomePackStags: ['partner'],
      banners: [
        { ...base, id: 'second' },
        {
          ...base,
          id: 'first',
          order: { 'slider-index-top-guest': 1 },
          categories: ['slider-index-top-guest'],
        },
        { ...base, id: 'players-only', logged: true },
        { ...base, id: 'group', groupIds: [7] },
        { ...base, id: 'crypto', categories: ['slider-index-top-crypto'] },
        {
          ...base,
          id: 'over',
          liveTime: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
        },
        { ...base, id: 'pack', labels: ['welcome-pack:show'] },
        { ...base, id: 'no-pack', labels: ['welcome-pack:hide'] },
      ],
    };
    const ids = (stag?: string) => guestHeroBanners(config, stag, now).map((banner) => banner.id);
    expect(ids()).toEqual(['first', 'second', 'no-pack']);
    expect(ids('partner')).toEqual(['first', 'second', 'pack']);
  });
});
