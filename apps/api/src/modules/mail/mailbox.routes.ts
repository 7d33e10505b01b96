import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { findMailboxMessage, listMailbox } from './mail.service.js';
import { renderMailboxPage } from './mailbox.page.js';

const toQuerySchema = z.object({ to: z.string().max(320).optional() });
const idParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** `GET /dev/mailbox/messages.json`: what e2e tests read confirmation and reset links from. */
export const mailboxMessagesSchema = z.array(
  z.object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    template: z.string(),
    locale: z.string(),
    created_at: z.iso.datetime(),
    sent_at: z.iso.datetime().nullable(),
  }),
);

/**
 * The rendered mail keeps its inline styles (a mail cannot link a stylesheet) and may carry no
 * script: this page gets its own CSP instead of the site's.
 */
const MAIL_VIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Reset and confirmation links must not be cached or indexed anywhere. */
function devOnly(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}

/** The dev mailbox (DESIGN.md §2): mail kept in the database while SMTP_URL is unset. */
export async function mailboxRoutes(
  app: FastifyInstance,
  options: { enabled: boolean },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  if (!options.enabled) {
    // Answer 404 ourselves: the site's HTML fallback would otherwise serve the SPA here.
    const closed = async () => {
      throw AppError.notFound();
    };
    api.get('/dev/mailbox', { schema: { hide: true } }, closed);
    api.get('/dev/mailbox/*', { schema: { hide: true } }, closed);
    return;
  }

  const db = app.deps.database.db;

  api.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: toQuerySchema } },
    async (request, reply) => {
      const filter = request.query.to?.trim() || undefined;
      const messages = await listMailbox(db, filter);
      return devOnly(reply)
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(messages, filter));
    },
  );

  api.get(
    '/dev/mailbox/messages.json',
    {
      schema: {
        hide: true,
        querystring: toQuerySchema,
        response: { 200: mailboxMessagesSchema },
      },
    },
    async (request, reply) => {
      const messages = await listMailbox(db, request.query.to);
      devOnly(reply);
      return messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        template: message.template,
        locale: message.locale,
        created_at: message.createdAt.toISOString(),
        sent_at: message.sentAt?.toISOString() ?? null,
      }));
    },
  );

  api.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => {
      const message = await findMailboxMessage(db, request.params.id);
      if (!message) throw AppError.notFound('No such mail');
      return devOnly(reply)
        .header('content-security-policy', MAIL_VIEW_CSP)
        .type('text/html; charset=utf-8')
        .send(message.html);
    },
  );
}
