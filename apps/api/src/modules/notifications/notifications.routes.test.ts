import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  storedNotificationSchema,
  storedNotificationsResponseSchema,
  type Notification,
} from '@croupier/contracts/realtime';
import { notifications } from '../../db/schema/notifications.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import {
  isEvent,
  isType,
  listenOnRandomPort,
  openSocket,
  type TestSocket,
} from '../realtime/realtime.test-client.js';
import { NOTIFICATION_RETENTION_MS } from './notification-sweep.job.js';
import { notifyPlayer, type PlayerNotice } from './notify-player.js';

const MINUTE = 60 * 1000;

describe('stored notifications (platform-core.md §4; NT-001, NT-003, NT-004)', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;
  const socketUrl = await listenOnRandomPort(app);
  const sockets: TestSocket[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  const list = (cookie?: string) =>
    app.inject({ url: '/api/player/notifications', headers: cookie ? { cookie } : {} });
  const read = (cookie: string | undefined, id: string | number) =>
    app.inject({
      method: 'POST',
      url: `/api/player/notifications/${id}/read`,
      headers: { ...xhr, ...(cookie ? { cookie } : {}) },
    });
  const readAll = (cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/player/notifications/read_all',
      headers: { ...xhr, ...(cookie ? { cookie } : {}) },
    });

  const notice = (playerId: number, overrides: Partial<PlayerNotice> = {}): PlayerNotice => ({
    playerId,
    type: 'bonuses_changes',
    event: 'issued',
    text: 'A 100 % deposit bonus is waiting for you',
    identifier: 'gift:42',
    content: {
      icon: 'gift',
      title: 'New gift',
      button: { title: 'Open gifts', path: '/profile/gifts' },
    },
    data: { gift: { id: 42 } },
    now: clock.now(),
    ...overrides,
  });
  const notify = (input: PlayerNotice) => db.transaction((tx) => notifyPlayer(tx, input));

  it("writes a catalogue notice in the player's language, with its button, when it is stored", async () => {
    const german = await registerTestPlayer(app, {}, { 'accept-language': 'de' });
    const english = await registerTestPlayer(app, {}, { 'accept-language': 'en' });
    const message = (playerId: number): PlayerNotice => ({
      playerId,
      type: 'bonuses_changes',
      event: 'activated',
      identifier: 'gift:7',
      message: {
        key: 'freespins_ready',
        params: { gift: 'Aurora Spins', count: 25 },
        button: { key: 'gifts', path: '/profile/gifts' },
      },
      icon: 'freespins',
      now: clock.now(),
    });
    expect(await notify(message(german.player.id))).toMatchObject({
      text: 'Aurora Spins: 25 Freispiele warten auf Sie.',
      content: {
        icon: 'freespins',
        title: 'Freispiele bereit',
        button: { title: 'Geschenke öffnen', path: '/profile/gifts' },
      },
    });
    const [listed] = storedNotificationsResponseSchema.parse((await list(english.cookie)).json());
    expect(listed).toBeUndefined();
    await notify(message(english.player.id));
    const [stored] = storedNotificationsResponseSchema.parse((await list(english.cookie)).json());
    expect(stored).toMatchObject({
      text: 'Aurora Spins: 25 free spins are ready to play.',
      content: { title: 'Free spins ready', button: { title: 'Open gifts' } },
    });
  });

  it('stores a notification and pushes it on its channel with the channel data, once committed', async () => {
    const { player } = await registerTestPlayer(app);
    const socket = await openSocket(socketUrl, { token: app.realtime.issueToken(player.id).token });
    sockets.push(socket);
    await socket.next(isType('welcome'));
    socket.send({ type: 'subscribe', channels: ['bonuses_changes'] });
    await socket.next(isType('subscribed'));

    const notification = await notify(notice(player.id));
    expect(notification).toEqual({
      id: expect.any(Number),
      type: 'bonuses_changes',
      text: 'A 100 % deposit bonus is waiting for you',
      identifier: 'gift:42',
      content: {
        icon: 'gift',
        title: 'New gift',
        button: { title: 'Open gifts', path: '/profile/gifts' },
      },
      expiry: new Date(clock.now().getTime() + NOTIFICATION_RETENTION_MS).toISOString(),
    });
    const [stored] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, Number(notification.id)));
    expect(stored).toMatchObject({ playerId: player.id, type: 'bonuses_changes', readAt: null });

    const events = await db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, 'realtime.publish'));
    expect(events.map((event) => event.payload)).toContainEqual({
      channel: 'bonuses_changes',
      event: 'issued',
      playerId: player.id,
      data: { notification, gift: { id: 42 } },
    });

    await app.outbox.drain();
    const pushed = await socket.next(
      isEvent('bonuses_changes', (data) => {
        const sent = (data as { notification?: Notification }).notification;
        return sent?.id === notification.id;
      }),
    );
    expect(pushed).toMatchObject({ event: 'issued', data: { notification, gift: { id: 42 } } });
  });

  it('pushes nothing and stores nothing when the caller rolls back', async () => {
    const { player } = await registerTestPlayer(app);
    await expect(
      db.transaction(async (tx) => {
        await notifyPlayer(tx, notice(player.id));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.select().from(notifications).where(eq(notifications.playerId, player.id));
    expect(rows).toEqual([]);
    const list = await db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, 'realtime.publish'));
    expect(
      list.filter((event) => (event.payload as { playerId?: number }).playerId === player.id),
    ).toEqual([]);
  });

  it("lists the player's own unexpired notifications, newest first, with read", async () => {
    const { player, cookie } = await registerTestPlayer(app);
    const other = await registerTestPlayer(app);
    // Stored almost 2 hours ago: the oldest is kept 3 more minutes.
    const start = new Date(clock.now().getTime() - NOTIFICATION_RETENTION_MS + 3 * MINUTE);
    const oldest = await notify(
      notice(player.id, { type: 'freespins_changes', text: 'first', now: start }),
    );
    const middle = await notify(
      notice(player.id, {
        type: 'personal_notifications',
        event: 'message',
        text: 'second',
        identifier: null,
        content: { icon: null, title: 'Hello', button: null },
        data: undefined,
        now: new Date(start.getTime() + MINUTE),
      }),
    );
    const newest = await notify(
      notice(player.id, { text: 'third', now: new Date(start.getTime() + 2 * MINUTE) }),
    );
    await notify(notice(other.player.id, { text: 'not yours' }));

    const response = await list(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = storedNotificationsResponseSchema.parse(response.json());
    expect(body.map((item) => item.id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(body[1]).toEqual({ ...middle, read: false });
    expect(body.every((item) => !item.read)).toBe(true);

    // 2 hours after the oldest was stored it is no longer listed, before any sweep.
    clock.advance(3 * MINUTE);
    const later = storedNotificationsResponseSchema.parse((await list(cookie)).json());
    expect(later.map((item) => item.id)).toEqual([newest.id, middle.id]);
    // The sweep then deletes it (NT-003).
    await app.outbox.runJobNow('notification-sweep');
    const [swept] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, Number(oldest.id)));
    expect(swept).toBeUndefined();
  });

  it('marks one read (its own only), then all', async () => {
    const { player, cookie } = await registerTestPlayer(app);
    const other = await registerTestPlayer(app);
    const first = await notify(notice(player.id, { text: 'one' }));
    const second = await notify(notice(player.id, { text: 'two' }));
    const theirs = await notify(notice(other.player.id, { text: 'theirs' }));

    const marked = await read(cookie, first.id);
    expect(marked.statusCode).toBe(200);
    expect(storedNotificationSchema.parse(marked.json())).toEqual({ ...first, read: true });
    const [row] = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, Number(first.id)));
    const firstReadAt = row?.readAt;
    expect(firstReadAt).toBeInstanceOf(Date);

    // Read again: still read, the first reading time stays.
    clock.advance(MINUTE);
    expect((await read(cookie, first.id)).statusCode).toBe(200);
    const [again] = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, Number(first.id)));
    expect(again?.readAt).toEqual(firstReadAt);

    // Another player's notification, or one that does not exist: 404; theirs stays unread.
    expect((await read(cookie, theirs.id)).statusCode).toBe(404);
    expect((await read(cookie, 9_000_000_000)).statusCode).toBe(404);
    const [untouched] = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, Number(theirs.id)));
    expect(untouched?.readAt).toBeNull();

    const before = storedNotificationsResponseSchema.parse((await list(cookie)).json());
    expect(before.map((item) => [item.id, item.read])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);

    expect((await readAll(cookie)).statusCode).toBe(204);
    const after = storedNotificationsResponseSchema.parse((await list(cookie)).json());
    expect(after.every((item) => item.read)).toBe(true);
    const theirsNow = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(
        and(eq(notifications.playerId, other.player.id), eq(notifications.id, Number(theirs.id))),
      );
    expect(theirsNow[0]?.readAt).toBeNull();
    // Nothing left to read: still 204.
    expect((await readAll(cookie)).statusCode).toBe(204);
  });

  it('answers a bad id with 422, never 500', async () => {
    const { cookie } = await registerTestPlayer(app);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await read(cookie, id);
      expect(response.statusCode, id).toBe(422);
    }
  });

  it('is for signed-in players only (401)', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await read(undefined, 1)).statusCode).toBe(401);
    expect((await readAll()).statusCode).toBe(401);
  });
});
