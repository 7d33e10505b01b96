import { lazy, type ReactNode } from 'react';
import type { PromotionPageKey } from '@croupier/contracts/fe-config';
import { paths, PROFILE_TABS, TOURNAMENT_TABS } from '../../config/paths';
import type { ModalName, ModalProps } from '../../features/modals/modal-store';
import { GameLimitsGuard } from '../shell/limits-live';
import { gameScreens } from './games-screens';
import {
  awards,
  bonus,
  bonusBalance,
  ffc,
  lobbyScreen,
  newsItem,
  newsList,
  notFound,
  oops,
  profile,
  soon,
  staticPage,
} from './screens';

/**
 * The route table as data (CONVENTIONS.md "routes and modals are data"): every path of
 * platform-core.md §2.2 and engagement.md §2, built from `paths`. The router turns it into
 * react-router routes, under no prefix and under each offered locale prefix (§2.3).
 */
export type Access = 'user' | 'guest';

interface RouteBase {
  path: string;
  /** user: a guest goes to registration with a redirect (RT-046); guest: a player goes to main (RT-047). */
  access?: Access;
}

export interface PageRoute extends RouteBase {
  kind: 'page';
  screen: () => ReactNode;
  /** Page flag of manage-promotion-pages; disabled → redirect (RT-034, RT-035, RT-037, FF-006). */
  promotionPage?: { key: PromotionPageKey; fallback: string };
  /** Feature flag the page needs (FF-005). */
  flag?: 'enableConpoints';
}

export interface RedirectRoute extends RouteBase {
  kind: 'redirect';
  /** Target href (no locale prefix); `keepQuery` keeps the query string (RT-013, RT-014). */
  to: string;
  keepQuery?: boolean;
}

/** A popup route drawn over the previous page (platform-core.md §2.4). */
export interface ModalRoute extends RouteBase {
  kind: 'modal';
  modal: ModalName;
  /** Cashbox: a direct load (no previous route) goes to main (RT-009). */
  requiresPrevious?: boolean;
  /** 451: a restricted guest gets this message instead (RT-053). */
  geo?: 'login' | 'registration';
  /** Betting popups may hide their close button inside an iframe (RT-063). */
  betting?: boolean;
  props?: (params: Record<string, string | undefined>) => ModalProps;
}

export type AppRoute = PageRoute | RedirectRoute | ModalRoute;

const page = (
  path: string,
  screen: () => ReactNode,
  extra: Partial<PageRoute> = {},
): PageRoute => ({
  kind: 'page',
  path,
  screen,
  ...extra,
});
const redirect = (path: string, to: string, keepQuery = false): RedirectRoute => ({
  kind: 'redirect',
  path,
  to,
  keepQuery,
});
const modal = (path: string, name: ModalName, extra: Partial<ModalRoute> = {}): ModalRoute => ({
  kind: 'modal',
  path,
  modal: name,
  ...extra,
});

/** platform-core.md §2.2 /profile/limits/confirm (RT-012): the mailed link's screen. */
const LimitsConfirmScreen = lazy(() =>
  import('../../features/limits/limits-confirm-screen').then((m) => ({
    default: m.LimitsConfirmScreen,
  })),
);

/** The payments page (CB-015): deposit and withdrawal method tables, public. */
const PaymentsPageScreen = lazy(() =>
  import('../../features/cashbox/payments-page').then((m) => ({ default: m.PaymentsPage })),
);

/** The adventure calendar (VIP-017): one chunk of its own. */
const AdventureScreen = lazy(() =>
  import('./adventure-screens').then((m) => ({ default: m.AdventureRoute })),
);

/** The rewards mart and the comp-points page (CP-004, CP-029): one chunk of their own. */
const RewardsMartScreen = lazy(() =>
  import('./rewards-mart-screens').then((m) => ({ default: m.RewardsMartRoute })),
);
const CompPointsScreen = lazy(() =>
  import('./rewards-mart-screens').then((m) => ({ default: m.CompPointsRoute })),
);

/** The wheels, their segments pages and Rocket Chance (LB-014, RT-035): one chunk of their own. */
const PlayWheelScreen = lazy(() =>
  import('./lootbox-screens').then((m) => ({ default: m.PlayWheelRoute })),
);
const MartWheelScreen = lazy(() =>
  import('./lootbox-screens').then((m) => ({ default: m.MartWheelRoute })),
);
const PlayWheelSegmentsScreen = lazy(() =>
  import('./lootbox-screens').then((m) => ({ default: m.PlayWheelSegmentsRoute })),
);
const MartWheelSegmentsScreen = lazy(() =>
  import('./lootbox-screens').then((m) => ({ default: m.MartWheelSegmentsRoute })),
);
/** The VIP club (VIP-016): its own chunk with the level tab's screens. */
const VipClubScreen = lazy(() =>
  import('./vip-screens').then((m) => ({ default: m.VipClubRoute })),
);
const JackpotsScreen = lazy(() =>
  import('./jackpot-screens').then((m) => ({ default: m.JackpotsRoute })),
);
const MysticJackpotScreen = lazy(() =>
  import('./jackpot-screens').then((m) => ({ default: m.MysticJackpotRoute })),
);
const ChanceScreen = lazy(() =>
  import('./lootbox-screens').then((m) => ({ default: m.ChanceRoute })),
);

/** Tournaments, the tournament page and the quest page (RT-018, RT-028, RT-037): one chunk. */
const TournamentsScreen = lazy(() =>
  import('./tournament-screens').then((m) => ({ default: m.TournamentsRoute })),
);
const TournamentScreen = lazy(() =>
  import('./tournament-screens').then((m) => ({ default: m.TournamentRoute })),
);
const QuestScreen = lazy(() =>
  import('./tournament-screens').then((m) => ({ default: m.QuestRoute })),
);

/** The lottery page (RT-028, TN-014..TN-019): its own chunk. */
const LotteryScreen = lazy(() =>
  import('./lottery-screens').then((m) => ({ default: m.LotteryRoute })),
);

/** /promotions, /arena and the activity hub (RT-033, RT-036, SH-055): one chunk. */
const PromotionsScreen = lazy(() =>
  import('./promotions-screens').then((m) => ({ default: m.PromotionsRoute })),
);
const ArenaScreen = lazy(() =>
  import('./promotions-screens').then((m) => ({ default: m.ArenaRoute })),
);
const PromotionScreen = lazy(() =>
  import('./promotion-page').then((m) => ({ default: m.PromotionPageRoute })),
);
const ActivityHubScreen = lazy(() =>
  import('./promotions-screens').then((m) => ({ default: m.ActivityHubRoute })),
);

/** The game page (GM-030): its own chunk with the iframe bridge and launch. */
const PlayScreen = lazy(() => import('./play-route').then((m) => ({ default: m.PlayRoute })));

const lobby = lobbyScreen;
const cashbox = { access: 'user', requiresPrevious: true } as const;
const guestLogin = { access: 'guest', geo: 'login' } as const;
const guestRegistration = { access: 'guest', geo: 'registration' } as const;
const promotions = paths.promotions.getHref();

const profileScreens = (base: string): AppRoute[] => [
  page(base, () => profile(base, 'root'), { access: 'user' }),
  ...PROFILE_TABS.map((tab) =>
    page(`${base}/${tab}`, () => profile(base, tab), { access: 'user' }),
  ),
];

export const appRoutes: AppRoute[] = [
  // Lobby and game lists (RT-001..RT-005).
  page(paths.home.path, lobby),
  page(paths.categories.path, lobby),
  page(paths.category.path, gameScreens.category),
  page('/categories/*', lobby),
  page('/games', lobby),
  page(paths.categoryGames.path, gameScreens.category),
  page('/games/*', lobby),
  redirect('/pokies', paths.pokies.getHref()),
  page(paths.pokies.path, gameScreens.pokies),
  redirect('/live', paths.live.getHref()),
  page(paths.live.path, gameScreens.live),
  page(paths.producer.path, gameScreens.producer),
  page(paths.favorites.path, gameScreens.favorites, { access: 'user' }),

  // Cashbox popups (RT-007..RT-009); /deposit is also the banner deposit URL (RT-027).
  modal(paths.cashbox.root.path, 'cashbox-dashboard', cashbox),
  modal(paths.cashbox.dashboard.path, 'cashbox-dashboard', cashbox),
  modal(paths.cashbox.deposit.path, 'cashbox-deposit', cashbox),
  modal(paths.cashbox.depositAccount.path, 'cashbox-deposit', {
    ...cashbox,
    props: (params) => ({ accountId: params.accountId }),
  }),
  modal(paths.cashbox.depositBonus.path, 'cashbox-deposit-bonus', cashbox),
  modal(paths.cashbox.withdraw.path, 'cashbox-withdraw', cashbox),
  modal(paths.cashbox.depositFast.path, 'cashbox-deposit-fast', cashbox),
  redirect(paths.accountsHistory.path, paths.home.getHref()),

  // Profile and its /users alias (RT-010..RT-014).
  redirect(paths.profile.passwordEdit.path, paths.newPassword.path, true),
  redirect(paths.users.passwordEdit.path, paths.newPassword.path, true),
  redirect(paths.profile.confirmation.path, paths.confirmation.path, true),
  redirect(paths.users.confirmation.path, paths.confirmation.path, true),
  page(paths.profile.limitsConfirm.path, () => <LimitsConfirmScreen />),
  ...profileScreens(paths.profile.root.path),
  ...profileScreens(paths.users.root.path),

  // Game, support, quests and other fixed screens (RT-015..RT-021).
  // RT-057: a signed-in player with a reached limit goes to profile limits instead.
  page(paths.play.path, () => (
    <GameLimitsGuard>
      <PlayScreen />
    </GameLimitsGuard>
  )),
  // CMS-030: the support and crypto-benefits screens render their CMS pages.
  page(paths.support.path, () => staticPage('support')),
  page(paths.quest.path, () => <QuestScreen />),
  page(paths.cryptoBenefits.path, () => staticPage('benefits-of-crypto')),
  page(paths.oops.path, oops),

  // Auth popups (RT-022, RT-023, RT-060).
  modal(paths.signIn.path, 'login', guestLogin),
  modal(paths.login.path, 'login', guestLogin),
  modal(paths.signUp.path, 'registration', guestRegistration),
  modal(paths.registration.path, 'registration', guestRegistration),
  modal(paths.remind.path, 'remind', { access: 'guest' }),
  modal(paths.newPassword.path, 'new-password'),
  modal(paths.emailVerify.path, 'email-verify'),
  modal(paths.confirmation.path, 'confirmation'),

  // Betting area (RT-024, RT-063).
  modal(paths.sportLogin.path, 'sport-login', { ...guestLogin, betting: true }),
  modal(paths.sportRegistration.path, 'sport-registration', {
    ...guestRegistration,
    betting: true,
  }),
  page(paths.sport.path, () => soon('APP.SCREENS.SPORT')),

  page(paths.ffc.path, ffc),

  // Fixed static pages and other pages (RT-026, RT-027).
  page(paths.privacyPolicy.path, () => staticPage('privacy-policy')),
  page(paths.cookiePolicy.path, () => staticPage('cookie-policy')),
  page(paths.termsAndConditions.path, () => staticPage('terms-and-conditions')),
  page(paths.generalRules.path, () => staticPage('general-rules')),
  page(paths.bonusBalance.path, bonusBalance),
  page(paths.responsibleGaming.path, () => staticPage('responsible-gaming')),
  page(paths.awards.path, awards),

  // Tournaments and lotteries (RT-028, RT-037, RT-038).
  page('/tournaments', () => <TournamentsScreen tab="root" />),
  ...TOURNAMENT_TABS.map((tab) =>
    page(`/tournaments/${tab}`, () => <TournamentsScreen tab={tab} />, {
      ...(tab === 'lotteries'
        ? { promotionPage: { key: 'lotteries', fallback: paths.tournaments.getHref('all') } }
        : {}),
    }),
  ),
  page(paths.tournament.path, () => <TournamentScreen />),
  page(paths.tournamentLeaderboard.path, () => <TournamentScreen />),
  page(paths.lottery.path, () => <LotteryScreen />),

  // Brand paths and the named screens without a spec path (RT-032..RT-036).
  page(paths.rewardsMart.path, () => <RewardsMartScreen />, {
    promotionPage: { key: 'rocket-mart', fallback: promotions },
  }),
  page(paths.chance.path, () => <ChanceScreen />, {
    promotionPage: { key: 'rocket-chance', fallback: promotions },
  }),
  page(paths.activityHub.path, () => <ActivityHubScreen />, {
    promotionPage: { key: 'aquanova-odyssey', fallback: promotions },
  }),
  page(paths.vipClub.path, () => <VipClubScreen />, {
    promotionPage: { key: 'vip-club', fallback: promotions },
  }),
  page(paths.wheel.path, () => <PlayWheelScreen />),
  page(paths.wheelSegments.path, () => <PlayWheelSegmentsScreen />),
  page(paths.martWheel.path, () => <MartWheelScreen />),
  page(paths.martWheelSegments.path, () => <MartWheelSegmentsScreen />),
  page(paths.jackpots.path, () => <JackpotsScreen />),
  // The VIP page and the VIP club are one screen (platform-core.md §2.1 names both).
  redirect(paths.vip.path, paths.vipClub.path),
  page(paths.vipAdventure.path, () => <AdventureScreen />, { access: 'user' }),
  page(paths.promotions.path, () => <PromotionsScreen />),
  page(paths.promotion.path, () => <PromotionScreen />),
  page(paths.arena.path, () => <ArenaScreen />),
  page(paths.bonus.path, bonus, { access: 'user' }),
  page(paths.news.path, newsList),
  page(paths.newsItem.path, newsItem),
  page(paths.payments.path, () => <PaymentsPageScreen />),
  page(paths.compPoints.path, () => <CompPointsScreen />, { flag: 'enableConpoints' }),

  // RT-029/RT-030: CMS slugs are inserted before this at start-up; a single segment that is no
  // fixed route and no CMS page is a mystic-jackpot identifier (behind enableMysticJackpots)
  // or nothing.
  page(paths.mysticJackpot.path, () => <MysticJackpotScreen />),
  page('*', notFound),
];

export const modalRoutes = appRoutes.filter((route): route is ModalRoute => route.kind === 'modal');
