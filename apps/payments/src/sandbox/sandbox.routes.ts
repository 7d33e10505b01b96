import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pspPaymentSchema } from '@croupier/contracts/psp';
import { receiveCryptoTransfer } from '../crypto/crypto.service.js';
import { sendPage } from '../hosted/layout.js';
import { forbiddenPage } from '../hosted/method-pages.js';
import { PspError } from '../lib/psp-error.js';
import { presentPayment } from '../payments/payment-presenter.js';
import { isForeignOrigin } from '../plugins/browser-support.js';
import { pspErrorBodySchema } from '../plugins/error-handler.js';
import { retryWebhookNow } from '../webhooks/webhooks.service.js';
import { sandboxPage } from './sandbox-page.js';

/** `POST /sandbox/crypto/transfers`: coins arrive at an address (sandbox only, no key). */
export const sandboxCryptoTransferSchema = z.object({
  address: z.string().min(1).max(128),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * The sandbox's own controls: no merchant key, because they stand in for the outside world (a
 * blockchain, the player's bank), never for the merchant.
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = app.sandbox;

  app.get('/', async (_request, reply) => reply.redirect('/sandbox', 303));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/sandbox', async (_request, reply) => sendPage(reply, sandboxPage(context)));

  // Dev screens of the casino may call the JSON form from their own origin.
  const cors = (reply: FastifyReply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type');
  app.options('/sandbox/crypto/transfers', async (_request, reply) =>
    cors(reply).status(204).send(),
  );

  api.post(
    '/sandbox/crypto/transfers',
    {
      schema: {
        response: { 201: pspPaymentSchema, 404: pspErrorBodySchema, 422: pspErrorBodySchema },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!isForm(request)) {
        cors(reply);
        const parsed = sandboxCryptoTransferSchema.safeParse(body);
        if (!parsed.success) {
          const fields: Record<string, string[]> = {};
          for (const issue of parsed.error.issues)
            (fields[issue.path.join('.') || 'body'] ??= []).push(issue.message);
          throw PspError.invalid(fields);
        }
        const payment = receiveCryptoTransfer(context, parsed.data.address, parsed.data.amount);
        return reply.status(201).send(presentPayment(payment));
      }
      if (isForeignOrigin(request)) return sendPage(reply, forbiddenPage());
      const amountText = typeof body.amount === 'string' ? body.amount.trim() : '';
      const parsed = sandboxCryptoTransferSchema.safeParse({
        address: body.address,
        amount: /^\d{1,16}$/.test(amountText) ? Number(amountText) : Number.NaN,
      });
      if (!parsed.success) {
        return sendPage(
          reply,
          sandboxPage(context, {
            status: 422,
            message: 'Enter an amount in minor units (a whole number above 0).',
          }),
        );
      }
      try {
        receiveCryptoTransfer(context, parsed.data.address, parsed.data.amount);
      } catch (error) {
        if (error instanceof PspError && error.status === 404) {
          return sendPage(
            reply,
            sandboxPage(context, { status: 404, message: 'Unknown crypto address.' }),
          );
        }
        throw error;
      }
      return reply.redirect('/sandbox', 303);
    },
  );

  app.post('/sandbox/webhooks/:id/retry', async (request, reply) => {
    if (isForeignOrigin(request)) return sendPage(reply, forbiddenPage());
    const { id } = z.object({ id: z.string().max(100) }).parse(request.params);
    retryWebhookNow(context, id);
    return reply.redirect('/sandbox', 303);
  });
}
