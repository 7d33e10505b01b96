import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { MovableClock } from '../../lib/clock.js';
import { xhr } from '../../testing/test-app.js';
import { cookieHeader, uniqueTestAddress } from '../../testing/players.js';

/** Shared by the account-security route tests: mailbox reading, TOTP codes, 2FA set-up. */

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** Mails queued to `to` (newest first), optionally of one template, from the dev mailbox. */
export async function mailsTo(
  app: FastifyInstance,
  to: string,
  template?: string,
): Promise<MailboxMessage[]> {
  const response = await app.inject({
    url: `/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`,
  });
  const messages = response.json<MailboxMessage[]>();
  return template ? messages.filter((message) => message.template === template) : messages;
}

/** The token a mailed link carries in its `name` query parameter. */
export function linkToken(message: MailboxMessage | undefined, name: string): string {
  const match = new RegExp(`${name}=([\\w-]{43})`).exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${name} link in the mail`);
  return match[1];
}

/** The code an authenticator shows for `secret` at the app clock's time. */
export function totpCode(secret: string, clock: MovableClock, offsetSteps = 0): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: clock.now().getTime() + offsetSteps * 30_000 });
}

/** The next 30-second step, so a fresh code is not a replay of the last one. */
export function nextStep(clock: MovableClock): void {
  clock.advance(30_000);
}

export function authed(cookie: string) {
  return { ...xhr, cookie };
}

/** Turns two-factor on over HTTP; answers the seed, the codes and the rotated session cookie. */
export async function enableTwoFactor(
  app: FastifyInstance,
  clock: MovableClock,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[]; cookie: string }> {
  const enrol = await app.inject({
    method: 'POST',
    url: '/api/player/two_factor',
    headers: authed(cookie),
    remoteAddress: uniqueTestAddress(),
    payload: {},
  });
  if (enrol.statusCode !== 200) throw new Error(`enrol failed: ${enrol.body}`);
  const { secret } = enrol.json<{ secret: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/player/two_factor/confirm',
    headers: authed(cookie),
    remoteAddress: uniqueTestAddress(),
    payload: { otp: totpCode(secret, clock) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  nextStep(clock);
  return {
    secret,
    recoveryCodes: confirm.json<{ recovery_codes: string[] }>().recovery_codes,
    cookie: cookieHeader(confirm),
  };
}

/** A well-formed code that none of the accepted steps (±1) would produce right now. */
export function wrongCode(secret: string, clock: MovableClock): string {
  const accepted = new Set([-1, 0, 1].map((offset) => totpCode(secret, clock, offset)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}
