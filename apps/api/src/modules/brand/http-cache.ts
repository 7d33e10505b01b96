import type { FastifyReply } from 'fastify';

/**
 * API-019: config and reference responses are cacheable. `public` ones may sit in a shared
 * cache keyed by the `Vary` headers; anything that depends on the visitor's geo or session is
 * `private` so a CDN never hands one visitor's answer to another.
 */
export function setCacheHeaders(
  reply: FastifyReply,
  options: { scope: 'public' | 'private'; maxAge: number; vary?: readonly string[] },
): void {
  reply.header('cache-control', `${options.scope}, max-age=${options.maxAge}`);
  if (options.vary && options.vary.length > 0) {
    const existing = reply.getHeader('vary');
    const current = typeof existing === 'string' && existing !== '' ? existing.split(/,\s*/) : [];
    const merged = [...new Set([...current, ...options.vary])];
    reply.header('vary', merged.join(', '));
  }
}
