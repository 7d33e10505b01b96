import type { Notification } from '@croupier/contracts/realtime';
import { paths } from '../../config/paths';
import { iconNames, type IconName } from '../../components/icon';

type NotificationButton = NonNullable<Notification['content']['button']>;

/**
 * The route names a notification's button may give as `toName` (platform-core.md §2.1 Named
 * screens), mapped to this site's paths. A name not here has no screen yet: its button is left
 * out rather than sent nowhere.
 */
export const ROUTE_NAMES: Readonly<Record<string, string>> = {
  main: paths.home.getHref(),
  profile: paths.profile.root.getHref(),
  'profile-level': paths.profile.level.getHref(),
  'profile-gifts': paths.profile.gifts.getHref(),
  gifts: paths.profile.gifts.getHref(),
  bonuses: paths.profile.gifts.getHref(),
  freespins: paths.profile.gifts.getHref(),
  'profile-verification': paths.profile.verification.getHref(),
  'profile-limits': paths.profile.limits.getHref(),
  'profile-security': paths.profile.security.getHref(),
  'profile-games-history': paths.profile.gamesHistory.getHref(),
  'profile-promocode': paths.profile.promocode.getHref(),
  'bonus-balance': paths.bonusBalance.getHref(),
  cashbox: paths.cashbox.dashboard.getHref(),
  deposit: paths.cashbox.deposit.getHref(),
  withdraw: paths.cashbox.withdraw.getHref(),
  tournaments: paths.tournaments.getHref(),
  achievements: paths.achievements.getHref(),
  quest: paths.quest.getHref(),
  jackpots: paths.jackpots.getHref(),
  'comp-points': paths.compPoints.getHref(),
  promotions: paths.promotions.getHref(),
  support: paths.support.getHref(),
  'favorite-games': paths.favorites.getHref(),
  vip: paths.vip.getHref(),
};

/**
 * Where a notification's button goes (NT-006): its `path` (a site path, given the locale prefix
 * by the link), else its route name; null when neither leads anywhere on this site.
 */
export function notificationHref(button: NotificationButton | null): string | null {
  if (!button) return null;
  if (button.path?.startsWith('/') && !button.path.startsWith('//')) return button.path;
  if (button.toName) {
    const normalised = button.toName.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/[._\s]+/g, '-');
    const name = normalised.toLowerCase();
    return Object.hasOwn(ROUTE_NAMES, name) ? (ROUTE_NAMES[name] ?? null) : null;
  }
  return null;
}

const ICONS: ReadonlySet<string> = new Set(iconNames);
/** Icons the api names after what a notice is about rather than after the icon set. */
const ICON_ALIASES: ReadonlyMap<string, IconName> = new Map([
  ['freespins', 'cherry'],
  ['bonus', 'gift'],
  ['tournament', 'trophy'],
]);

/** The notification's icon: a name of the icon set (or an alias), else the bell (NT-001). */
export function notificationIcon(icon: string | null): IconName {
  if (icon === null) return 'bell';
  if (ICONS.has(icon)) return icon as IconName;
  return ICON_ALIASES.get(icon) ?? 'bell';
}
