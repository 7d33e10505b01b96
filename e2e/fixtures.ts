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

/** A guest with the cookie notice already accepted; tests of the notice itself use `base`. */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    await acceptCookies(context, baseURL);
    await use(context);
  },
});

export { expect };
