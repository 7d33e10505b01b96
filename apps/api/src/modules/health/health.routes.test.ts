import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../../testing/test-app.js';

describe('health and api conventions', async () => {
  const { app } = await buildTestApp();

  it('answers liveness and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('returns a request id and security headers on every response', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-eval'");
  });

  it('answers an unknown api path with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses an unsafe request without X-Requested-With', async () => {
    const response = await app.inject({ method: 'POST', url: '/healthz' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_rejected' });
  });

  it('refuses a cross-site Origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { ...xhr, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('openapi');
  });
});
