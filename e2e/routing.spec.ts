import { expect, test } from './fixtures';

test.describe('guards and modal routes (platform-core.md §2.4, §2.5)', () => {
  test('a guest opening a page that needs login is sent to registration with the full path', async ({
    page,
  }) => {
    await page.goto('/profile/limits?x=1');
    await expect(page).toHaveURL(/\/registration\?redirect=%2Fprofile%2Flimits%3Fx%3D1$/);
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  });

  test('login opens as a modal over the current page and closing returns to it', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/live/all');
    await page
      .getByRole('link', { name: 'Log in' })
      .or(page.getByRole('button', { name: 'Log in' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/(sign-in|login)$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/live\/all$/);
    await expect(dialog).toBeHidden();
    void isMobile;
  });

  test('a login link loaded directly closes to the lobby', async ({ page }) => {
    await page.goto('/sign-in');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });

  test('hash shortcuts open their popups', async ({ page }) => {
    await page.goto('/#sign-up');
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await page.goto('/pokies/all#remind');
    await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
  });

  test('cashbox routes with no previous page go to the lobby', async ({ page }) => {
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/(registration\?redirect=%2Fdeposit)?$/);
  });

  test('trailing slashes are stripped and unknown paths show the not-found page', async ({
    page,
  }) => {
    await page.goto('/pokies/all/');
    await expect(page).toHaveURL(/\/pokies\/all$/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'This page is off the table',
    );
  });

  test('promo codes in the query are kept for the session and removed from the URL', async ({
    page,
  }) => {
    await page.goto('/live/all?depositPromocode=WELCOME50');
    await expect(page).toHaveURL(/\/live\/all$/);
    expect(await page.evaluate(() => sessionStorage.getItem('depositPromocode'))).toBe('WELCOME50');
  });
});
