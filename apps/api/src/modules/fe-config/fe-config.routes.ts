import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { BrandConfig } from '@croupier/contracts/brand';
import {
  additionalGiftsSchema,
  bannersConfigSchema,
  bettingConfigSchema,
  currencyConfigSchema,
  disabledBonusesSchema,
  excludedPromoStagsSchema,
  feConfigQuerySchema,
  logoConfigSchema,
  mainWidgetConfigSchema,
  managePromotionPagesSchema,
  menuCategoriesGamesSchema,
  modifyGiftsConfigSchema,
  stagByReferrerNameSchema,
  surveyConfigSchema,
  vipAdventuresSchema,
  wheelConfigSchema,
  wheelConfigSegmentsSchema,
} from '@croupier/contracts/fe-config';
import { brandService, negotiateLocale, requestHostname } from '../brand/brand.service.js';
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
  name: string;
  schema: z.ZodType;
  /** Localised documents vary by locale (and so by Host, which limits the locales). */
  localised: boolean;
  build: (config: BrandConfig, locale: string) => unknown;
}

/** Every `GET /api/fe/config/*` the spec lists (EP-001..EP-016), in one table. */
const documents: Document[] = [
  {
    name: 'stag-by-referrer-name',
    schema: stagByReferrerNameSchema,
    localised: false,
    build: (c) => c.feConfig.stagByReferrerName,
  },
  {
    name: 'survey-config',
    schema: surveyConfigSchema,
    localised: false,
    build: (c) => c.feConfig.surveyConfig,
  },
  {
    name: 'betting-config',
    schema: bettingConfigSchema,
    localised: false,
    build: (c) => c.feConfig.bettingConfig,
  },
  {
    name: 'vip-adventures',
    schema: vipAdventuresSchema,
    localised: false,
    build: (c) => c.feConfig.vipAdventures,
  },
  {
    name: 'disabled-bonuses',
    schema: disabledBonusesSchema,
    localised: false,
    build: (c) => c.feConfig.disabledBonuses,
  },
  {
    name: 'modify-gifts-config',
    schema: modifyGiftsConfigSchema,
    localised: true,
    build: (c, locale) => modifyGiftsConfig(c.feConfig, locale),
  },
  {
    name: 'excluded-promo-stags',
    schema: excludedPromoStagsSchema,
    localised: false,
    build: (c) => c.feConfig.excludedPromoStags,
  },
  {
    name: 'currency-config',
    schema: currencyConfigSchema,
    localised: false,
    build: (c) => currencyConfig(c),
  },
  {
    name: 'additional-gifts',
    schema: additionalGiftsSchema,
    localised: true,
    build: (c, locale) => additionalGifts(c.feConfig, locale),
  },
  {
    name: 'main-widget-config',
    schema: mainWidgetConfigSchema,
    localised: true,
    build: (c, locale) => mainWidgetConfig(c.feConfig, locale),
  },
  {
    name: 'logo-config',
    schema: logoConfigSchema,
    localised: false,
    build: (c) => c.feConfig.logoConfig,
  },
  {
    name: 'menu-categories-games',
    schema: menuCategoriesGamesSchema,
    localised: true,
    build: (c, locale) => menuCategoriesGames(c.feConfig, locale),
  },
  {
    name: 'manage-promotion-pages',
    schema: managePromotionPagesSchema,
    localised: false,
    build: (c) => c.feConfig.managePromotionPages,
  },
  {
    name: 'banners-config',
    schema: bannersConfigSchema,
    localised: true,
    build: (c, locale) => bannersConfig(c.feConfig, locale),
  },
  {
    name: 'wheel-config',
    schema: wheelConfigSchema,
    localised: false,
    build: (c) => c.feConfig.wheelConfig,
  },
  {
    name: 'wheel-config-segments',
    schema: wheelConfigSegmentsSchema,
    localised: false,
    build: (c) => c.feConfig.wheelConfigSegments,
  },
];

export async function feConfigRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const document of documents) {
    api.get(
      `/api/fe/config/${document.name}`,
      {
        schema: {
          tags: ['fe-config'],
          querystring: feConfigQuerySchema,
          response: { 200: document.schema },
        },
      },
      async (request, reply) => {
        const { config } = await brandService(app.deps).get();
        const locale = negotiateLocale(
          config,
          requestHostname(request),
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
