import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { mailMessages } from '../../db/schema/mail.js';
import { outboxDeliveries } from '../../db/schema/outbox.js';
import { buildTestApp } from '../../testing/test-app.js';
import { retryDelayMs } from '../outbox/outbox.worker.js';
import { MAIL_DELIVER_TOPIC, queueMail } from './mail.service.js';

const HOUR = 60 * 60 * 1000;

interface Received {
  user: string | undefined;
  from: string;
  to: string[];
  raw: Buffer;
}

/** A local SMTP server in the role of the operator's mail provider (a third party). */
async function startFakeSmtp() {
  const received: Received[] = [];
  const state = { rejecting: false };
  const server = new SMTPServer({
    logger: false,
    // Plain SMTP on loopback: no certificate to trust, and AUTH is still exercised.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.rejecting) {
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        const from = session.envelope.mailFrom;
        received.push({
          user: typeof session.user === 'string' ? session.user : undefined,
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port, received, state };
}

describe('delivery over SMTP (SMTP_URL; DESIGN.md §2)', async () => {
  const smtp = await startFakeSmtp();
  const { app, clock, database } = await buildTestApp({
    SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
  });
  const { db } = database;
  const mailTo = async (to: string) =>
    (await db.select().from(mailMessages).where(eq(mailMessages.to, to)))[0];

  it('sends the translated mail as the brand and records it as sent', async () => {
    const confirmUrl = 'https://croupier.com/confirmation?confirmation_token=abc123';
    // The seed's own events (the jackpot pools' seed movements) go first.
    await app.outbox.drain();
    await db.transaction((tx) =>
      queueMail(tx, {
        to: 'spieler@example.de',
        locale: 'de',
        template: 'confirmation',
        params: { confirmUrl },
        now: clock.now(),
      }),
    );
    expect(smtp.received).toHaveLength(0);

    expect(await app.outbox.drain()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered).toMatchObject({
      user: 'mailer',
      from: 'no-reply@localhost',
      to: ['spieler@example.de'],
    });
    const parsed = await PostalMime.parse(delivered?.raw ?? '');
    expect(parsed.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse bei Croupier');
    expect(parsed.from).toMatchObject({ name: 'Croupier', address: 'no-reply@localhost' });
    expect(parsed.text).toContain(`E-Mail-Adresse bestätigen:\n${confirmUrl}`);
    expect(parsed.html).toContain('<html lang="de"');
    expect(parsed.html).toContain(`href="${confirmUrl}"`);
    expect(parsed.headers).toContainEqual(
      expect.objectContaining({ key: 'auto-submitted', value: 'auto-generated' }),
    );

    const row = await mailTo('spieler@example.de');
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail and lets the outbox retry when the server refuses it', async () => {
    // Ahead of the database clock, so only the movable clock decides when a retry is due.
    clock.advance(HOUR);
    smtp.state.rejecting = true;
    await queueMail(db, {
      to: 'later@example.com',
      locale: 'en',
      template: 'password_changed',
      params: {},
      now: clock.now(),
    });

    expect(await app.outbox.drain()).toBe(1);
    const failed = await mailTo('later@example.com');
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed?.lastError).toContain('Mailbox busy');
    // The mail consumer's own delivery keeps the retry (decision 0302).
    const [delivery] = await db
      .select()
      .from(outboxDeliveries)
      .where(
        and(eq(outboxDeliveries.topic, MAIL_DELIVER_TOPIC), eq(outboxDeliveries.consumer, 'mail')),
      )
      .orderBy(desc(outboxDeliveries.id))
      .limit(1);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1 });
    expect(delivery?.lastError).toMatch(/Mailbox busy/);

    smtp.state.rejecting = false;
    expect(await app.outbox.drain()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await app.outbox.drain()).toBe(1);

    const sent = await mailTo('later@example.com');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.at(-1)?.to).toEqual(['later@example.com']);
  });

  it('keeps the dev mailbox shut while mail goes out', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', '/dev/mailbox/1']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
