import type { Banner } from '@croupier/contracts/fe-config';
import type { GiftOffer } from '@croupier/contracts/gifts';
import type { Lottery } from '@croupier/contracts/lotteries';
import type { Tournament, TournamentPlayerEntry } from '@croupier/contracts/tournaments';
import { paths } from '../../config/paths';
import { itemHref } from '../../features/tournaments/components/tournament-card';
import { byTimer, statusAt } from '../../features/tournaments/tournament-view';

/**
 * What `/promotions` (RT-036), the arena (RT-033) and the activity hub (SH-055) list, put
 * together from the tournaments, lotteries, gifts and CMS data (features do not import each
 * other, so the composition lives here). Pure, tested beside.
 */

export type PromotionKind = 'tournament' | 'quest' | 'lottery' | 'offer' | 'news';

export interface PromotionEntry {
  key: string;
  /** Its promo page is `/promotions/{slug}` (RT-033): the item's identifier, slug or key. */
  slug: string;
  kind: PromotionKind;
  title: string;
  description: string;
  /** Where taking part happens: the item's own page, the banner's path, the deposit popup. */
  href: string;
  /** The call to action's own words (a banner's button); null: the kind's. */
  actionLabel: string | null;
  /** A picture of the promotion; null: the kind's icon. */
  image: string | null;
  /** A tournament's terms file (TN-013). */
  termsUrl: string | null;
  /** The dates its timer counts to (starts in / ends in); none for an open-ended offer. */
  timer: { start_at: string; end_at: string } | null;
}

export interface PromotionSources {
  /** `GET /api/tournaments`, already filtered by `shownItems`. */
  tournaments: readonly Tournament[];
  /** `GET /api/lotteries`; empty while the lotteries page is off. */
  lotteries: readonly Lottery[];
  /** `GET /api/bonuses/deposit` for a signed-in player (a guest has none). */
  offers: readonly GiftOffer[];
  /** The CMS banners the player sees (selectHeroBanners) that carry a timer. */
  banners: readonly Banner[];
}

const isRunningOrUpcoming = (item: { start_at: string; end_at: string }, now: number) =>
  statusAt(item, now) !== 'archive';

type Timed = PromotionEntry & { timer: NonNullable<PromotionEntry['timer']> };

/** A banner's own promotion: a timer and a link to a page of the site (not a tournament's). */
function bannerEntry(banner: Banner): Timed | null {
  const button = banner.button;
  if (!banner.timer || !button || button.type !== 'link' || !button.url.startsWith('/')) {
    return null;
  }
  return {
    key: `banner-${banner.id}`,
    slug: banner.id,
    kind: 'news',
    title: banner.title.text,
    description: banner.description.text,
    href: button.url,
    actionLabel: button.name,
    image: banner.image ?? banner.overlayImage,
    termsUrl: null,
    timer: banner.timer,
  };
}

/**
 * RT-036: every running and upcoming promotion of the brand, each linking to its page. Timed
 * ones first, running before upcoming (ending or starting soonest first); then the deposit
 * offers, which run until taken.
 */
export function promotionEntries(sources: PromotionSources, now: number): PromotionEntry[] {
  const timed: Timed[] = [
    ...sources.tournaments
      .filter((item) => item.kind !== 'achievement' && isRunningOrUpcoming(item, now))
      .map((item): Timed => ({
        key: `tournament-${item.id}`,
        slug: item.frontend_identifier,
        kind: item.kind === 'quest' ? 'quest' : 'tournament',
        title: item.title,
        description: item.description,
        href: itemHref(item),
        actionLabel: null,
        image: item.image,
        termsUrl: item.terms_file?.url ?? null,
        timer: { start_at: item.start_at, end_at: item.end_at },
      })),
    ...sources.lotteries
      .filter((lottery) => lottery.state === 'upcoming' || lottery.state === 'active')
      .map((lottery): Timed => ({
        key: `lottery-${lottery.id}`,
        slug: lottery.slug,
        kind: 'lottery',
        title: lottery.title,
        description: lottery.description,
        href: paths.lottery.getHref(lottery.slug),
        actionLabel: null,
        image: null,
        termsUrl: null,
        timer: { start_at: lottery.start_at, end_at: lottery.end_at },
      })),
    ...sources.banners
      .map(bannerEntry)
      .filter((entry): entry is Timed => entry !== null && isRunningOrUpcoming(entry.timer, now)),
  ];
  const sorted = byTimer(
    timed.map((entry) => ({ ...entry.timer, entry })),
    now,
  ).map(({ entry }) => entry);
  const offers = sources.offers.map((offer): PromotionEntry => ({
    key: `offer-${offer.id}`,
    slug: offer.key,
    kind: 'offer',
    title: offer.title,
    description: offer.terms,
    href: paths.cashbox.depositBonus.getHref(),
    actionLabel: null,
    image: null,
    termsUrl: null,
    timer: null,
  }));
  return [...sorted, ...offers];
}

/**
 * RT-033: the promotion `/promotions/{slug}` shows, among those listed; the first in the list's
 * order when two kinds share a slug. undefined: not listed (the site's not-found page).
 */
export function findPromotion(
  entries: readonly PromotionEntry[],
  slug: string,
): PromotionEntry | undefined {
  return entries.find((entry) => entry.slug === slug);
}

/** One of the player's live competitions in the arena: the item and where they stand. */
export interface ArenaEntry {
  item: Tournament;
  entry: TournamentPlayerEntry | undefined;
}

/**
 * RT-033: the arena's running tournaments (quests and achievements have their own pages). A
 * signed-in player's entries come first, best place first; the rest follow, ending soonest first.
 */
export function arenaEntries(
  tournaments: readonly Tournament[],
  entries: readonly TournamentPlayerEntry[],
  now: number,
): { mine: ArenaEntry[]; others: Tournament[] } {
  const running = byTimer(
    tournaments.filter((item) => item.kind === 'tournament' && statusAt(item, now) === 'active'),
    now,
  );
  const byId = new Map(entries.map((entry) => [entry.tournament_id, entry]));
  const mine = running
    .filter((item) => byId.has(item.id))
    .map((item) => ({ item, entry: byId.get(item.id) }))
    .sort(
      (a, b) =>
        (a.entry?.place ?? Number.MAX_SAFE_INTEGER) - (b.entry?.place ?? Number.MAX_SAFE_INTEGER),
    );
  return { mine, others: running.filter((item) => !byId.has(item.id)) };
}
