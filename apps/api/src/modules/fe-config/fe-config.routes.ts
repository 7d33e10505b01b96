import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BrandConfig } from '@croupier/contracts/brand';
import {
  FE_CONFIG_NAMES,
  feConfigQuerySchema,
  feConfigSchemas,
  type FeConfigName,
} from '@croupier/contracts/fe-config';
import { requestContextOf } from '../../lib/request-context.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { setCacheHeaders } from '../brand/http-cache.js';
import {
  additionalGifts,
  bannersConfig,
  currencyConfig,
  mainWidgetConfig,
  menuCategoriesGames,
  modifyGiftsConfig,
} from './fe-config.service.js';

interface Document {
  /** Localised documents vary by locale (and so by Host, which limits the locales). */
  localised: boolean;
  build: (config: BrandConfig, locale: string) => unknown;
}

/** How each `GET /api/fe/config/*` document is built (EP-001..EP-016). */
const documents: Record<FeConfigName, Document> = {
  'stag-by-referrer-name': {
    localised: false,
    build: (c) => c.feConfig.stagByReferrerName,
  },
  'survey-config': {
    localised: false,
    build: (c) => c.feConfig.surveyConfig,
  },
  'betting-config': {
    localised: false,
    build: (c) => c.feConfig.bettingConfig,
  },
  'vip-adventures': {
    localised: false,
    build: (c) => c.feConfig.vipAdventures,
  },
  'disabled-bonuses': {
    localised: false,
    build: (c) => c.feConfig.disabledBonuses,
  },
  'modify-gifts-config': {
    localised: true,
    build: (c, locale) => modifyGiftsConfig(c.feConfig, locale),
  },
  'excluded-promo-stags': {
    localised: false,
    build: (c) => c.feConfig.excludedPromoStags,
  },
  'currency-config': {
    localised: false,
    build: (c) => currencyConfig(c),
  },
  'additional-gifts': {
    localised: true,
    build: (c, locale) => additionalGifts(c.feConfig, locale),
  },
  'main-widget-config': {
    localised: true,
    build: (c, locale) => mainWidgetConfig(c.feConfig, locale),
  },
  'logo-config': {
    localised: false,
    build: (c) => c.feConfig.logoConfig,
  },
  'menu-categories-games': {
    localised: true,
    build: (c, locale) => menuCategoriesGames(c.feConfig, locale),
  },
  'manage-promotion-pages': {
    localised: false,
    build: (c) => c.feConfig.managePromotionPages,
  },
  'banners-config': {
    localised: true,
    build: (c, locale) => bannersConfig(c.feConfig, locale),
  },
  'wheel-config': {
    localised: false,
    build: (c) => c.feConfig.wheelConfig,
  },
  'wheel-config-segments': {
    localised: false,
    build: (c) => c.feConfig.wheelConfigSegments,
  },
};

export async function feConfigRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const name of FE_CONFIG_NAMES) {
    const document = documents[name];
    // Each document builds from the brand config; its contract validates the answer.
    const schema: z.ZodType = feConfigSchemas[name];
    api.get(
      `/api/fe/config/${name}`,
      {
        schema: {
          tags: ['fe-config'],
          querystring: feConfigQuerySchema,
          response: { 200: schema },
        },
      },
      async (request, reply) => {
        const { config } = await brandService(app.deps).get();
        const locale = negotiateLocale(
          config,
          requestContextOf(request).hostname,
          request.query.locale,
          request.headers['accept-language'],
        );
        setCacheHeaders(reply, {
          scope: 'public',
          maxAge: 60,
          vary: document.localised ? ['Host', 'Accept-Language'] : [],
        });
        return document.build(config, locale);
      },
    );
  }
}
