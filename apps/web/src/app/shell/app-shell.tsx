import '../../styles/global.css';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/toast';
import { useNearViewport } from '../../components/use-near-viewport';
import { paths } from '../../config/paths';
import { AuConfirmationCard } from '../../features/au-confirmation/au-confirmation-card';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useAccounts } from '../../features/cashbox/api/get-accounts';
import { offeredLocales, useLocales } from '../../features/brand/api/get-locales';
import { useProject } from '../../features/brand/api/get-project';
import { pagesInCategory, useCmsPages } from '../../features/cms/api/get-cms-pages';
import { CookieNotice } from '../../features/cookie-consent/cookie-notice';
import { useFeatureFlags } from '../../features/feature-flags/use-feature-flags';
import { useGeo } from '../../features/geo/api/get-current-ip';
import { openModal, useModals } from '../../features/modals/modal-store';
import { isLoggedIn as isPlayerLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useSignOut } from '../../features/session/api/sign-out';
import { useSupportWidget } from '../../features/support/use-support-widget';
import { splitLocale } from '../../lib/i18n/locale-path';
import { useLocale } from '../../lib/i18n/use-locale';
import { AccountEffects } from './account-effects';
import { BottomBar } from './bottom-bar/bottom-bar';
import type { GiftsSummaryValue } from './gifts-summary';
import { balanceInfo } from './header/balance-info';
import { Header } from './header/header';
import { LimitsLive } from './limits-live';
import { useSavedCredentialSignIn } from './header/use-saved-credential-sign-in';
import { buildSideMenuItems, buildTopNavItems } from './nav/nav-items';
import { mayShowWidgets } from './floating-widgets/widget-visibility';
import { SideMenu, type VipManager } from './side-menu/side-menu';
import { useSideMenuState } from './side-menu/use-side-menu';
import styles from './app-shell.module.css';

const FooterContainer = lazy(() => import('./footer/footer-container'));
// The cashbox's pushes and return from the hosted page: a signed-in player's chunk, not the entry.
const CashboxLive = lazy(() =>
  import('./cashbox-live').then((module) => ({ default: module.CashboxLive })),
);
// SH-049, SH-054: the gifts badge and the wagering in the balance menu, from the gifts' chunk.
const GiftsSummary = lazy(() =>
  import('./gifts-summary').then((module) => ({ default: module.GiftsSummary })),
);
// SH-012: the active tournaments' count, a chunk of its own (see where it is rendered).
const TournamentsCountSource = lazy(() =>
  import('./tournaments-count-source').then((module) => ({
    default: module.TournamentsCountSource,
  })),
);
// SH-050: the lottery ticket balance in the balance menu, from the lotteries' chunk.
const LotteryTicketsSource = lazy(() =>
  import('./lottery-tickets-source').then((module) => ({ default: module.LotteryTicketsSource })),
);
const VipManagerSource = lazy(() =>
  import('./vip-manager-source').then((module) => ({ default: module.VipManagerSource })),
);
// NT-009: a signed-in player's channels keep their data live, and the bell's list opens in the
// popover or the side menu: one chunk of their own, loaded at sign-in, not the entry's.
const loadLive = () => import('./live-refresh');
const LiveRefresh = lazy(() => loadLive().then((module) => ({ default: module.LiveRefresh })));
const NotificationList = lazy(() =>
  loadLive().then((module) => ({ default: module.NotificationList })),
);
const renderNotifications = (close: () => void) => (
  <Suspense fallback={null}>
    <NotificationList onNavigate={close} />
  </Suspense>
);
// SH-020: the floating widgets, their own chunk, not loaded for a guest who can see none.
const FloatingWidgets = lazy(() => import('./floating-widgets/floating-widgets'));
const OopsPage = lazy(() =>
  import('../../features/cms/oops-page').then((module) => ({ default: module.OopsPage })),
);

// SH-044: every chat entry point (header, side menu, #chat) opens the support widget.
const openSupport = () => openModal('support');

function isStandalonePwa(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * The frame of every page (platform-core.md §2.6): skip link, header with the top navigation,
 * side menu, the page, footer, mobile bottom bar, cookie notice and the Australian card.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { locale, setLocale } = useLocale();
  const { data: player } = usePlayer();
  const { data: project } = useProject();
  const { data: locales = [] } = useLocales();
  const { data: logo } = useFeConfig('logo-config');
  const { data: betting } = useFeConfig('betting-config');
  const { data: promotionPages } = useFeConfig('manage-promotion-pages');
  const { data: cmsPages } = useCmsPages(locale);
  const flags = useFeatureFlags();
  const geo = useGeo();
  const modals = useModals();
  const sideMenu = useSideMenuState();
  const isLoggedIn = isPlayerLoggedIn(player);
  // VIP-005 / SH-015: a VIP player's manager closes the side menu (a signed-in chunk finds it).
  const [manager, setManager] = useState<VipManager | null>(null);
  // SH-049: the header balance is the active account, live through the `balance` push.
  const { data: accounts } = useAccounts(isLoggedIn);
  const { data: currencyConfig } = useFeConfig('currency-config');
  const [gifts, setGifts] = useState<GiftsSummaryValue | null>(null);
  const wagering = isLoggedIn ? gifts?.wagering : null;
  const [lotteryTickets, setLotteryTickets] = useState<number | null>(null);
  const tickets = isLoggedIn ? lotteryTickets : null;
  const balance = useMemo(
    () => balanceInfo(accounts, currencyConfig, wagering, tickets),
    [accounts, currencyConfig, wagering, tickets],
  );
  // NT-004: the bell counts the unread, told by the live chunk that keeps the list current.
  const [unreadNotifications, setUnreadNotifications] = useState(0);
  const notificationsCount = isLoggedIn ? unreadNotifications : 0;
  const signInWithSavedCredential = useSavedCredentialSignIn();
  const signOut = useSignOut();
  useSupportWidget(openSupport);
  // The footer (its chunk, DOMPurify, data and ~30 logos) waits until it nears the viewport.
  const [footerSlot, isFooterNear] = useNearViewport<HTMLDivElement>();
  const [activeTournaments, setActiveTournaments] = useState(0);
  // A guest's lobby loads no tournament code (DESIGN.md §11): the count comes with the menu
  // opened once, or a tournament page; a signed-in player's comes at sign-in.
  const [wantsTournamentCount, setWantsTournamentCount] = useState(false);

  const navContext = useMemo(
    () => ({
      betting,
      promotionPages,
      groups: player?.groups,
      testerGroup: project?.groups.tester,
      isMysticJackpotsEnabled: flags.enableMysticJackpots,
      topMenuPages: pagesInCategory(cmsPages, 'top-menu'),
      activeTournaments,
    }),
    [
      activeTournaments,
      betting,
      promotionPages,
      player?.groups,
      project?.groups.tester,
      flags.enableMysticJackpots,
      cmsPages,
    ],
  );
  const topNavItems = useMemo(() => buildTopNavItems(navContext), [navContext]);
  const sideMenuItems = useMemo(() => buildSideMenuItems(navContext), [navContext]);

  const { codes } = offeredLocales(locales);
  const route = splitLocale(pathname, codes).rest;
  // Modal routes render over the background location, so the registration modal counts too.
  const isSignUpPage =
    route === paths.signUp.getHref() ||
    route === paths.registration.path ||
    modals.stack.some((entry) => entry.name === 'registration');
  const isOopsPage = route === paths.oops.getHref();
  const isTournamentPage = /^\/(tournaments|action)(\/|$)/.test(route);
  if (!wantsTournamentCount && (isLoggedIn || sideMenu.isOpen || isTournamentPage)) {
    setWantsTournamentCount(true);
  }

  const { setOpen, toggle: toggleMenu } = sideMenu;
  const closeMenu = useCallback(() => setOpen(false), [setOpen]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('SHELL.SKIP_TO_CONTENT')}
      </a>
      <Header
        brandName={project?.name ?? 'Croupier'}
        logo={logo}
        isLoggedIn={isLoggedIn}
        balance={balance}
        giftsCount={isLoggedIn ? (gifts?.newCount ?? 0) : 0}
        notificationsCount={notificationsCount}
        notifications={renderNotifications}
        navItems={topNavItems}
        locales={locales}
        locale={locale}
        onLocaleChange={setLocale}
        supportEmail={project?.support.email}
        isPromoInLoginButton={flags.enablePromoBannerInEnterButton}
        isMenuOpen={sideMenu.isOpen}
        onMenuToggle={toggleMenu}
        onSavedCredential={signInWithSavedCredential}
        isSessionTimerRunning={
          player === undefined || project == null
            ? undefined
            : isLoggedIn && project.licence === 'EE'
        }
      />
      <LimitsLive isLoggedIn={isLoggedIn} />
      <SideMenu
        isOpen={sideMenu.isOpen}
        onClose={closeMenu}
        isLoggedIn={isLoggedIn}
        items={sideMenuItems}
        notificationsCount={notificationsCount}
        notifications={renderNotifications}
        manager={isLoggedIn ? manager : null}
        isStandalone={isStandalonePwa()}
        onInstallApp={() => {
          closeMenu();
          modals.open('pwa-install');
        }}
        locales={locales}
        locale={locale}
        onLocaleChange={setLocale}
        onSignOut={() => {
          closeMenu();
          void signOut();
        }}
      />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <ErrorBoundary
          fallback={
            <Suspense fallback={null}>
              <OopsPage />
            </Suspense>
          }
          resetKeys={[pathname]}
        >
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {isFooterNear ? (
        <Suspense fallback={null}>
          <FooterContainer />
        </Suspense>
      ) : (
        <div ref={footerSlot} className={styles.footerSlot} />
      )}
      <BottomBar isLoggedIn={isLoggedIn} isMenuOpen={sideMenu.isOpen} onMenuToggle={toggleMenu} />
      <CookieNotice isSuppressed={isSignUpPage} />
      <AuConfirmationCard
        country={geo?.country}
        isLoggedIn={isLoggedIn}
        isSuppressed={isOopsPage}
      />
      <Toaster closeLabel={t('TOAST.CLOSE')} />
      <AccountEffects player={player} testerSplit={project?.groups.abSplit} />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <CashboxLive />
          <LiveRefresh onUnreadChange={setUnreadNotifications} />
        </Suspense>
      ) : null}
      {mayShowWidgets({
        isLoggedIn,
        showAll: flags.showAllWidgets,
        isCompPointsOn: flags.enableConpoints,
      }) ? (
        <Suspense fallback={null}>
          <FloatingWidgets />
        </Suspense>
      ) : null}
      {wantsTournamentCount ? (
        <Suspense fallback={null}>
          <TournamentsCountSource onChange={setActiveTournaments} />
        </Suspense>
      ) : null}
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <GiftsSummary currency={balance?.currency} onChange={setGifts} />
          <VipManagerSource onChange={setManager} />
          <LotteryTicketsSource onChange={setLotteryTickets} />
        </Suspense>
      ) : null}
    </div>
  );
}
