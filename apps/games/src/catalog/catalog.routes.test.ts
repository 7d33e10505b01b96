import { afterEach, describe, expect, it } from 'vitest';
import { catalogFeedSchema } from '@croupier/contracts/studio';
import { buildTestStudio, signedHeaders, type TestStudio } from '../testing/test-studio.js';

let studio: TestStudio;
afterEach(() => studio.close());

describe('the catalog feed', () => {
  it('is served to a signed GET only, as the contract feed', async () => {
    studio = await buildTestStudio();
    const unsigned = await studio.app.inject({ method: 'GET', url: '/catalog' });
    expect(unsigned.statusCode).toBe(403);
    const bad = await studio.app.inject({
      method: 'GET',
      url: '/catalog',
      headers: { 'x-request-sign': 'ab'.repeat(32) },
    });
    expect(bad.statusCode).toBe(403);
    const signed = await studio.app.inject({
      method: 'GET',
      url: '/catalog',
      headers: signedHeaders(''),
    });
    expect(signed.statusCode).toBe(200);
    const feed = catalogFeedSchema.parse(signed.json());
    expect(feed.games.length).toBeGreaterThan(0);
  });

  it('draws each game a long-cached SVG thumbnail and 404s unknown ones', async () => {
    studio = await buildTestStudio();
    const game = studio.app.studio.catalog.feed.games[0];
    const response = await studio.app.inject({
      method: 'GET',
      url: `/thumbnails/${game?.identifier}.svg`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{5,}/);
    expect(response.body).toMatch(/^<svg/);
    for (const url of [
      '/thumbnails/nobody/nothing.svg',
      '/thumbnails/../etc.svg',
      '/thumbnails/a/b.png',
    ]) {
      const missing = await studio.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(missing.statusCode, url).toBeLessThan(500);
    }
  });

  it('answers the health check', async () => {
    studio = await buildTestStudio();
    const response = await studio.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ ok: true });
  });
});
