import type { EventTopic } from '@croupier/contracts/events';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BRAND_CODE, brandSeed } from '../brand/brand.seed.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { Executor } from '../../db/transaction.js';
import {
  findBrandContact,
  findMailMessage,
  insertMailMessage,
  listMailMessages,
  markMailSent,
  recordMailFailure,
  type MailMessageRow,
} from './mail.repository.js';
import { renderMail, type MailBrand, type MailRequest } from './mail.templates.js';
import type { MailTransport, OutgoingMail } from './mail.transport.js';

export type { MailTemplate, MailTemplateParams } from './mail.templates.js';
export type { MailMessageRow } from './mail.repository.js';

/** Outbox topic of a queued mail; payload `{id}` of its `mail_messages` row (the catalogue's). */
export const MAIL_DELIVER_TOPIC = 'mail.deliver' satisfies EventTopic;

export type QueueMailInput = MailRequest & {
  playerId?: number | null;
  to: string;
  /** The player's locale; a locale without mail texts gets English. */
  locale: string;
  /** From `app.deps.clock`. */
  now: Date;
};

/**
 * Writes a mail and its delivery event in the caller's transaction (DESIGN.md §2, §3): a change
 * that rolls back sends nothing, and a change that commits is sure to send. Returns the id.
 *
 *   await db.transaction(async (tx) => {
 *     const playerId = await insertPlayer(tx, ...);
 *     await queueMail(tx, { playerId, to: email, locale, template: 'confirmation',
 *       params: { confirmUrl }, now: app.deps.clock.now() });
 *   });
 */
export async function queueMail(tx: Executor, input: QueueMailInput): Promise<number> {
  const to = recipient(input.to);
  const brand = await mailBrand(tx);
  const mail = renderMail(input, { locale: input.locale, brand });
  const id = await insertMailMessage(tx, {
    playerId: input.playerId ?? null,
    to,
    locale: mail.locale,
    template: input.template,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: input.now,
  });
  await enqueueEvent(tx, MAIL_DELIVER_TOPIC, { id });
  return id;
}

/** A single address without line breaks: anything else is a bug in the sender. */
function recipient(value: string): string {
  const to = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(to) || to.length > 320) {
    throw new Error('mail recipient must be one e-mail address');
  }
  return to;
}

async function mailBrand(tx: Executor): Promise<MailBrand> {
  const stored = await findBrandContact(tx, BRAND_CODE);
  return {
    name: stored?.name || brandSeed.name,
    supportEmail: stored?.supportEmail || brandSeed.support.email,
  };
}

export interface MailDelivery {
  db: Database;
  clock: Clock;
  /** Null when SMTP_URL is unset: the message is delivered to the dev mailbox. */
  transport: MailTransport | null;
  from(): Promise<OutgoingMail['from']>;
}

export type DeliveryResult = 'sent' | 'mailbox' | 'already-sent' | 'missing';

/**
 * The `mail.deliver` consumer. A failed send is recorded on the message and rethrown, so the
 * outbox retries with backoff; a message already sent is not sent again (delivery is at least
 * once, so a repeat after a crash between send and record remains possible).
 */
export async function deliverMail(delivery: MailDelivery, id: number): Promise<DeliveryResult> {
  const message = await findMailMessage(delivery.db, id);
  if (!message) return 'missing';
  if (message.sentAt) return 'already-sent';
  if (delivery.transport) {
    try {
      await delivery.transport.send({
        from: await delivery.from(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await recordMailFailure(delivery.db, id, reason);
      throw error;
    }
  }
  await markMailSent(delivery.db, id, delivery.clock.now());
  return delivery.transport ? 'sent' : 'mailbox';
}

/**
 * The dev mailbox shows every player's reset links: open only when switched on (`npm start`,
 * e2e), outside production (where parseEnv refuses DEV_MAILBOX), and while mail stays on this
 * machine.
 */
export function isDevMailboxEnabled(env: Env): boolean {
  return env.DEV_MAILBOX && env.APP_ENV !== 'production' && env.SMTP_URL === undefined;
}

export const MAILBOX_PAGE_SIZE = 200;

export async function listMailbox(db: Database, to?: string): Promise<MailMessageRow[]> {
  return listMailMessages(db, { to: to?.trim() || undefined, limit: MAILBOX_PAGE_SIZE });
}

export async function findMailboxMessage(
  db: Database,
  id: number,
): Promise<MailMessageRow | undefined> {
  return findMailMessage(db, id);
}
