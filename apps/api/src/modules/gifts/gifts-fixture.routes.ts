import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { findTemplateByKey, insertTemplate } from './gift-templates.repository.js';
import { findPromoCode, insertPromoCode, normalizePromoCode } from './promo-codes.repository.js';

const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * `POST /__test/gifts/promo-codes`: a promo-only bonus template and a multi-use gift code that
 * reaches it, as the operator's `create-template` and `create-promo` commands make them, for the
 * e2e tests of a bonus wagered to conversion (a small bonus with a low requirement). Registered
 * only with ENABLE_TEST_API. Replays answer the same template and code.
 */
export async function giftsFixtureRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/__test/gifts/promo-codes',
    {
      config: { skipCsrf: true },
      schema: {
        hide: true,
        body: z.object({
          code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/),
          key: z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/),
          title: z.string().min(1).max(120),
          /** The bonus per currency, minor units. */
          amount_cents: z.record(z.string().regex(/^[A-Z]{3,4}$/), minorUnits),
          multiplier: z.number().int().min(0).max(200),
          max_bet_cents: z.record(z.string().regex(/^[A-Z]{3,4}$/), minorUnits).optional(),
        }),
        response: {
          200: z.object({ template_id: z.number().int(), code: z.string() }),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const db = app.deps.database.db;
      const template =
        (await findTemplateByKey(db, body.key)) ??
        (await insertTemplate(db, {
          key: body.key,
          kind: 'non_deposit',
          family: 'bonus',
          title: body.title,
          groupKey: `test_${body.key.replaceAll('-', '_')}`,
          rules: {
            amount: { kind: 'fixed', cents: body.amount_cents },
            wagering: { multiplier: body.multiplier, of: 'bonus' },
            contributions: { slots: 100, table: 10, live: 10, '*': 0 },
            ...(body.max_bet_cents ? { maxBetCents: body.max_bet_cents } : {}),
            activationDays: 7,
            wageringDays: 7,
            eligibility: { promoOnly: true },
          },
          terms: {
            en: `Bonus money from a promo code, wagered ${body.multiplier} times (slots 100%).`,
          },
          enabled: true,
        }));
      const row =
        (await insertPromoCode(db, {
          code: body.code,
          templateId: template.id,
          purpose: 'gift',
          validFrom: null,
          validUntil: null,
          maxUses: null,
          perPlayer: 1,
          perDevice: 1,
        })) ?? (await findPromoCode(db, body.code));
      if (!row || row.templateId !== template.id) {
        throw AppError.invalid({ code: ['this code exists for another template'] });
      }
      return { template_id: template.id, code: normalizePromoCode(row.code) };
    },
  );
}
