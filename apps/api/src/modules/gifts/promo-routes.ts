import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponRequestSchema,
  promoAnswerSchema,
  promoCodeRequestSchema,
} from '@croupier/contracts/gifts';
import { z } from 'zod';
import { requestContextOf } from '../../lib/request-context.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { presentGift } from './gifts.service.js';
import { redeemPromoCode } from './promo-codes.service.js';

const tags = ['gifts'];

/** The device fingerprint the site already sends with sign-in and the fraud check (SS-024). */
const fingerprint = { dfpc: z.string().max(128).optional() };

/**
 * `POST /api/bonuses/coupon {coupon_code}` (GF-019: a gift code) and
 * `POST /api/v2/bonuses/promo-code {code}` (GF-018: a betting coupon, issued now as a sport free
 * bet listed by `/api/v2/bonuses` with group_key `sport_freebet`, used when the sportsbook
 * arrives). 200 `{status:'activated', bonus}`: the code is taken and the gift issued (the player
 * activates it among their gifts); 422 `{errors:{coupon_code|code:[reason]}}` (GF-025).
 */
export async function promoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const localeOf = async (request: FastifyRequest) => {
    const { config } = await brandService(deps).get();
    const hostname = requestContextOf(request).hostname;
    return negotiateLocale(config, hostname, undefined, request.headers['accept-language']);
  };

  api.post(
    '/api/bonuses/coupon',
    {
      schema: {
        tags,
        summary: 'Redeem a gift coupon: the gift is issued (else 422 with the reason)',
        body: couponRequestSchema.extend(fingerprint),
        response: { 200: promoAnswerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const { gift } = await redeemPromoCode(deps, {
        playerId,
        code: request.body.coupon_code,
        purpose: 'gift',
        fingerprint: request.body.dfpc ?? null,
        field: 'coupon_code',
      });
      const bonus = presentGift(gift, await localeOf(request), deps.clock.now());
      return reply.header('cache-control', 'no-store').send({ status: 'activated', bonus });
    },
  );

  api.post(
    '/api/v2/bonuses/promo-code',
    {
      schema: {
        tags,
        summary: 'Redeem a betting coupon: a sport free bet kept for the sportsbook (else 422)',
        body: promoCodeRequestSchema.extend(fingerprint),
        response: { 200: promoAnswerSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const { gift } = await redeemPromoCode(deps, {
        playerId,
        code: request.body.code,
        purpose: 'betting',
        fingerprint: request.body.dfpc ?? null,
        field: 'code',
      });
      const bonus = presentGift(gift, await localeOf(request), deps.clock.now());
      return reply.header('cache-control', 'no-store').send({ status: 'activated', bonus });
    },
  );
}
