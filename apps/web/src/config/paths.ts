/**
 * Every route of the player site (platform-core.md §2.2, engagement.md §2 Routes, and the
 * requirements.md RT-033 proposals for named screens without a spec path). Hrefs carry no
 * locale prefix: `LocaleLink` / `useLocalePath` add it. No string path lives anywhere else.
 */

export interface PathEntry<Args extends unknown[] = []> {
  /** The react-router pattern, relative to the (optional) locale prefix. */
  path: string;
  getHref: (...args: Args) => string;
}

const fixed = (path: string): PathEntry => ({ path, getHref: () => path });

const withQuery = (href: string, query?: Record<string, string | undefined>): string => {
  if (!query) return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${href}?${text}` : href;
};

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** The tabs of /tournaments (engagement.md §2; RT-037, RT-038). Reserved as tournament slugs. */
export const TOURNAMENT_TABS = [
  'all',
  'producers',
  'lotteries',
  'actions',
  'live',
  'achievements',
  'archive',
] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** The tabs of the rewards mart (engagement.md §2 Rewards mart; RT-034). */
export const REWARDS_MART_TABS = ['discounts', 'freespins', 'money', 'special'] as const;
export type RewardsMartTab = (typeof REWARDS_MART_TABS)[number];

export const PROFILE_TABS = [
  'level',
  'gifts',
  'verification',
  'limits',
  'security',
  'games-history',
  'promocode',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type PlayMode = 'real' | 'demo';

export const paths = {
  home: fixed('/'),
  /** Bare /categories and /games render the lobby (RT-001). */
  categories: fixed('/categories'),
  pokies: { path: '/pokies/:slug', getHref: (slug = 'all') => `/pokies/${seg(slug)}` },
  live: { path: '/live/:slug', getHref: (slug = 'all') => `/live/${seg(slug)}` },
  category: { path: '/categories/:slug', getHref: (slug: string) => `/categories/${seg(slug)}` },
  categoryGames: {
    path: '/games/:categoryId',
    getHref: (categoryId: string | number) => `/games/${seg(categoryId)}`,
  },
  producer: {
    path: '/producers/:slug/:page?',
    getHref: (slug: string, page?: number) =>
      page === undefined || page <= 1
        ? `/producers/${seg(slug)}`
        : `/producers/${seg(slug)}/${page}`,
  },
  favorites: fixed('/favorite-games'),

  /** Cashbox popup routes, login required, main when there is no previous route (RT-007..009). */
  cashbox: {
    root: fixed('/cashbox'),
    dashboard: fixed('/dashboard'),
    deposit: fixed('/deposit'),
    depositAccount: {
      path: '/accounts/:accountId/deposit',
      getHref: (accountId: string | number) => `/accounts/${seg(accountId)}/deposit`,
    },
    depositBonus: fixed('/deposit-bonus'),
    withdraw: fixed('/withdraw'),
    depositFast: fixed('/deposit-fast'),
  },
  accountsHistory: fixed('/accounts/history'),

  /** /profile (alias /users), login required (RT-010, RT-011). */
  profile: {
    root: fixed('/profile'),
    level: fixed('/profile/level'),
    gifts: fixed('/profile/gifts'),
    verification: fixed('/profile/verification'),
    limits: fixed('/profile/limits'),
    limitsConfirm: {
      path: '/profile/limits/confirm',
      getHref: (token?: string) => withQuery('/profile/limits/confirm', { token }),
    },
    security: fixed('/profile/security'),
    gamesHistory: fixed('/profile/games-history'),
    promocode: fixed('/profile/promocode'),
    passwordEdit: fixed('/profile/password/edit'),
    confirmation: fixed('/profile/confirmation'),
  },
  /** The /users alias of /profile (RT-010, RT-013, RT-014). */
  users: {
    root: fixed('/users'),
    passwordEdit: fixed('/users/password/edit'),
    confirmation: fixed('/users/confirmation'),
  },

  play: {
    path: '/play/:producer/:name',
    getHref: (producer: string, name: string, mode?: PlayMode) =>
      withQuery(`/play/${seg(producer)}/${seg(name)}`, { mode }),
  },
  support: fixed('/support'),
  quest: {
    path: '/action/:slug?',
    getHref: (slug?: string) => (slug ? `/action/${seg(slug)}` : '/action'),
  },
  cryptoBenefits: fixed('/benefits-of-crypto'),
  oops: fixed('/oops'),

  /** Guest-only popup routes (RT-022) and auth popups (RT-023). */
  signIn: fixed('/sign-in'),
  login: fixed('/login'),
  signUp: fixed('/sign-up'),
  registration: {
    path: '/registration',
    getHref: (redirect?: string) => withQuery('/registration', { redirect }),
  },
  remind: fixed('/remind'),
  newPassword: {
    path: '/new-password',
    getHref: (query?: Record<string, string>) => withQuery('/new-password', query),
  },
  emailVerify: fixed('/email-verify'),
  confirmation: {
    path: '/confirmation',
    getHref: (confirmationToken?: string) =>
      withQuery('/confirmation', { confirmation_token: confirmationToken }),
  },

  /** Betting area (RT-024). */
  sport: {
    path: '/sport/:param?',
    getHref: (param?: string) => (param ? `/sport/${seg(param)}` : '/sport'),
  },
  sportLogin: fixed('/sport/login'),
  sportRegistration: fixed('/sport/registration'),

  ffc: fixed('/ffc'),

  /** Fixed static pages (RT-026) and CMS pages by slug (RT-039). */
  staticPage: { path: '/:slug', getHref: (slug: string) => `/${seg(slug)}` },
  privacyPolicy: fixed('/privacy-policy'),
  cookiePolicy: fixed('/cookie-policy'),
  termsAndConditions: fixed('/terms-and-conditions'),
  generalRules: fixed('/general-rules'),
  awards: fixed('/awards'),
  bonusBalance: fixed('/bonus-balance'),
  responsibleGaming: fixed('/responsible-gaming'),

  tournaments: {
    path: '/tournaments/:tab?',
    getHref: (tab?: TournamentTab) => (tab ? `/tournaments/${tab}` : '/tournaments'),
  },
  tournament: {
    path: '/tournaments/:idOrSlug',
    getHref: (idOrSlug: string | number) => `/tournaments/${seg(idOrSlug)}`,
  },
  tournamentLeaderboard: {
    path: '/tournaments/:idOrSlug/leaderboard',
    getHref: (idOrSlug: string | number) => `/tournaments/${seg(idOrSlug)}/leaderboard`,
  },
  achievements: fixed('/tournaments/achievements'),
  lottery: {
    path: '/lottery/:idOrSlug',
    getHref: (idOrSlug: string | number) => `/lottery/${seg(idOrSlug)}`,
  },

  /** Brand paths of engagement.md §2 (RT-032, RT-034, RT-035) and RT-033 proposals. */
  rewardsMart: {
    path: '/rocket-mart/:tab?',
    getHref: (tab?: RewardsMartTab) => (tab ? `/rocket-mart/${tab}` : '/rocket-mart'),
  },
  chance: fixed('/rocket-chance'),
  wheel: fixed('/rocketplay-wheel'),
  wheelSegments: fixed('/rocketplay-wheel/segments'),
  martWheel: fixed('/rocketmart-wheel'),
  /** Both wheels have a segments page (LB-014): the mart's wheel too. */
  martWheelSegments: fixed('/rocketmart-wheel/segments'),
  /**
   * The jackpots screen (engagement.md §2 Other screens: the winners leaderboard and the
   * jackpot slider) that the side menu's Jackpots and the top bar's Mystic jackpots open. The
   * spec gives it no path; one jackpot's own page stays `/{identifier}` (RT-029).
   */
  jackpots: fixed('/jackpots'),
  vipClub: fixed('/rocketplay-vipclub'),
  vip: fixed('/vip'),
  vipAdventure: fixed('/vip-adventure'),
  activityHub: fixed('/aquanova-odyssey'),
  promotions: fixed('/promotions'),
  promotion: { path: '/promotions/:slug', getHref: (slug: string) => `/promotions/${seg(slug)}` },
  arena: fixed('/arena'),
  bonus: { path: '/bonus/:id', getHref: (id: string | number) => `/bonus/${seg(id)}` },
  news: fixed('/news'),
  newsItem: { path: '/news/:slug', getHref: (slug: string) => `/news/${seg(slug)}` },
  payments: fixed('/payments'),
  compPoints: fixed('/comp-points'),

  /** `/{identifier}`: mystic jackpot, after every fixed route and CMS slug (RT-029, RT-030). */
  mysticJackpot: {
    path: '/:identifier',
    getHref: (identifier: string) => `/${seg(identifier)}`,
  },
} as const;
