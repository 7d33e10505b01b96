import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestStudio, openSession, type TestStudio } from '../testing/test-studio.js';
import { bundleClient } from './client-bundle.js';

let studio: TestStudio;
afterEach(() => studio.close());

describe('the game page', () => {
  it('is a shell with the session id, framed only by the casino, with no inline script', async () => {
    studio = await buildTestStudio();
    const sid = await openSession(studio.app);
    const page = await studio.app.inject({ method: 'GET', url: `/play/${sid}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`data-session="${sid}"`);
    expect(page.body).toContain('<main id="game"></main>');
    expect(page.body).toContain('src="/client/app.js?v=js1"');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://casino.test');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('answers 404 for a session that does not exist', async () => {
    studio = await buildTestStudio();
    const page = await studio.app.inject({ method: 'GET', url: '/play/ses_unknown' });
    expect(page.statusCode).toBe(404);
  });

  it('serves the client bundle with an ETag, long-cached when versioned, 304 when unchanged', async () => {
    studio = await buildTestStudio();
    const versioned = await studio.app.inject({ method: 'GET', url: '/client/app.js?v=js1' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toContain('immutable');
    const etag = String(versioned.headers.etag);
    const again = await studio.app.inject({
      method: 'GET',
      url: '/client/app.css',
      headers: { 'if-none-match': '"css1"' },
    });
    expect(again.statusCode).toBe(304);
    expect(etag).toBe('"js1"');
  });

  it('sends the bundle compressed to browsers that accept it', async () => {
    studio = await buildTestStudio();
    const br = await studio.app.inject({
      method: 'GET',
      url: '/client/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("game")');
    const gzip = await studio.app.inject({
      method: 'GET',
      url: '/client/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("game")');
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('bundles the game clients from src/client/entry.ts into one script and one stylesheet', async () => {
    studio = await buildTestStudio();
    const bundle = await bundleClient();
    expect(bundle.js.body.length).toBeGreaterThan(1000);
    expect(bundle.js.version).toMatch(/^[\w-]{12}$/);
    expect(bundle.js.etag).not.toBe(bundle.css.etag);
    expect(bundle.js.br.length).toBeLessThan(bundle.js.body.length / 2);
  });
});
