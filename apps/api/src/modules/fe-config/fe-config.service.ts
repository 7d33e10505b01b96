import type { BrandConfig, BrandFeConfig } from '@croupier/contracts/brand';
import type {
  AdditionalGifts,
  BannersConfig,
  CurrencyConfig,
  MainWidgetConfig,
  MenuCategoriesGames,
  ModifyGiftsConfig,
} from '@croupier/contracts/fe-config';
import { localisedText } from '../brand/brand.service.js';

/**
 * The `fe/config` documents (platform-core.md §7): stored in the brand configuration, editable
 * without a deploy (CMS-026), localised here for the request's locale (API-008).
 */

type LocalisedCategory = BrandFeConfig['menuCategoriesGames']['pokies'][number];
const category = (entry: LocalisedCategory, locale: string) => ({
  slug: entry.slug,
  title: localisedText(entry.title, locale),
  identifiers: entry.identifiers,
});

export function mainWidgetConfig(feConfig: BrandFeConfig, locale: string): MainWidgetConfig {
  const { widgets, lobby, questLevels } = feConfig.mainWidgetConfig;
  return {
    widgets,
    lobby: lobby.map((row) => ({ ...category(row, locale), limit: row.limit })),
    questLevels,
  };
}

export function menuCategoriesGames(feConfig: BrandFeConfig, locale: string): MenuCategoriesGames {
  return {
    pokies: feConfig.menuCategoriesGames.pokies.map((entry) => category(entry, locale)),
    live: feConfig.menuCategoriesGames.live.map((entry) => category(entry, locale)),
  };
}

export function modifyGiftsConfig(feConfig: BrandFeConfig, locale: string): ModifyGiftsConfig {
  return feConfig.modifyGiftsConfig.map(({ title, description, ...rest }) => ({
    ...rest,
    ...(title ? { title: localisedText(title, locale) } : {}),
    ...(description ? { description: localisedText(description, locale) } : {}),
  }));
}

export function additionalGifts(feConfig: BrandFeConfig, locale: string): AdditionalGifts {
  return feConfig.additionalGifts.map((gift) => ({
    ...gift,
    title: localisedText(gift.title, locale),
    description: localisedText(gift.description, locale),
  }));
}

/** API-015: display data per currency, from the brand's currency list (one source). */
export function currencyConfig(config: BrandConfig): CurrencyConfig {
  return Object.fromEntries(
    config.currencies
      .filter((currency) => !currency.demo)
      .map(({ code, demo: _demo, ...display }) => [code, display]),
  );
}

/**
 * CMS-007 / CMS-008: every banner with its texts in `locale`. Audience rules (logged, groups,
 * liveTime, welcome pack) are applied by the site, which knows the player (CMS-010..CMS-015).
 */
export function bannersConfig(feConfig: BrandFeConfig, locale: string): BannersConfig {
  return {
    locale,
    welcomePackStags: feConfig.banners.welcomePackStags,
    banners: feConfig.banners.items.map((banner) => ({
      ...banner,
      title: { text: localisedText(banner.title, locale) },
      description: { text: localisedText(banner.description, locale) },
      button: banner.button && {
        ...banner.button,
        name: localisedText(banner.button.name, locale),
      },
      secondButton: banner.secondButton && {
        name: localisedText(banner.secondButton.name, locale),
        popup: banner.secondButton.popup,
      },
    })),
  };
}
