/**
 * The banner rules of platform-core.md §4 (CMS-009..CMS-017), one copy for the player site's
 * carousel and the server-written first paint (decision 0202).
 */

/** What the rules read of a banner; the contracts' Banner has all of it. */
export interface BannerFacts {
  categories: readonly string[];
  labels: readonly string[];
  order: Readonly<Record<string, number>>;
  /** true: logged-in players only; false: guests only; null: everyone (CMS-012). */
  logged: boolean | null;
  groupIds: readonly number[];
  liveTime: { start: string; end: string } | null;
}

export type HeroCategory =
  | 'slider-index-top'
  | 'slider-index-top-guest'
  | 'slider-index-top-fiat'
  | 'slider-index-top-crypto';

export interface BannerAudience {
  isLoggedIn: boolean;
  /** The player's currency is a crypto one (CMS-010). */
  isCrypto?: boolean;
  groups?: readonly number[];
  /** Welcome-pack status by stag or group (CMS-013); see hasWelcomePackStatus. */
  hasWelcomePack?: boolean;
}

/** CMS-014: the label that ties a banner to welcome-pack status. */
export const WELCOME_PACK_SHOW = 'welcome-pack:show';
export const WELCOME_PACK_HIDE = 'welcome-pack:hide';

/**
 * CMS-013, CMS-014: a player has welcome-pack status when their stag is one of the
 * banners-config welcomePackStags or they are in the brand's welcome-pack group (131811).
 */
export function hasWelcomePackStatus(
  player: { stag?: string | undefined; groups?: readonly number[] | undefined },
  config: { welcomePackStags: readonly string[]; welcomePackGroup?: number | undefined },
): boolean {
  if (player.stag && config.welcomePackStags.includes(player.stag)) return true;
  return (
    config.welcomePackGroup !== undefined && (player.groups ?? []).includes(config.welcomePackGroup)
  );
}

/**
 * CMS-013: a `welcome-pack:show` banner is only for players with welcome-pack status, a
 * `welcome-pack:hide` banner only for everyone else; untagged banners are for all.
 */
export function bannerVisibleForWelcomePack(
  banner: Pick<BannerFacts, 'labels'>,
  hasWelcomePack: boolean,
): boolean {
  if (banner.labels.includes(WELCOME_PACK_SHOW) && !hasWelcomePack) return false;
  if (banner.labels.includes(WELCOME_PACK_HIDE) && hasWelcomePack) return false;
  return true;
}

/**
 * CMS-010, CMS-011: the home carousel categories for an audience: `slider-index-top` for
 * everyone, plus the guest, fiat or crypto variant.
 */
export function heroCategories(audience: BannerAudience): HeroCategory[] {
  if (!audience.isLoggedIn) return ['slider-index-top', 'slider-index-top-guest'];
  return [
    'slider-index-top',
    audience.isCrypto ? 'slider-index-top-crypto' : 'slider-index-top-fiat',
  ];
}

/** CMS-015: a banner shows only inside its liveTime window. */
export function isLive(banner: Pick<BannerFacts, 'liveTime'>, now: Date): boolean {
  if (!banner.liveTime) return true;
  const time = now.getTime();
  return Date.parse(banner.liveTime.start) <= time && time <= Date.parse(banner.liveTime.end);
}

/** JP-012: the jackpot screen's banner category (the jackpots banner variant). */
export const JACKPOT_BANNER_CATEGORIES = ['jackpots-slider'] as const;

/**
 * The banners of `categories` an audience sees: inside liveTime, allowed by the `logged` flag
 * and `groupIds` (CMS-012) and the welcome-pack tags (CMS-013), ordered by their per-category
 * order (CMS-016).
 */
export function selectBanners<B extends BannerFacts>(
  banners: readonly B[],
  categories: readonly string[],
  audience: BannerAudience,
  now: Date,
): B[] {
  const groups = audience.groups ?? [];
  const orderOf = (banner: B) =>
    Math.min(...categories.map((category) => banner.order[category] ?? Number.MAX_SAFE_INTEGER));
  return banners
    .filter((banner) => banner.categories.some((category) => categories.includes(category)))
    .filter((banner) => isLive(banner, now))
    .filter((banner) => banner.logged === null || banner.logged === audience.isLoggedIn)
    .filter(
      (banner) => banner.groupIds.length === 0 || banner.groupIds.some((id) => groups.includes(id)),
    )
    .filter((banner) => bannerVisibleForWelcomePack(banner, audience.hasWelcomePack ?? false))
    .sort((a, b) => orderOf(a) - orderOf(b));
}

/** The home carousel's banners: selectBanners for the audience's hero categories. */
export function selectHeroBanners<B extends BannerFacts>(
  banners: readonly B[],
  audience: BannerAudience,
  now: Date,
): B[] {
  return selectBanners(banners, heroCategories(audience), audience, now);
}

/** CMS-017: `{{name}}` placeholders filled from the banner's variables. */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => variables[name] ?? match);
}
