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

  it('declares the contract of every answer it sends, so each is checked before it leaves (decision 0203)', async () => {
    const document = (await app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    // Answers that are files or have no body: nothing for a contract to describe.
    const withoutBody = new Set([
      'GET /messages/{file}',
      'GET /images/games/{provider}/{key}.svg',
      'GET /api/player/documents/{id}/file',
      'DELETE /api/users/sign_out',
      'DELETE /api/player/two_factor',
      'DELETE /api/player/sessions',
      'DELETE /api/player/sessions/{id}',
    ]);
    const undeclared: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const name = `${method.toUpperCase()} ${path}`;
        const success = Object.entries(operation.responses ?? {}).filter(([code]) =>
          code.startsWith('2'),
        );
        const declared = success.some(([code, answer]) => code === '204' || answer.content);
        if (!declared && !withoutBody.has(name)) undeclared.push(name);
      }
    }
    expect(operations).toBeGreaterThan(90);
    expect(undeclared).toEqual([]);
  });
});
