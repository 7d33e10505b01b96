import type { Banner } from '@croupier/contracts/fe-config';

export type BannerButton = NonNullable<Banner['button']>;

/**
 * TN-032: where a banner's tournament and lottery buttons lead, keyed by each item's
 * identifier, slug or id. The app layer builds it from the tournaments and lotteries the player
 * may see (features do not import each other); null while they load.
 */
export interface BannerTargets {
  tournament: ReadonlyMap<string, string>;
  lottery: ReadonlyMap<string, string>;
}

/**
 * The href of a banner's button, or null when it has none: a link's own URL; a tournament or
 * lottery button's item found by its `frontendIdentifier` (platform-core.md §4 Banner rules:
 * "resolve to nothing if no item matches"), nothing while the items are unknown.
 */
export function bannerButtonHref(
  button: BannerButton,
  targets: BannerTargets | null | undefined,
): string | null {
  if (button.type !== 'tournament' && button.type !== 'lottery') return button.url || null;
  if (!targets || !button.frontendIdentifier) return null;
  return targets[button.type].get(button.frontendIdentifier) ?? null;
}

/**
 * Which item lists the banners' buttons need: only a shown banner with a tournament (or
 * lottery) button needs that list, so a page whose banners target none never reads it.
 */
export function targetKindsOf(banners: readonly Pick<Banner, 'button'>[]): {
  tournament: boolean;
  lottery: boolean;
} {
  const kinds = new Set(banners.map((banner) => banner.button?.type));
  return { tournament: kinds.has('tournament'), lottery: kinds.has('lottery') };
}
