import { useMemo } from 'react';
import type { BannerAudience } from '@croupier/domain/cms/banner-rules';
import type { Banner } from '@croupier/contracts/fe-config';
import type { Lottery } from '@croupier/contracts/lotteries';
import type { Tournament } from '@croupier/contracts/tournaments';
import { paths } from '../../config/paths';
import { targetKindsOf, type BannerTargets } from '../../features/cms/banner-targets';
import { useShownBanners } from '../../features/cms/use-shown-banners';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { useProject } from '../../features/brand/api/get-project';
import { useLotteries } from '../../features/lotteries/api/get-lotteries';
import { getCookie } from '../../lib/cookies';
import { itemHref } from '../../features/tournaments/components/tournament-card';
import { usePromotionContext, useShownTournaments } from './use-promotion-context';

/**
 * TN-032: a banner's tournament or lottery button names its item by `frontend_identifier`; an
 * item answers to its identifier, its slug and its id, and leads to its own page.
 */
export function bannerTargets(
  tournaments: readonly Pick<Tournament, 'id' | 'frontend_identifier' | 'quest'>[],
  lotteries: readonly Pick<Lottery, 'id' | 'slug' | 'frontend_identifier'>[],
): BannerTargets {
  const tournament = new Map<string, string>();
  for (const item of tournaments) {
    const href = itemHref(item);
    for (const name of [item.frontend_identifier, item.quest?.slug, String(item.id)]) {
      if (name && !tournament.has(name)) tournament.set(name, href);
    }
  }
  const lottery = new Map<string, string>();
  for (const item of lotteries) {
    const href = paths.lottery.getHref(item.slug);
    for (const name of [item.frontend_identifier, item.slug, String(item.id)]) {
      if (!lottery.has(name)) lottery.set(name, href);
    }
  }
  return { tournament, lottery };
}

/**
 * The targets from the tournaments the player may see and the lotteries while their page is on;
 * null while a list the shown banners need loads (a button waits rather than leading nowhere).
 * A list no shown banner targets is not read at all (the home page's banners rarely name a
 * tournament); a list that failed to load matches nothing.
 */
function useBannerTargets(
  context: ReturnType<typeof usePromotionContext>,
  banners: readonly Banner[],
): BannerTargets | null {
  const needs = targetKindsOf(banners);
  const tournaments = useShownTournaments(context.showTestQuests, needs.tournament);
  const readsLotteries = context.showLotteries && needs.lottery;
  const lotteries = useLotteries(context.locale, readsLotteries);
  const isTournamentsPending = needs.tournament && tournaments.query.isPending;
  const isLotteriesPending = readsLotteries && lotteries.isPending;
  return useMemo(
    () =>
      isTournamentsPending || isLotteriesPending
        ? null
        : bannerTargets(tournaments.items ?? [], readsLotteries ? (lotteries.data ?? []) : []),
    [isTournamentsPending, isLotteriesPending, tournaments.items, lotteries.data, readsLotteries],
  );
}

/**
 * Who is looking at a banner slider and where its buttons lead (platform-core.md §4 Banner
 * rules): the session's audience (CMS-010, CMS-012), the welcome-pack inputs (CMS-013), the
 * banners of the slider's categories that audience sees, and the tournament and lottery targets
 * those banners need (TN-032). The home carousel and the jackpot screen share it.
 */
export function useBannerViewer(categoriesOf: (audience: BannerAudience) => readonly string[]) {
  const context = usePromotionContext();
  const { data: currencies } = useCurrencies();
  const { data: project } = useProject();
  const currency = currencies?.find((entry) => entry.code === context.player?.currency);
  const groups = context.groups;
  const audience = useMemo<BannerAudience>(
    () => ({
      isLoggedIn: context.signedIn,
      isCrypto: currency ? !currency.fiat : false,
      groups: groups ?? [],
    }),
    [context.signedIn, currency, groups],
  );
  const stag = getCookie('stag');
  const welcomePackGroup = project?.groups.welcomePack;
  const shown = useShownBanners(categoriesOf(audience), audience, { stag, welcomePackGroup });
  const targets = useBannerTargets(context, shown.banners);
  return { audience, stag, welcomePackGroup, banners: shown.banners, targets };
}
