import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@croupier/contracts/users';
import { contactMessages, players } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';

describe('the support contact form (PR-034)', async () => {
  const { app, database } = await buildTestApp();
  const db = database.db;
  // Five messages a minute per address: each test writes from its own address.
  let address = 0;
  const send = (payload: object, options: { cookie?: string; remoteAddress?: string } = {}) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/send_contact_message',
      headers: {
        ...xhr,
        'accept-language': 'de',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      remoteAddress: options.remoteAddress ?? `10.30.0.${address}`,
      payload,
    });
  };
  const mailsTo = async (email: string) =>
    (await app.inject({ url: `/dev/mailbox/messages.json?to=${encodeURIComponent(email)}` })).json<
      { template?: string; subject: string }[]
    >();

  it('stores a guest message and acknowledges it by mail in the guest language', async () => {
    const response = await send({
      email: 'visitor@example.com',
      name: 'Jana',
      subject: 'Bonus question',
      message: '  How do free spins work?  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'visitor@example.com'));
    expect(stored).toMatchObject({
      playerId: null,
      name: 'Jana',
      subject: 'Bonus question',
      message: 'How do free spins work?',
      locale: 'de',
    });
    const mails = await mailsTo('visitor@example.com');
    expect(mails.map((mail) => mail.template)).toEqual(['contact_message_received']);
  });

  it('answers a player at their own address and links the message to them', async () => {
    const { cookie, player, email } = await registerTestPlayer(app);
    const response = await send({ message: 'Please close my account' }, { cookie });
    expect(response.statusCode).toBe(200);
    const [stored] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.playerId, player.id));
    const [row] = await db.select().from(players).where(eq(players.id, player.id));
    expect(stored).toMatchObject({
      email,
      message: 'Please close my account',
      locale: row?.language,
    });
  });

  it('answers 422 with the field messages the form shows', async () => {
    const missing = await send({ email: 'visitor@example.com', message: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      code: 'invalid_input',
      errors: { message: [VALIDATION.MESSAGE_REQUIRED] },
    });
    const guestWithoutEmail = await send({ message: 'Hello' });
    expect(guestWithoutEmail.statusCode).toBe(422);
    expect(guestWithoutEmail.json()).toEqual({
      code: 'invalid_input',
      errors: { email: [VALIDATION.REQUIRED] },
    });
    const badEmail = await send({ email: 'not-an-address', message: 'Hello' });
    expect(badEmail.json()).toMatchObject({ errors: { email: [VALIDATION.EMAIL_INVALID] } });
    const long = await send({ email: 'visitor@example.com', message: 'x'.repeat(5001) });
    expect(long.json()).toMatchObject({ errors: { message: [VALIDATION.TOO_LONG] } });
  });

  it('takes five messages a minute from one address, then 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await send({ message: 'ping' }, { remoteAddress: '10.31.0.1' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('the live-chat restore id (SH-046, API-012)', async () => {
  const { app } = await buildTestApp();
  const call = (action: 'get' | 'set', payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `/restore-id/${action}`,
      headers: { ...xhr, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const envelope = (internalId: string | number, restoreId?: string) => ({
    data: { internalId, project: 'croupier', ...(restoreId ? { restoreId } : {}) },
    requestId: 'req-1',
    type: 'restoreId',
  });

  it('stores the id for the player and reads it back', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const empty = await call('get', envelope(player.id), cookie);
    expect(empty.json()).toEqual({ data: { restoreId: null }, requestId: 'req-1' });

    const set = await call('set', envelope(String(player.id), 'a1b2-c3d4'), cookie);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { restoreId: 'a1b2-c3d4' }, requestId: 'req-1' });
    const read = await call('get', { data: { internalId: player.id } }, cookie);
    expect(read.json()).toEqual({ data: { restoreId: 'a1b2-c3d4' } });
  });

  it("refuses another player's id with 403 and keeps their restore id", async () => {
    const owner = await registerTestPlayer(app);
    const other = await registerTestPlayer(app);
    await call('set', envelope(owner.player.id, 'owner-chat'), owner.cookie);

    expect((await call('get', envelope(owner.player.id), other.cookie)).statusCode).toBe(403);
    const overwrite = await call('set', envelope(owner.player.id, 'stolen'), other.cookie);
    expect(overwrite.statusCode).toBe(403);
    const read = await call('get', envelope(owner.player.id), owner.cookie);
    expect(read.json()).toMatchObject({ data: { restoreId: 'owner-chat' } });
  });

  it('answers a guest with null and stores nothing', async () => {
    const set = await call('set', envelope(12345, 'guest-chat'));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { restoreId: null }, requestId: 'req-1' });
    expect((await call('get', envelope(12345))).json()).toMatchObject({
      data: { restoreId: null },
    });
  });

  it('answers 422 to a request without the data envelope', async () => {
    expect((await call('get', { requestId: 'x' })).statusCode).toBe(422);
  });
});
