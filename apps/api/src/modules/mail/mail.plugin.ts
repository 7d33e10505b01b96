import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { brandService } from '../brand/brand.service.js';
import {
  MAIL_DELIVER_TOPIC,
  deliverMail,
  isDevMailboxEnabled,
  type MailDelivery,
} from './mail.service.js';
import { createSmtpTransport } from './mail.transport.js';
import { mailboxRoutes } from './mailbox.routes.js';

/** Used when MAIL_FROM is unset, beside the brand's name. */
const DEFAULT_SENDER_ADDRESS = 'no-reply@localhost';

/**
 * Mail delivery (DESIGN.md §2): the `mail.deliver` outbox consumer sends over SMTP when
 * `SMTP_URL` is set and otherwise leaves the mail to the dev mailbox pages, registered here too.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { env, database, clock } = app.deps;
    const transport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null;
    app.addHook('onClose', async () => transport?.close());

    const delivery: MailDelivery = {
      db: database.db,
      clock,
      transport,
      async from() {
        if (env.MAIL_FROM) return env.MAIL_FROM;
        const { config } = await brandService(app.deps).get();
        return { name: config.name, address: DEFAULT_SENDER_ADDRESS };
      },
    };
    // At least once: SMTP cannot join a transaction, and deliverMail skips a mail already sent.
    app.outbox.handle(MAIL_DELIVER_TOPIC, 'mail', async ({ id }) => {
      await deliverMail(delivery, id);
    });

    await app.register(mailboxRoutes, { enabled: isDevMailboxEnabled(env) });
  },
  { name: 'mail', dependencies: ['outbox'] },
);
