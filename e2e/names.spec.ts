import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signUp } from './players';

/**
 * Names as people write them (issue 14, VAL-020): a player called O'Brien, with a first name in
 * another script's letters, saves them on the profile; markup in a name is refused in place with
 * the message that says what a name may hold. Photographed on desktop and phone.
 */
const SHOTS = '/tmp/shots';

test('a player saves "O\'Brien" and a name with accents; markup is refused in place', async ({
  page,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  mkdirSync(SHOTS, { recursive: true });
  const email = `names-${project}-${Date.now()}@example.com`;
  const password = 'Velvet-Rope-2024!';
  await signUp(page, baseURL, { email, password });

  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Personal data' });
  await form.getByLabel(/^First name/).fill('Siobhán');
  await form.getByLabel(/^Last name/).fill('O’Brien');
  // The rest of what the profile asks for.
  await form.getByLabel(/^Gender/).selectOption('f');
  await form.getByLabel(/^Date of birth/).fill('07/03/1991');
  await form.getByLabel(/^Mobile phone/).fill('+49 30 1234567');
  await form.getByLabel(/^State or province/).fill('Berlin');
  await form.getByLabel(/^City/).fill('Berlin');
  await form.getByLabel(/^Address/).fill('Unter den Linden 1');
  await form.getByLabel(/^Postal code/).fill('10117');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your personal data has been saved.')).toBeVisible();
  const player = (await (await page.request.get('/api/player')).json()) as Record<string, unknown>;
  expect(player).toMatchObject({ first_name: 'Siobhán', last_name: 'O’Brien' });

  await form.getByLabel(/^Last name/).fill("O'Brien");
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/player')).json()) as Player).last_name)
    .toBe("O'Brien");

  await form.getByLabel(/^Last name/).fill('<b>Brien</b>');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    form.getByText('Use letters; spaces, apostrophes, hyphens, dots and digits are allowed too.'),
  ).toBeVisible();
  await expect(form.getByLabel(/^Last name/)).toHaveAttribute('aria-invalid', 'true');
  await form.screenshot({ path: `${SHOTS}/names-${project}.png` });
});

interface Player {
  last_name: string | null;
}
