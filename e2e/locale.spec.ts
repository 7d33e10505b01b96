import { expect, test } from './fixtures';

test.describe('locale prefix (platform-core.md §2.3)', () => {
  test('a German path renders in German with a canonical link and alternates per locale', async ({
    page,
  }) => {
    await page.goto('/de/pokies/all');
    await expect(page).toHaveURL(/\/de\/pokies\/all$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/de\/pokies\/all$/,
    );
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThan(1);
    // The shell speaks German: the login button is "Anmelden".
    await expect(
      page
        .getByRole('link', { name: 'Anmelden' })
        .or(page.getByRole('button', { name: 'Anmelden' }))
        .first(),
    ).toBeVisible();
  });

  test('the default locale has no prefix and an unknown prefix falls back to it', async ({
    page,
  }) => {
    await page.goto('/pokies/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pokies\/all$/);
    await page.goto('/xx/pokies/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('choosing a language moves to the prefixed path, and back to none for the default', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/live/all');
    if (isMobile) {
      // On phones the picker is a list in the side menu.
      const bar = page.getByRole('navigation', { name: 'Quick navigation' });
      await bar.getByRole('button', { name: 'Menu' }).click();
      const menu = page
        .getByRole('dialog', { name: 'Menu' })
        .or(page.getByRole('navigation', { name: 'Menu' }))
        .first();
      await menu
        .getByRole('group', { name: /Language/ })
        .getByRole('button', { name: /Deutsch/ })
        .or(menu.getByRole('group', { name: /Language/ }).getByRole('link', { name: /Deutsch/ }))
        .or(
          menu
            .getByRole('group', { name: /Language/ })
            .getByRole('menuitemradio', { name: /Deutsch/ }),
        )
        .first()
        .click();
    } else {
      await page.getByRole('button', { name: /Language/ }).click();
      await page
        .getByRole('menuitemradio', { name: /Deutsch/ })
        .or(page.getByRole('option', { name: /Deutsch/ }))
        .or(page.getByRole('button', { name: /Deutsch/ }))
        .first()
        .click();
    }
    await expect(page).toHaveURL(/\/de\/live\/all$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a path deeper than four segments is marked noindex', async ({ page }) => {
    await page.goto('/pokies/all');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await page.goto('/de/a/b/c/d');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  });
});
