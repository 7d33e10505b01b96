import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Responsible-gaming limits end to end (platform-core.md §2.2, §2.4, §2.5, §4, §7; LM-001..LM-010,
 * RT-012, RT-057; RELIABILITY RG-01, RG-02, RG-07): a player lowers a deposit limit at once, raises
 * it and sees the raise wait for the mailed link and then for the cooling-off; a reached limit
 * pushed on `game_limits` shows the persistent warning live; a German player pauses for 24 hours
 * with one click and is kept out of the game page; a reality check set to 15 minutes asks at
 * 15:00 of the session (RG-05). The panel, the confirmation screen and the reality check are
 * photographed for review (desktop 1366×860, mobile 390×844).
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Velvet-Rope-2024!';

const xhr = (baseURL: string | undefined) => ({
  'x-requested-with': 'XMLHttpRequest',
  origin: new URL(baseURL ?? 'http://localhost:3490').origin,
});

/** A fresh player registered from the page's context, so the session cookie is this browser's. */
async function register(
  page: Page,
  baseURL: string | undefined,
  name: string,
  country: string,
): Promise<{ id: number; email: string }> {
  const email = `limits-${name}-${Date.now()}@example.com`;
  await page.goto('/');
  const response = await page.request.post('/api/users', {
    headers: { ...xhr(baseURL), 'x-test-country': country },
    data: {
      user: {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms_acceptance: true,
        receive_promos: false,
        country,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const player = (await (await page.request.get('/api/player')).json()) as { id: number };
  return { id: player.id, email };
}

/** The newest mailed link to the limit confirmation screen: its path and query. */
async function confirmLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`,
        );
        const messages = (await response.json()) as { text: string; created_at: string }[];
        const newestFirst = [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
        for (const message of newestFirst) {
          const match = /https?:\/\/[^\s"'<>]+\/profile\/limits\/confirm\?[^\s"'<>]+/.exec(
            message.text,
          );
          if (match) {
            const url = new URL(match[0]);
            link = `${url.pathname}${url.search}`;
            return link;
          }
        }
        return '';
      },
      { timeout: 15_000, message: `a limit confirmation mail to ${to}` },
    )
    .not.toBe('');
  return link;
}

async function shoot(page: Page, name: string) {
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  // Toasts float over the page: closed, so the photo shows the panel itself.
  const closeToast = page.locator('[aria-live="polite"] button');
  while ((await closeToast.count()) > 0) await closeToast.first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/limits-${name}.png`, fullPage: true });
}

/** Saves `amount` in the daily deposit row through its inline editor. */
async function saveDailyDeposit(page: Page, amount: string) {
  const row = page.getByTestId('limit-deposit-day');
  await row.getByRole('button', { name: /^(Set limit|Change), Daily deposit limit$/ }).click();
  const input = row.getByLabel(/^Daily deposit limit \(/);
  await input.fill(amount);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user_limits') && response.request().method() === 'POST',
  );
  await row.getByRole('button', { name: 'Save' }).click();
  return (await saved).json() as Promise<{ status: string }>;
}

test.describe('responsible-gaming limits', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    mkdirSync(SHOTS, { recursive: true });
    if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  });

  test('a decrease applies at once; a raise waits for the mailed link, then for the cooling-off', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const { email } = await register(page, baseURL, project, 'CA');
    await page.goto('/profile/limits');
    await expect(page.getByRole('tab', { name: 'Limits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = page.getByTestId('limit-deposit-day');
    await expect(row.getByText('No limit set')).toBeVisible();

    // A new limit, then a lower one: each applies at once (RG-01).
    expect(await saveDailyDeposit(page, '100')).toMatchObject({ status: 'active' });
    await expect(page.getByText('Your new limit applies now.').first()).toBeVisible();
    await expect(row.getByText(/^\D*100\.00$/)).toBeVisible();
    expect(await saveDailyDeposit(page, '50')).toMatchObject({ status: 'active' });
    await expect(row.getByText(/^\D*50\.00$/)).toBeVisible();
    await expect(row.getByTestId('pending-note')).toHaveCount(0);

    // A raise waits for the mailed confirmation; the lower limit still applies (RG-02).
    expect(await saveDailyDeposit(page, '200')).toMatchObject({ status: 'pending_confirmation' });
    await expect(
      page.getByText('Check your e-mail to confirm this change.', { exact: false }).first(),
    ).toBeVisible();
    const note = row.getByTestId('pending-note');
    await expect(note).toHaveAttribute('data-status', 'pending_confirmation');
    await expect(note).toContainText('Waiting for your confirmation');
    await expect(note).toContainText(/You asked to raise it to .*200\.00/);
    await shoot(page, `${project}-panel`);

    // The mailed link confirms once (RT-012, LM-004) and says when the raise takes effect.
    const link = await confirmLink(page, email);
    expect(link).toMatch(/^\/profile\/limits\/confirm\?token=/);
    const confirmed = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/user_limits/confirm') && request.method() === 'POST',
    );
    await page.goto(link);
    expect((await confirmed).postDataJSON()).toEqual({
      token: new URLSearchParams(link.split('?')[1]).get('token'),
    });
    await expect(page.getByRole('heading', { name: 'Change confirmed' })).toBeVisible();
    await expect(
      page.getByText(/^Daily deposit limit: the new value takes effect at .+/),
    ).toBeVisible();
    await shoot(page, `${project}-confirm`);

    // Back on the panel: confirmed, cooling-off running, with its effective time.
    await page.getByRole('link', { name: 'Go to my limits' }).click();
    await expect(page).toHaveURL(/\/profile\/limits$/);
    await expect(note).toHaveAttribute('data-status', 'pending_increase');
    await expect(note).toContainText('Cooling-off period');
    await expect(note).toContainText(/Confirmed: .*200\.00 takes effect at/);
    const limits = (await (await page.request.get('/api/user_limits')).json()) as {
      type: string;
      status: string;
      amount_cents: number;
      pending: { effective_at: string } | null;
    }[];
    const deposit = limits.find((limit) => limit.type === 'deposit');
    expect(deposit).toMatchObject({ status: 'pending_increase' });
    expect(Date.parse(deposit?.pending?.effective_at ?? '')).toBeGreaterThan(Date.now());
    await shoot(page, `${project}-panel-cooling-off`);

    // The link is single-use: opened again it no longer works.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await shoot(page, `${project}-confirm-invalid`);
  });

  test('a reached limit pushed on game_limits shows the persistent warning without a reload', async ({
    page,
    baseURL,
  }) => {
    const { id } = await register(page, baseURL, 'push', 'CA');
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lobby' })).toBeAttached();
    const warning = page.getByRole('alert', { name: 'Limit reached' });
    await expect(warning).toHaveCount(0);
    const reached = {
      id: 1,
      type: 'deposit',
      period: 'day',
      amount_cents: 1_000,
      minutes: null,
      currency: 'CAD',
      status: 'active',
      value_used_cents: 1_000,
      reached: true,
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      confirm_expires_at: null,
      pending: null,
    };
    // Published until seen: the page's socket may still be joining `game_limits`.
    await expect
      .poll(
        async () => {
          const published = await page.request.post('/__test/realtime/publish', {
            headers: xhr(baseURL),
            data: {
              channel: 'game_limits',
              event: 'updated',
              playerId: id,
              data: { reached: true, limits: [reached] },
            },
          });
          expect(published.status()).toBe(204);
          return warning.count();
        },
        { message: 'the warning after a game_limits push', timeout: 15_000 },
      )
      .toBe(1);
    await expect(warning).toContainText('You have reached a limit');
    await expect(warning).toContainText(/Daily deposit limit: resets/);
    expect(page.url()).toMatch(/\/$/);

    // LM-006: no timer closes it: well past a toast's 10 s it is still there.
    await page.clock.fastForward(15_000);
    await expect(warning).toBeVisible();
    await warning.getByRole('link', { name: 'My limits' }).click();
    await expect(page).toHaveURL(/\/profile\/limits$/);
  });

  test('a 15-minute reality check is listed and asks how long the player has played at 15:00 (RG-05)', async ({
    page,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    // The clock is faked from the first page on, so the session's start and every later reading
    // come from the same clock (once, on a phone, the start read near 1970 against a real now).
    await page.clock.install({ time: new Date() });
    await register(page, baseURL, `reality-${project}`, 'CA');
    await page.goto('/profile/limits');
    const card = page.getByTestId('limit-reality-check');
    await card.getByText('15 min', { exact: true }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/user_limits') && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Save, Reality check' }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByTestId('limit-reality-check')).toContainText('Every 15 min');
    await page
      .getByTestId('limit-reality-check')
      .screenshot({ path: `${SHOTS}/reality-card-${project}.png` });
    const listed = (await (await page.request.get('/api/user_limits')).json()) as {
      type: string;
      minutes: number | null;
    }[];
    expect(listed).toEqual([expect.objectContaining({ type: 'reality_check', minutes: 15 })]);

    const prompt = page.getByRole('dialog', { name: 'Reality check' });
    await expect(prompt).toHaveCount(0);
    await page.clock.fastForward('15:00');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('You have been playing for 15 min in this session.');
    await expect(prompt.getByRole('button', { name: 'Keep playing' })).toBeFocused();
    const closeToast = page.locator('[aria-live="polite"] button');
    while ((await closeToast.count()) > 0) await closeToast.first().click();
    await page.setViewportSize(
      project === 'mobile' ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    );
    await page.screenshot({ path: `${SHOTS}/reality-${project}.png` });

    await prompt.getByRole('button', { name: 'Keep playing' }).click();
    await expect(prompt).toHaveCount(0);
  });

  test.describe('German player', () => {
    test.use({ extraHTTPHeaders: { 'x-test-country': 'DE' } });

    test('the panic button pauses for 24 hours at one click, with no dialog, and keeps the game closed', async ({
      page,
      baseURL,
    }, testInfo) => {
      const project = testInfo.project.name;
      await register(page, baseURL, `panic-${project}`, 'DE');
      await page.goto('/profile/limits');
      const panic = page.getByRole('button', { name: 'Pause for 24 hours' });
      await expect(panic).toBeVisible();
      await shoot(page, `${project}-panel-de`);

      const posted = page.waitForRequest(
        (request) => request.url().endsWith('/api/user_limits') && request.method() === 'POST',
      );
      await panic.click();
      expect((await posted).postDataJSON()).toEqual({ type: 'panic' });
      // RG-07: blocked by that one answer (the panel shows what the POST returned), nothing asked.
      await expect(
        page.getByRole('status', { name: /Your account is paused until/ }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(panic).toHaveCount(0);
      const limits = (await (await page.request.get('/api/user_limits')).json()) as {
        type: string;
        reached: boolean;
        ends_at: string;
      }[];
      const pause = limits.find((limit) => limit.type === 'panic');
      expect(pause?.reached).toBe(true);
      const hours = (Date.parse(pause?.ends_at ?? '') - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      await expect(page.getByRole('alert', { name: 'Limit reached' })).toContainText(
        'Your account is paused until',
      );
      await shoot(page, `${project}-panel-paused`);

      // RT-057: with a limit reached, the game page sends the player to profile limits.
      await page.goto('/play/netent/book-of-x?mode=real');
      await expect(page).toHaveURL(/\/profile\/limits$/);
    });
  });
});
