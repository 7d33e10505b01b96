import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/mail.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { players } from '../../db/schema/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { brandService } from '../brand/brand.service.js';
import { MAIL_DELIVER_TOPIC, queueMail } from './mail.service.js';

describe('queueMail and delivery to the dev mailbox (DESIGN.md §2, §3)', async () => {
  const { app, clock, database } = await buildTestApp();
  const { db } = database;
  const mailTo = (to: string) => db.select().from(mailMessages).where(eq(mailMessages.to, to));

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    // The seed's own events (the jackpot pools' seed movements) go first.
    await app.outbox.drain();
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, {
          to: 'rolled-back@example.com',
          locale: 'en',
          template: 'confirmation',
          params: { confirmUrl: 'https://croupier.com/confirmation?confirmation_token=t' },
          now: clock.now(),
        });
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');

    expect(await mailTo('rolled-back@example.com')).toEqual([]);
    expect(await app.outbox.drain()).toBe(0);
  });

  it('writes a German player a German mail and the worker marks it delivered', async () => {
    const [player] = await db
      .insert(players)
      .values({
        email: 'spieler@example.de',
        emailNormalized: 'spieler@example.de',
        currency: 'EUR',
        language: 'de',
      })
      .returning({ id: players.id });
    const now = clock.now();

    const id = await db.transaction((tx) =>
      queueMail(tx, {
        playerId: player?.id,
        to: 'spieler@example.de',
        locale: 'de',
        template: 'password_changed',
        params: {},
        now,
      }),
    );

    const [queued] = await mailTo('spieler@example.de');
    expect(queued).toMatchObject({
      id,
      playerId: player?.id,
      locale: 'de',
      template: 'password_changed',
      subject: 'Ihr Croupier-Passwort wurde geändert',
      sentAt: null,
      attempts: 0,
    });
    expect(queued?.createdAt.getTime()).toBe(now.getTime());
    expect(queued?.text).toContain('support@croupier.com');
    const [event] = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, MAIL_DELIVER_TOPIC))
      .orderBy(desc(outboxEvents.id))
      .limit(1);
    expect(event?.payload).toEqual({ id });

    clock.advance(5000);
    expect(await app.outbox.drain()).toBe(1);
    const [delivered] = await mailTo('spieler@example.de');
    expect(delivered).toMatchObject({ attempts: 1, lastError: null });
    expect(delivered?.sentAt?.getTime()).toBe(clock.now().getTime());
    expect(await app.outbox.drain()).toBe(0);
  });

  it('names the brand as the operator configured it', async () => {
    const brands = brandService(app.deps);
    const { config } = await brands.get();
    await brands.save({ ...config, name: 'Roulette Royale' });
    try {
      await queueMail(db, {
        to: 'renamed@example.com',
        locale: 'it',
        template: 'reset_password',
        params: { resetUrl: 'https://croupier.com/new-password?t=1', expiresInHours: 6 },
        now: clock.now(),
      });
    } finally {
      await brands.save(config);
    }
    const [mail] = await mailTo('renamed@example.com');
    expect(mail?.subject).toBe('Reimposta la tua password di Roulette Royale');
  });

  it('refuses a recipient that is not one address', async () => {
    await expect(
      queueMail(db, {
        to: 'a@example.com\r\nBcc: b@example.com',
        locale: 'en',
        template: 'password_changed',
        params: {},
        now: clock.now(),
      }),
    ).rejects.toThrow('one e-mail address');
    expect(
      await db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.template, 'password_changed'), eq(mailMessages.locale, 'en'))),
    ).toEqual([]);
  });
});
