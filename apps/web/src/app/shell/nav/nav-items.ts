import type { ManagePromotionPages, PromotionPageKey } from '@croupier/contracts/fe-config';
import type { IconName } from '../../../components/icon';
import { paths } from '../../../config/paths';

export interface NavItem {
  id: string;
  /** Translation key; CMS pages carry their own title instead. */
  labelKey?: string;
  title?: string;
  href: string;
  icon: IconName;
  /** A link to another host (the sports sub-site): a plain <a>, no locale prefix. */
  isExternal?: boolean;
  badge?: number;
}

export interface TopMenuPage {
  slug: string;
  title: string;
  hidden: boolean;
}

export interface NavContext {
  /** betting-config: the sports link shows only when enabled (SH-008). */
  betting?: { enabled: boolean; url: string } | null | undefined;
  promotionPages?: ManagePromotionPages | null | undefined;
  /** The player's groups; testers see every promotion page (brief: testers see all). */
  groups?: readonly number[] | undefined;
  testerGroup?: number | undefined;
  isMysticJackpotsEnabled?: boolean;
  /** CMS pages of the top-menu category, in CMS order; hidden ones never show (CMS-003). */
  topMenuPages?: readonly TopMenuPage[] | undefined;
  activeTournaments?: number | undefined;
}

/** manage-promotion-pages: enabled, and limited to its groups when it names some (FF-009). */
export function isPromotionPageEnabled(key: PromotionPageKey, context: NavContext): boolean {
  const groups = context.groups ?? [];
  if (context.testerGroup !== undefined && groups.includes(context.testerGroup)) return true;
  const flag = context.promotionPages?.pages[key];
  if (!flag?.enabled) return false;
  if (!flag.groups || flag.groups.length === 0) return true;
  return flag.groups.some((group) => groups.includes(group));
}

const pageItems = (pages: readonly TopMenuPage[] | undefined): NavItem[] =>
  (pages ?? [])
    .filter((page) => !page.hidden)
    .map((page) => ({
      id: `page-${page.slug}`,
      title: page.title,
      href: paths.staticPage.getHref(page.slug),
      icon: 'info',
    }));

/**
 * platform-core.md §2.6 Top navigation order (SH-007..SH-009): lobby (hidden when a sports link
 * is shown), pokies, live, sports, activity hub, rewards mart, chance, tournaments, mystic
 * jackpots, achievements, VIP club, then the top-menu CMS pages.
 */
export function buildTopNavItems(context: NavContext): NavItem[] {
  const showSports = Boolean(context.betting?.enabled && context.betting.url);
  const items: (NavItem | false)[] = [
    !showSports && {
      id: 'lobby',
      labelKey: 'TOP_NAV.LOBBY',
      href: paths.home.getHref(),
      icon: 'home',
    },
    { id: 'pokies', labelKey: 'TOP_NAV.POKIES', href: paths.pokies.getHref(), icon: 'cherry' },
    { id: 'live', labelKey: 'TOP_NAV.LIVE', href: paths.live.getHref(), icon: 'live' },
    showSports && {
      id: 'sports',
      labelKey: 'TOP_NAV.SPORTS',
      href: context.betting?.url ?? '',
      icon: 'trophy',
      isExternal: true,
    },
    isPromotionPageEnabled('aquanova-odyssey', context) && {
      id: 'activity-hub',
      labelKey: 'TOP_NAV.ACTIVITY_HUB',
      href: paths.activityHub.getHref(),
      icon: 'activity',
    },
    isPromotionPageEnabled('rocket-mart', context) && {
      id: 'rewards-mart',
      labelKey: 'TOP_NAV.REWARDS_MART',
      href: paths.rewardsMart.getHref(),
      icon: 'store',
    },
    isPromotionPageEnabled('rocket-chance', context) && {
      id: 'chance',
      labelKey: 'TOP_NAV.CHANCE',
      href: paths.chance.getHref(),
      icon: 'dice',
    },
    {
      id: 'tournaments',
      labelKey: 'TOP_NAV.TOURNAMENTS',
      href: paths.tournaments.getHref(),
      icon: 'trophy',
      ...(context.activeTournaments ? { badge: context.activeTournaments } : {}),
    },
    Boolean(context.isMysticJackpotsEnabled) && {
      id: 'mystic-jackpots',
      labelKey: 'TOP_NAV.MYSTIC_JACKPOTS',
      href: paths.jackpots.getHref(),
      icon: 'jackpot',
    },
    {
      id: 'achievements',
      labelKey: 'TOP_NAV.ACHIEVEMENTS',
      href: paths.achievements.getHref(),
      icon: 'medal',
    },
    { id: 'vip-club', labelKey: 'TOP_NAV.VIP_CLUB', href: paths.vipClub.getHref(), icon: 'crown' },
    ...pageItems(context.topMenuPages),
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/**
 * platform-core.md §2.6 Side menu, first block (SH-011): activity hub, rewards mart, chance,
 * tournaments with the active count, jackpots, achievements, top-menu pages, VIP. The
 * notifications entry and everything after the separator are drawn by the side menu itself.
 */
export function buildSideMenuItems(context: NavContext): NavItem[] {
  const items: (NavItem | false)[] = [
    isPromotionPageEnabled('aquanova-odyssey', context) && {
      id: 'activity-hub',
      labelKey: 'TOP_NAV.ACTIVITY_HUB',
      href: paths.activityHub.getHref(),
      icon: 'activity',
    },
    isPromotionPageEnabled('rocket-mart', context) && {
      id: 'rewards-mart',
      labelKey: 'TOP_NAV.REWARDS_MART',
      href: paths.rewardsMart.getHref(),
      icon: 'store',
    },
    isPromotionPageEnabled('rocket-chance', context) && {
      id: 'chance',
      labelKey: 'TOP_NAV.CHANCE',
      href: paths.chance.getHref(),
      icon: 'dice',
    },
    {
      id: 'tournaments',
      labelKey: 'TOP_NAV.TOURNAMENTS',
      href: paths.tournaments.getHref(),
      icon: 'trophy',
      ...(context.activeTournaments ? { badge: context.activeTournaments } : {}),
    },
    {
      id: 'jackpots',
      labelKey: 'SIDE_MENU.JACKPOTS',
      href: paths.jackpots.getHref(),
      icon: 'jackpot',
    },
    {
      id: 'achievements',
      labelKey: 'TOP_NAV.ACHIEVEMENTS',
      href: paths.achievements.getHref(),
      icon: 'medal',
    },
    ...pageItems(context.topMenuPages),
    { id: 'vip-club', labelKey: 'TOP_NAV.VIP_CLUB', href: paths.vipClub.getHref(), icon: 'crown' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
