import { expect, test } from '@playwright/test';

test('the player site loads from the api', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Croupier/);
});
