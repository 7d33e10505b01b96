import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../testing/test-app.js';
import { registerTestPlayer } from '../testing/players.js';

const { app, database } = await buildTestApp();

async function storedMessages(): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM contact_messages`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

describe('card numbers never reach the casino (RELIABILITY IN-07)', () => {
  it('refuses a request carrying a card number before anything is stored', async () => {
    const before = await storedMessages();
    const response = await app.inject({
      method: 'POST',
      url: '/api/send_contact_message',
      headers: xhr,
      payload: {
        email: 'someone@example.com',
        message: 'Please charge my card 4242 4242 4242 4242, expiry 12/29',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { base: ['VALIDATION.CARD_NUMBER_NOT_ACCEPTED'] },
    });
    expect(await storedMessages()).toBe(before);
  });

  it('refuses one in a query string too', async () => {
    const response = await app.inject('/api/info/countries?note=4111111111111111');
    expect(response.statusCode).toBe(422);
  });

  it('leaves a UUID alone even when its digit groups pass the card checksum', async () => {
    // 4242 4242 4242 4242 passes Luhn; as a session id it is an id (a flaky refusal before).
    const id = '42424242-4242-4242-8242-424242424242';
    expect((await app.inject(`/api/info/countries?session=${id}`)).statusCode).toBe(200);
    expect((await app.inject('/api/info/countries?note=4242-4242-4242-4242')).statusCode).toBe(422);
  });

  it('leaves phone numbers alone, even those that pass the card checksum', async () => {
    // 13 digits passing Luhn: a guard on every long number would refuse this player.
    const { player } = await registerTestPlayer(app, { mobile_phone: '+4915112345678' });
    expect(player.mobile_phone).toBe('+4915112345678');
  });
});

describe('the player site has no card fields (IN-07: PAN only on the provider page)', () => {
  it('no source file of apps/web asks for a card number', async () => {
    const root = fileURLToPath(new URL('../../../web/src', import.meta.url));
    const offenders: string[] = [];
    const walk = async (directory: string): Promise<void> => {
      for (const entry of await readdir(directory, { withFileTypes: true })) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.(tsx?|html)$/.test(entry.name) && !entry.name.includes('.test.')) {
          const text = await readFile(path, 'utf8');
          if (/cc-number|cc-csc|cardnumber|card_number|name="cvc"|name="cvv"/i.test(text)) {
            offenders.push(path);
          }
        }
      }
    };
    await walk(root);
    expect(offenders).toEqual([]);
  });
});
