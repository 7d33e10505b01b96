import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  freespinCancelRequestSchema,
  freespinIssueAnswerSchema,
  freespinIssueRequestSchema,
} from '@croupier/contracts/gifts';
import type { StudioContext } from '../context.js';
import { casinoSignature } from '../plugins/casino-signature.js';
import { cancelFreespins, issueFreespins } from './freespins.service.js';

/**
 * The casino's free-spin calls (docs/wallet-protocol.md "Free spins"), server to server and
 * signed like every casino call: `POST /freespins/issue` and `POST /freespins/cancel`, each
 * answering the issue as it stands. A bad signature is a 403 before the body is read; a body
 * off the contract a 422 with its fields.
 */
export function registerFreespinRoutes(app: FastifyInstance, ctx: StudioContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signed = casinoSignature(ctx.env.STUDIO_SECRET);
  routes.post(
    '/freespins/issue',
    {
      preValidation: signed,
      schema: { body: freespinIssueRequestSchema, response: { 200: freespinIssueAnswerSchema } },
    },
    async (request) => issueFreespins(ctx, request.body),
  );
  routes.post(
    '/freespins/cancel',
    {
      preValidation: signed,
      schema: { body: freespinCancelRequestSchema, response: { 200: freespinIssueAnswerSchema } },
    },
    async (request) => cancelFreespins(ctx, request.body.issue_id),
  );
}
