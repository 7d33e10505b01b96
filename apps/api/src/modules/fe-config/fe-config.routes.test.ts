import { describe, expect, it } from 'vitest';
import {
  FE_CONFIG_NAMES,
  bannersConfigSchema,
  currencyConfigSchema,
  logoConfigSchema,
  mainWidgetConfigSchema,
  managePromotionPagesSchema,
  menuCategoriesGamesSchema,
  stagByReferrerNameSchema,
  wheelConfigSchema,
  wheelConfigSegmentsSchema,
} from '@croupier/contracts/fe-config';
import {
  JACKPOT_BANNER_CATEGORIES,
  selectBanners,
  selectHeroBanners,
} from '@croupier/domain/cms/banner-rules';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { buildTestApp } from '../../testing/test-app.js';
import { giftTemplatesSeed } from '../brand/seed-data/gift-templates.js';

const documents = FE_CONFIG_NAMES;

/**
 * A banner promise nothing keeps yet: a sum of money (symbol or code beside a number), a
 * percentage bonus, free spins or a prize pool, in any of the site's languages.
 */
const NO_PROMISE =
  /[€$£¥₿]|\d\s?(EUR|USD|CAD|AUD|NZD|NOK|kr)\b|\d\s?%|free spins|Freispiele|tours gratuits|gratisspinn|giri gratis|tasuta keerutus|prize pool|Preispool|cagnotte|premiepott|montepremi|auhinnafond/i;

/** The one banner that states a bonus: the welcome package as seeded (issue 16). */
const WELCOME_PACK_BANNER = 'welcome-pack-next-deposit';
const WELCOME_PACK = giftTemplatesSeed
  .filter((template) => /^welcome-\d$/.test(template.key))
  .map((template) => {
    const { amount } = template.rules;
    if (amount.kind !== 'percent') throw new Error(`${template.key} is not a percentage`);
    return {
      key: template.key,
      percent: amount.percent,
      capEuros: (amount.capCents.EUR ?? 0) / 100,
    };
  });

describe('GET /api/fe/config/*', async () => {
  const { app } = await buildTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/fe/config/${url}`, headers });

  it.each(documents)('serves %s as cacheable JSON (CMS-025, API-019)', async (name) => {
    const response = await get(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('serves managers only as POST, from the accounts module (PR-035)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/fe/config/managers' });
    expect(response.statusCode).toBe(404);
    // A guest has no VIP group; account.routes.test.ts covers the players.
    const guest = await app.inject({
      method: 'POST',
      url: '/api/fe/config/managers',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { userGroups: [759] },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({});
  });

  it('localises banners by Accept-Language and by ?locale= (CMS-008, API-008)', async () => {
    const german = bannersConfigSchema.parse(
      (await get('banners-config', { 'accept-language': 'de' })).json(),
    );
    expect(german.locale).toBe('de');
    expect(german.banners.find((b) => b.id === 'welcome-pack')?.title.text).toContain(
      'Willkommen bei Croupier',
    );
    const italian = bannersConfigSchema.parse((await get('banners-config?locale=it')).json());
    expect(italian.banners.find((b) => b.id === 'welcome-pack')?.button?.name).toBe('Registrati');
    const response = await get('banners-config', { 'accept-language': 'de' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('has a banner text in every locale, different from English where the language differs', async () => {
    const english = bannersConfigSchema.parse((await get('banners-config?locale=en')).json());
    for (const locale of LOCALE_CODES) {
      const config = bannersConfigSchema.parse(
        (await get(`banners-config?locale=${locale}`)).json(),
      );
      expect(config.locale).toBe(locale);
      expect(config.banners.length).toBe(english.banners.length);
      if (!locale.startsWith('en')) {
        expect(config.banners[0]?.title.text).not.toBe(english.banners[0]?.title.text);
      }
    }
  });

  it.each([...LOCALE_CODES])(
    'promises in %s only what the seeded gifts grant: the welcome pack, in its own figures',
    async (locale) => {
      const { banners } = bannersConfigSchema.parse(
        (await get(`banners-config?locale=${locale}`)).json(),
      );
      expect(banners.length).toBeGreaterThan(0);
      for (const banner of banners) {
        const texts = [
          banner.title.text,
          banner.description.text,
          ...Object.values(banner.variables),
        ].join(' ');
        if (banner.id !== WELCOME_PACK_BANNER) {
          expect(texts, banner.id).not.toMatch(NO_PROMISE);
          continue;
        }
        // The welcome package of the seeded templates (welcome-1..3): each percentage and cap.
        for (const offer of WELCOME_PACK) {
          expect(texts, `${locale} ${offer.key}`).toMatch(new RegExp(`\\b${offer.percent}\\s?%`));
          expect(texts, `${locale} ${offer.key}`).toContain(String(offer.capEuros));
        }
      }
    },
  );

  it('follows the banner design rules (CMS-007, CMS-011, CMS-014)', async () => {
    const { banners, welcomePackStags } = bannersConfigSchema.parse(
      (await get('banners-config')).json(),
    );
    const categories = new Set(banners.flatMap((b) => b.categories));
    for (const category of [
      'slider-index-top',
      'slider-index-top-guest',
      'slider-index-top-fiat',
      'slider-index-top-crypto',
      'jackpots-slider',
    ]) {
      expect(categories).toContain(category);
    }
    expect(welcomePackStags.length).toBeGreaterThan(0);
    expect(banners.some((b) => b.button?.url === '/deposit')).toBe(true);
    expect(banners.some((b) => b.button?.url.startsWith('/tournaments/'))).toBe(true);
    expect(banners.some((b) => b.button?.url.startsWith('https://'))).toBe(true);
    expect(banners.some((b) => b.timer !== null)).toBe(true);
    expect(banners.every((b) => b.liveTime !== null)).toBe(true);
    for (const banner of banners) {
      for (const category of banner.categories) expect(banner.order[category]).toBeTypeOf('number');
    }
  });

  it('serves the jackpots banner variant the jackpot screen shows (JP-012)', async () => {
    const english = bannersConfigSchema.parse((await get('banners-config?locale=en')).json());
    const forJackpots = (banners: typeof english.banners) =>
      selectBanners(banners, JACKPOT_BANNER_CATEGORIES, { isLoggedIn: false }, new Date());
    const [jackpots] = forJackpots(english.banners).filter((b) => b.id === 'jackpots-must-drop');
    expect(jackpots?.button).toMatchObject({ url: '/games/jackpot', type: 'link' });
    // Only the jackpot screen: the home carousel of a guest or a player does not show it.
    for (const audience of [{ isLoggedIn: false }, { isLoggedIn: true }]) {
      const hero = selectHeroBanners(english.banners, audience, new Date());
      expect(hero.map((b) => b.id)).not.toContain('jackpots-must-drop');
    }
    for (const locale of ['de', 'fr-CA', 'it', 'no', 'et']) {
      const { banners } = bannersConfigSchema.parse(
        (await get(`banners-config?locale=${locale}`)).json(),
      );
      const localised = forJackpots(banners).find((b) => b.id === 'jackpots-must-drop');
      expect(localised?.title.text, locale).not.toBe(jackpots?.title.text);
      expect(localised?.button?.name, locale).not.toBe(jackpots?.button?.name);
    }
  });

  it('falls back to the host default for an unknown locale, and 422s a silly one', async () => {
    const unknown = bannersConfigSchema.parse((await get('banners-config?locale=xx')).json());
    expect(unknown.locale).toBe('en');
    const onItaly = bannersConfigSchema.parse(
      (
        await get('banners-config', { host: 'croupier.it', 'accept-language': 'de-DE,de;q=0.9' })
      ).json(),
    );
    expect(onItaly.locale).toBe('it');
    expect((await get(`banners-config?locale=${'x'.repeat(40)}`)).statusCode).toBe(422);
  });

  it('serves the logo files of the player site (SH-048)', async () => {
    const { logoUrl } = logoConfigSchema.parse((await get('logo-config')).json());
    expect(logoUrl.full).toBe('/brand/logo-full.svg');
    expect(logoUrl.mobile).toBe('/brand/logo-mobile.svg');
  });

  it('serves crypto display units (API-015, PR-021)', async () => {
    const config = currencyConfigSchema.parse((await get('currency-config')).json());
    expect(config.BTC).toMatchObject({ displayUnit: 'µ', displayFactor: 0.000001, fiat: false });
    expect(config.ETH).toMatchObject({ displayUnit: 'm', displayFactor: 0.001 });
    expect(config.LTC).toMatchObject({ displayUnit: 'm', displayFactor: 0.001 });
    expect(config.EUR).toMatchObject({ subunits_to_unit: 100, fiat: true });
    expect(config.FUN).toBeUndefined();
  });

  it('serves page flags for every promotion page (FF-009)', async () => {
    const { pages } = managePromotionPagesSchema.parse(
      (await get('manage-promotion-pages')).json(),
    );
    expect(Object.keys(pages).sort()).toEqual([
      'aquanova-odyssey',
      'lotteries',
      'rocket-chance',
      'rocket-mart',
      'vip-club',
    ]);
  });

  it('serves quest thresholds of the right lengths (TN-024)', async () => {
    const { questLevels, lobby } = mainWidgetConfigSchema.parse(
      (await get('main-widget-config')).json(),
    );
    expect(questLevels.xs).toHaveLength(6);
    expect(questLevels.s).toHaveLength(15);
    expect(questLevels.m).toHaveLength(25);
    expect(questLevels['robot-s'].at(-1)).toBe(800000);
    expect(questLevels['robot-m']).toHaveLength(25);
    expect(questLevels['robot-m'].at(-1)).toBe(2500000);
    expect(lobby.every((row) => row.limit === 15)).toBe(true);
  });

  it('names pokies the Australian way in en-AU (GM-028)', async () => {
    const au = menuCategoriesGamesSchema.parse(
      (await get('menu-categories-games?locale=en-AU')).json(),
    );
    expect(au.pokies[0]?.title).toBe('Pokies');
    const slugs = au.pokies.map((entry) => entry.slug);
    for (const slug of [
      'all',
      'top',
      'new',
      'recommended',
      'bonus-wagering',
      'jackpot',
      'btc-games',
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it('serves the wheel with the spec weights (LB-006, LB-008, LB-010, LB-011)', async () => {
    const wheel = wheelConfigSchema.parse((await get('wheel-config')).json());
    expect(wheel.tiers).toEqual(['rocket_lite', 'rocket_pro', 'rocket_max']);
    const weights = wheel.sets.default.map((s) => [
      s.prize.type,
      s.prize.amount,
      s.weight,
      s.wager,
    ]);
    expect(weights).toEqual([
      ['freespins', 10, 4000, 30],
      ['freespins', 20, 4000, 30],
      ['freespins', 50, 2000, 30],
      ['freespins', 100, 0, 30],
      ['freespins', 150, 0, 30],
      ['freespins', 250, 0, 30],
      ['bonus', 150000, 0, 3],
      ['money', 1000000, 5, 0],
    ]);
    const { sets } = wheelConfigSegmentsSchema.parse((await get('wheel-config-segments')).json());
    expect(Object.keys(sets).sort()).toEqual(['1308', '1309', '21']);
    for (const segments of Object.values(sets)) {
      for (const segment of segments) {
        expect(segment.weight).toBeGreaterThanOrEqual(10);
        expect(segment.weight).toBeLessThanOrEqual(5000);
        if (segment.prize.type === 'freespins') {
          expect(segment.wager).toBeGreaterThanOrEqual(25);
          expect(segment.wager).toBeLessThanOrEqual(30);
        }
      }
    }
    expect(sets['1308']).not.toEqual(wheel.sets.default);
  });

  it('serves stags per search engine (TR-003)', async () => {
    const stags = stagByReferrerNameSchema.parse((await get('stag-by-referrer-name')).json());
    expect(stags.google.byPageAndCountry['/live/all']?.DE).toBe('seo_google_live_de');
  });
});
