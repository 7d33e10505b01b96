import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './players';

/**
 * Promises the product does not keep (issue 14, item 15): no banner or welcome strip a guest or
 * a new player sees promises a sum, a bonus or free spins (the welcome-pack banner, whose
 * figures are the seeded templates' own, shows only to players with welcome-pack status); the
 * support page describes the contact form the chat entries open; a deposit bonus code the brand
 * offers is saved for the next deposit, and an unknown one is refused, saying why.
 */

/** A sum of money, a percentage bonus, free spins or a prize pool, in English or German. */
const PROMISE =
  /[€$£]|\d\s?(EUR|USD|CAD|AUD|NZD|NOK)\b|\d\s?%|free spins|Freispiele|prize pool|Preispool|welcome pack up to|Willkommenspaket bis/i;

/**
 * The lobby's banners, and for a guest the header's welcome strip, as text (a player's header
 * shows the balance, a real sum).
 */
async function promoTexts(page: Page, path: string, isGuest: boolean): Promise<string> {
  await page.goto(path);
  const hero = page.locator('[aria-roledescription="carousel"]');
  await expect(hero.locator('[aria-roledescription="slide"]').first()).toBeAttached();
  return [
    ...(await hero.locator('[aria-roledescription="slide"]').allTextContents()),
    ...(isGuest ? await page.locator('header').allTextContents() : []),
  ].join(' ');
}

test.describe('copy says what the product does', () => {
  test('banners and the welcome strip promise no sum or bonus, for a guest and a player', async ({
    page,
    baseURL,
  }, testInfo) => {
    for (const path of ['/', '/de']) {
      const text = await promoTexts(page, path, true);
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toMatch(PROMISE);
    }
    await registerPlayer(page, baseURL, `honest-${testInfo.project.name}`);
    for (const path of ['/', '/de'])
      expect(await promoTexts(page, path, false)).not.toMatch(PROMISE);
  });

  test('the support page describes the contact form, answered by e-mail', async ({ page }) => {
    await page.goto('/support');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).toContainText('contact form');
    await expect(main).toContainText('answers by e-mail');
    await expect(main).not.toContainText(/live chat|minutes/i);
  });

  test('a deposit bonus code is saved for the next deposit; an unknown one is refused', async ({
    page,
    baseURL,
  }, testInfo) => {
    await registerPlayer(page, baseURL, `promocode-${testInfo.project.name}`);
    await page.goto('/profile/promocode');
    const panel = page.getByRole('region', { name: 'Promo code' });
    const save = async (code: string) => {
      await panel.getByLabel(/^Bonus code/).fill(code);
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/player/set_bonus_code') &&
          response.request().method() === 'PATCH',
      );
      await panel.getByRole('button', { name: 'Save code' }).click();
      return (await answer).status();
    };
    expect(await save('NO-SUCH-CODE')).toBe(422);
    await expect(panel.getByText('Saved code')).toBeHidden();
    expect(await save('welcome100')).toBe(200);
    await expect(panel.getByText('Saved code')).toBeVisible();
    await expect(panel.getByText('WELCOME100')).toBeVisible();
  });
});
