import { useMemo } from 'react';
import { selectHeroBanners } from '@croupier/domain/cms/banner-rules';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useProject } from '../../features/brand/api/get-project';
import { useDepositOffers } from '../../features/cashbox/api/get-deposit-offers';
import { useBanners } from '../../features/cms/api/get-banners';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import { useLotteries } from '../../features/lotteries/api/get-lotteries';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useTournaments } from '../../features/tournaments/api/get-tournaments';
import { shownItems } from '../../features/tournaments/tournament-view';
import { useLocale } from '../../lib/i18n/use-locale';
import { isPromotionPageEnabled } from '../shell/nav/nav-items';
import { promotionEntries } from './promotion-entries';

/**
 * The session, the brand's flags and the currency display data the promotion screens
 * (/promotions, /promotions/{slug}, /arena, the hub) and the banners' targets need.
 */
export function usePromotionContext() {
  const { locale } = useLocale();
  const { data: player, isPending: isPlayerPending } = usePlayer();
  const { data: project } = useProject();
  const { data: promotionPages } = useFeConfig('manage-promotion-pages');
  const { data: currencyConfig } = useFeConfig('currency-config');
  const showTestQuests = useFeatureFlag('enableTestQuests');
  const signedIn = isLoggedIn(player);
  const groups = player?.groups;
  const showLotteries = isPromotionPageEnabled('lotteries', {
    promotionPages,
    groups,
    testerGroup: project?.groups.tester,
  });
  return {
    locale,
    player,
    isPlayerPending,
    signedIn,
    groups,
    showLotteries,
    showTestQuests,
    currencyConfig,
  };
}

/**
 * `GET /api/tournaments` as the lists show it: no `nonvisible` item, test quests by flag; read
 * only while `enabled`.
 */
export function useShownTournaments(showTestQuests: boolean, enabled = true) {
  const tournaments = useTournaments(enabled);
  const items = useMemo(
    () => (tournaments.data ? shownItems(tournaments.data, showTestQuests) : undefined),
    [tournaments.data, showTestQuests],
  );
  return { query: tournaments, items };
}

/**
 * What `/promotions` lists and `/promotions/{slug}` shows (RT-033, RT-036): `entries` once the
 * tournaments are in (the rest fill in as they land); `isComplete` once every source the player
 * gets has answered, so a page can tell "not listed" from "not loaded yet".
 */
export function usePromotionEntries(context: ReturnType<typeof usePromotionContext>, now: number) {
  const tournaments = useShownTournaments(context.showTestQuests);
  const lotteries = useLotteries(context.locale, context.showLotteries);
  const offers = useDepositOffers(context.player?.currency ?? undefined, context.signedIn);
  const bannersConfig = useBanners(context.locale);
  const entries = useMemo(() => {
    if (!tournaments.items) return undefined;
    const banners = selectHeroBanners(
      bannersConfig.data?.banners ?? [],
      { isLoggedIn: context.signedIn, groups: context.groups ?? [] },
      new Date(now),
    );
    return promotionEntries(
      {
        tournaments: tournaments.items,
        lotteries: context.showLotteries ? (lotteries.data ?? []) : [],
        offers: offers.data ?? [],
        banners,
      },
      now,
    );
  }, [
    tournaments.items,
    lotteries.data,
    offers.data,
    bannersConfig.data,
    context.signedIn,
    context.groups,
    context.showLotteries,
    now,
  ]);
  const isComplete =
    entries !== undefined &&
    !context.isPlayerPending &&
    !(context.showLotteries && lotteries.isPending) &&
    !offers.isLoading &&
    !bannersConfig.isPending;
  return { entries, isComplete, isError: tournaments.query.isError };
}
