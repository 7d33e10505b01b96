import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.js';
import { PRODUCTION_SETTINGS } from '../../testing/production-settings.js';
import { buildTestApp } from '../../testing/test-app.js';
import { isDevMailboxEnabled, queueMail } from './mail.service.js';
import { mailboxMessagesSchema } from './mailbox.routes.js';

const html = { accept: 'text/html' };

describe('dev mailbox pages (DESIGN.md §2)', async () => {
  const { app, clock, database } = await buildTestApp();
  const { db } = database;

  const confirmUrl = 'https://croupier.com/confirmation?confirmation_token=tok-1';
  await queueMail(db, {
    to: 'First@Example.com',
    locale: 'en',
    template: 'confirmation',
    params: { confirmUrl },
    now: clock.now(),
  });
  clock.advance(1000);
  await queueMail(db, {
    to: 'other@example.com',
    locale: 'de',
    template: 'email_changed',
    params: { newEmail: '<b>new</b>@example.com' },
    now: clock.now(),
  });
  await app.outbox.drain();

  it('lists the mails newest first, each linked, nothing cached', async () => {
    const response = await app.inject({ url: '/dev/mailbox', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    const newer = page.indexOf('Die E-Mail-Adresse Ihres Croupier-Kontos wurde geändert');
    const older = page.indexOf('Confirm your e-mail address for Croupier');
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(page).toContain('First@Example.com');
    expect(page).toMatch(/<a href="\/dev\/mailbox\/\d+"/);
    expect(page).toContain('2 messages, newest first');
    expect(page).toContain('delivered');
  });

  it('filters by recipient in any letter case', async () => {
    const page = (await app.inject({ url: '/dev/mailbox?to=first@example.com', headers: html }))
      .body;
    expect(page).toContain('1 message, newest first');
    expect(page).not.toContain('other@example.com');
  });

  it('gives e2e tests the messages as JSON, confirmation links included', async () => {
    const response = await app.inject('/dev/mailbox/messages.json?to=FIRST@example.com');
    expect(response.statusCode).toBe(200);
    const messages = mailboxMessagesSchema.parse(response.json());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: 'First@Example.com',
      subject: 'Confirm your e-mail address for Croupier',
      template: 'confirmation',
      locale: 'en',
    });
    expect(messages[0]?.text).toContain(confirmUrl);
    expect(messages[0]?.html).toContain(`href="${confirmUrl}"`);
    expect(messages[0]?.sent_at).not.toBeNull();

    const all = mailboxMessagesSchema.parse(
      (await app.inject('/dev/mailbox/messages.json')).json(),
    );
    expect(all.map((message) => message.to)).toEqual(['other@example.com', 'First@Example.com']);
  });

  it('shows a mail as the player gets it, styles allowed and scripts not', async () => {
    const [newest] = mailboxMessagesSchema.parse(
      (await app.inject('/dev/mailbox/messages.json?to=other@example.com')).json(),
    );
    const response = await app.inject({ url: `/dev/mailbox/${newest?.id}`, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(newest?.html);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).toContain('&lt;b&gt;new&lt;/b&gt;@example.com');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('answers 404 for a mail that does not exist, 422 for an id that is not one', async () => {
    expect((await app.inject({ url: '/dev/mailbox/999999', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/mailbox/abc', headers: html })).statusCode).toBe(422);
  });
});

describe('dev mailbox switched off', async () => {
  // A built site answers unknown HTML paths with the SPA; the mailbox must still be a 404.
  const site = mkdtempSync(join(tmpdir(), 'croupier-site-'));
  writeFileSync(join(site, 'index.html'), '<!DOCTYPE html><title>site</title>');
  const { app, clock, database } = await buildTestApp({ DEV_MAILBOX: 'false', WEB_DIST_DIR: site });
  await queueMail(database.db, {
    to: 'secret@example.com',
    locale: 'en',
    template: 'password_changed',
    params: {},
    now: clock.now(),
  });

  it('answers 404 and lists nothing', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', '/dev/mailbox/1']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret@example.com');
    }
    expect((await app.inject({ url: '/elsewhere', headers: html })).body).toContain('site');
  });

  it('opens only when switched on in development or tests, and never with SMTP_URL', () => {
    const enabled = (source: Record<string, string>) => isDevMailboxEnabled(parseEnv(source));
    // Off unless explicitly switched on, even in development (issue 14, item 3).
    expect(enabled({ APP_ENV: 'development' })).toBe(false);
    expect(enabled({ APP_ENV: 'test', ENABLE_TEST_API: 'true' })).toBe(false);
    expect(enabled({ APP_ENV: 'development', DEV_MAILBOX: 'true' })).toBe(true);
    expect(enabled({ APP_ENV: 'test', DEV_MAILBOX: 'true' })).toBe(true);
    expect(enabled({ APP_ENV: 'development', DEV_MAILBOX: 'false' })).toBe(false);
    expect(
      enabled({
        APP_ENV: 'development',
        SMTP_URL: 'smtps://mail.example.com',
        DEV_MAILBOX: 'true',
      }),
    ).toBe(false);
  });

  it('makes a production process refuse to start when switched on', () => {
    expect(() => parseEnv({ ...PRODUCTION_SETTINGS, DEV_MAILBOX: 'true' })).toThrow(
      /^ {2}DEV_MAILBOX: is on, and shows every player's reset/m,
    );
    expect(isDevMailboxEnabled(parseEnv(PRODUCTION_SETTINGS))).toBe(false);
  });
});
