import { expect, test } from './fixtures';

// GEO_DEV_OVERRIDE is on for the e2e server: X-Test-Country plays the visitor's country.
test.describe('Australian confirmation card (platform-core.md §4)', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'AU' } });

  test('a guest in Australia confirms; the card does not come back', async ({ page, context }) => {
    await page.goto('/');
    const card = page.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'I confirm' }).click();
    await expect(card).toBeHidden();
    expect((await context.cookies()).some((c) => c.name === 'au_confirmed')).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeAttached();
    await expect(card).toBeHidden();
  });

  test('declining goes to the oops page, where the card is not shown', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('alertdialog', { name: 'Please confirm' });
    await card.getByRole('button', { name: 'I am in Australia' }).click();
    await expect(page).toHaveURL(/\/oops$/);
    await expect(card).toBeHidden();
  });
});

test.describe('restricted country (platform-core.md §2.5, 451)', () => {
  test.use({ extraHTTPHeaders: { 'x-test-country': 'US' } });

  test('registration and login say they are not available, and the form never shows', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    await expect(page.getByText('Registration restricted in your country')).toBeVisible();
    await page.goto('/sign-in');
    await expect(page.getByText('Login not available in your country')).toBeVisible();
  });

  test('the api answers 451 for the restricted visitor', async ({ request }) => {
    const response = await request.get('/api/current_ip');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ country_code: 'US', restricted: true });
  });
});
