import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './players';

/**
 * Country lists (issue 14, item 13; DESIGN.md §9, GEO-001, GEO-018): registration and the
 * profile offer the countries the brand serves and nothing else — no fake-Australia test geo
 * (Kuwait), no restricted country — and the terms error goes once the box is ticked.
 */

const SERVED = [
  'Australia',
  'Austria',
  'Canada',
  'Estonia',
  'Germany',
  'Italy',
  'New Zealand',
  'Norway',
];
const NEVER = ['Kuwait', 'United States', 'North Korea', 'Iran', 'Syria', 'Cuba', 'United Kingdom'];

async function optionNames(select: Locator): Promise<string[]> {
  // A placeholder option ("Choose…") has no value and names no country.
  return (await select.locator('option:not([value=""])').allTextContents()).map((name) =>
    name.trim(),
  );
}

test.describe('country lists', () => {
  test('registration offers the served countries only, and the terms error clears when ticked', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    const country = dialog.getByLabel(/^Country/);
    // The options come with the countries list, which may land after the form shows.
    await expect.poll(async () => (await optionNames(country)).toSorted()).toEqual(SERVED);
    const names = await optionNames(country);
    for (const name of NEVER) expect(names).not.toContain(name);

    await dialog.getByLabel(/^Email/).fill(`terms-${Date.now()}@example.com`);
    await dialog.getByLabel(/^Password/).fill('Sunny-Day-42');
    await dialog.getByLabel(/^Repeat password/).fill('Sunny-Day-42');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    const error = dialog.getByText('Please accept the terms and conditions.');
    await expect(error).toBeVisible();
    await dialog.getByLabel(/accept the terms and conditions/).check();
    await expect(error).toBeHidden();
  });

  test.describe('on the KW test geo', () => {
    test.use({ extraHTTPHeaders: { 'x-test-country': 'KW' } });

    test('a visitor starts from Australia, the country KW stands for', async ({ page }) => {
      await page.goto('/sign-up');
      const country = page.getByRole('dialog', { name: 'Sign up' }).getByLabel(/^Country/);
      await expect(country).toHaveValue('AU');
      expect(await optionNames(country)).not.toContain('Kuwait');
    });
  });

  test('the profile offers the served countries only', async ({ page, baseURL }, testInfo) => {
    await registerPlayer(page, baseURL, `countries-${testInfo.project.name}`);
    await page.goto('/profile');
    const country = page.getByRole('region', { name: 'Personal data' }).getByLabel(/^Country/);
    await expect(country).toHaveValue('DE');
    const names = await optionNames(country);
    expect(names.toSorted()).toEqual(SERVED);
    for (const name of NEVER) expect(names).not.toContain(name);
  });
});
