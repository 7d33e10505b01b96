import { test as base, expect, type BrowserContext } from '@playwright/test';

/** Accepts the cookie notice up front, so it does not cover what a test clicks. */
export async function acceptCookies(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  const url = new URL(baseURL ?? 'http://localhost:3090');
  await context.addCookies([
    { name: 'cookies_accepted', value: 'true', domain: url.hostname, path: '/' },
  ]);
}

/**
 * An address of the test's own, from the benchmarking range 198.18.0.0/15 (RFC 2544), sent as
 * X-Forwarded-For through the api's trusted loopback proxy as a load balancer would send a
 * player's. The api limits registrations and sign-ins per address, and the suite registers more
 * players a minute than one real address ever would; a retry gets a fresh address.
 */
function addressOf(testId: string, retry: number): string {
  let hash = 2166136261;
  for (const character of `${testId}:${retry}`) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  }
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 0xff}.${(hash >>> 16) & 0xff}`;
}

/**
 * A guest with the cookie notice already accepted, calling from an address of their own; tests
 * of the notice itself use `base`.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': addressOf(testInfo.testId, testInfo.retry),
    });
  },
  context: async ({ context, baseURL }, use) => {
    await acceptCookies(context, baseURL);
    await use(context);
  },
});

export { expect };
