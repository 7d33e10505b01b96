import { lazy } from 'react';
import type { ProfileTabName } from '../../features/profile/profile-screen';

/**
 * Every screen is its own lazily loaded chunk: the entry stays small (DESIGN.md §11, first-load
 * JS budget). Route components stay thin: they compose feature screens.
 */
const ComingSoonScreen = lazy(() =>
  import('../../features/coming-soon/coming-soon-screen').then((m) => ({
    default: m.ComingSoonScreen,
  })),
);
const StaticPageScreen = lazy(() =>
  import('../../features/static-pages/static-page').then((m) => ({ default: m.StaticPage })),
);
const NotFoundScreen = lazy(() =>
  import('../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const OopsScreen = lazy(() =>
  import('../../features/cms/oops-page').then((m) => ({ default: m.OopsPage })),
);
const LobbyScreen = lazy(() => import('./lobby-route').then((m) => ({ default: m.LobbyRoute })));
const AwardsScreen = lazy(() =>
  import('../../features/cms/awards-page').then((m) => ({ default: m.AwardsPage })),
);
const NewsListScreen = lazy(() =>
  import('../../features/cms/news-list-page').then((m) => ({ default: m.NewsListPage })),
);
const NewsScreen = lazy(() =>
  import('../../features/cms/news-page').then((m) => ({ default: m.NewsPage })),
);
const ProfileScreen = lazy(() =>
  import('./profile-route').then((m) => ({ default: m.ProfileRoute })),
);
const FfcScreen = lazy(() =>
  import('../../features/feature-flags/ffc-screen').then((m) => ({ default: m.FfcScreen })),
);

// The gift screens (GF-030): the single bonus page and /bonus-balance, each its own chunk.
const BonusScreen = lazy(() => import('./gifts-screens').then((m) => ({ default: m.BonusRoute })));
const BonusBalanceScreen = lazy(() =>
  import('./gifts-screens').then((m) => ({ default: m.BonusBalanceRoute })),
);

/** A screen a later issue builds: D's honest coming-soon state, named by its title key. */
export const soon = (titleKey: string) => <ComingSoonScreen titleKey={titleKey} />;
export const staticPage = (slug: string) => <StaticPageScreen key={slug} slug={slug} />;
export const notFound = () => <NotFoundScreen />;
export const oops = () => <OopsScreen />;
export const ffc = () => <FfcScreen />;
export const lobbyScreen = () => <LobbyScreen />;
export const awards = () => <AwardsScreen />;
export const bonus = () => <BonusScreen />;
export const bonusBalance = () => <BonusBalanceScreen />;
export const newsList = () => <NewsListScreen />;
export const newsItem = () => <NewsScreen />;
/** The profile at `basePath` (/profile or /users), on `tab` ('root' is the base path itself). */
export const profile = (basePath: string, tab: ProfileTabName) => (
  <ProfileScreen basePath={basePath} tab={tab} />
);
