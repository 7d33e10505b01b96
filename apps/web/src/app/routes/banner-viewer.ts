import { useMemo } from 'react';
import type { BannerAudience } from '@croupier/domain/cms/banner-rules';
import type { Lottery } from '@croupier/contracts/lotteries';
import type { Tournament } from '@croupier/contracts/tournaments';
import { paths } from '../../config/paths';
import type { BannerTargets } from '../../features/cms/banner-targets';
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
 * null while either list loads (a button waits rather than leading nowhere). A list that failed
 * to load matches nothing.
 */
function useBannerTargets(context: ReturnType<typeof usePromotionContext>): BannerTargets | null {
  const tournaments = useShownTournaments(context.showTestQuests);
  const lotteries = useLotteries(context.locale, context.showLotteries);
  const isTournamentsPending = tournaments.query.isPending;
  const isLotteriesPending = context.showLotteries && lotteries.isPending;
  return useMemo(
    () =>
      isTournamentsPending || isLotteriesPending
        ? null
        : bannerTargets(
            tournaments.items ?? [],
            context.showLotteries ? (lotteries.data ?? []) : [],
          ),
    [
      isTournamentsPending,
      isLotteriesPending,
      tournaments.items,
      lotteries.data,
      context.showLotteries,
    ],
  );
}

/**
 * Who is looking at a banner slider and where its buttons lead (platform-core.md §4 Banner
 * rules): the session's audience (CMS-010, CMS-012), the welcome-pack inputs (CMS-013) and the
 * tournament and lottery targets (TN-032). The home carousel and the jackpot screen share it.
 */
export function useBannerViewer() {
  const context = usePromotionContext();
  const { data: currencies } = useCurrencies();
  const { data: project } = useProject();
  const targets = useBannerTargets(context);
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
  return {
    audience,
    stag: getCookie('stag'),
    welcomePackGroup: project?.groups.welcomePack,
    targets,
  };
}
