import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { adventuresPlugin } from './adventures/adventures.plugin.js';
import { adventuresRoutes } from './adventures/adventures.routes.js';
import { authPlugin } from './auth/auth.plugin.js';
import { authRoutes } from './auth/auth.routes.js';
import { confirmationRoutes } from './auth/confirmation.routes.js';
import { passwordRoutes } from './auth/password.routes.js';
import { sessionsRoutes } from './auth/sessions.routes.js';
import { twoFactorRoutes } from './auth/two-factor.routes.js';
import { compPointsPlugin } from './comp-points/comp-points.plugin.js';
import { compPointsRoutes } from './comp-points/comp-points.routes.js';
import { cmsRoutes } from './cms/cms.routes.js';
import { exchangeRatesPlugin } from './exchange-rates/exchange-rates.plugin.js';
import { feConfigRoutes } from './fe-config/fe-config.routes.js';
import { gamesPlugin } from './games/games.plugin.js';
import { gamesRoutes } from './games/games.routes.js';
import { launchRoutes } from './games/launch.routes.js';
import { playerGamesRoutes } from './games/player-games.routes.js';
import { geoRoutes } from './geo/geo.routes.js';
import { giftsPlugin } from './gifts/gifts.plugin.js';
import { giftsRoutes } from './gifts/gifts.routes.js';
import { promoRoutes } from './gifts/promo-routes.js';
import { healthRoutes } from './health/health.routes.js';
import { infoRoutes } from './info/info.routes.js';
import { kycRoutes } from './kyc/kyc.routes.js';
import { ledgerPlugin } from './ledger/ledger.plugin.js';
import { limitsPlugin } from './limits/limits.plugin.js';
import { limitsRoutes } from './limits/limits.routes.js';
import { lootboxesPlugin } from './lootboxes/lootboxes.plugin.js';
import { lootboxesRoutes } from './lootboxes/lootboxes.routes.js';
import { lotteriesPlugin } from './lotteries/lotteries.plugin.js';
import { lotteriesRoutes } from './lotteries/lotteries.routes.js';
import { mailPlugin } from './mail/mail.plugin.js';
import { notificationsPlugin } from './notifications/notifications.plugin.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { outboxPlugin } from './outbox/outbox.plugin.js';
import { bonusCodeRoutes } from './payments/bonus-code.routes.js';
import { paymentsPlugin } from './payments/payments.plugin.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { webhooksRoutes } from './payments/webhooks.routes.js';
import { accountRoutes } from './player/account.routes.js';
import { playerRoutes } from './player/player.routes.js';
import { profileRoutes } from './player/profile.routes.js';
import { realtimePlugin } from './realtime/realtime.plugin.js';
import { supportRoutes } from './support/support.routes.js';
import { tournamentsPlugin } from './tournaments/tournaments.plugin.js';
import { tournamentsRoutes } from './tournaments/tournaments.routes.js';
import { trackingRoutes } from './tracking/tracking.routes.js';
import { translationsRoutes } from './translations/translations.routes.js';
import { vipPlugin } from './vip/vip.plugin.js';
import { vipRoutes } from './vip/vip.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';
import { jackpotsPlugin } from './jackpots/jackpots.plugin.js';
import { jackpotsRoutes } from './jackpots/jackpots.routes.js';

/**
 * The tiers, lowest first (DESIGN.md §12). A module imports modules of its own tier or a lower
 * one, never a higher one: the ledger and the wallet never import an engagement module. Lint
 * enforces it (eslint.config.js reads `MODULE_TIERS` through tooling/eslint/api-tiers.js, and
 * registry.test.ts holds the two lists equal).
 */
export const TIERS = ['platform', 'money-core', 'engagement'] as const;
export type Tier = (typeof TIERS)[number];

export interface ApiModule {
  /** Its folder, `modules/<name>`. */
  name: string;
  tier: Tier;
  /**
   * What it brings to the app before any route: decorations (`app.outbox`, `app.auth`...),
   * outbox consumers and jobs. A fastify-plugin, named, with its `dependencies`.
   */
  plugin?: FastifyPluginAsync;
  /** Its HTTP routes, each file a plugin. */
  routes?: readonly FastifyPluginAsync[];
}

/**
 * Every module of the api, once, in tier order: the one place to see what the api is made of.
 * `buildApp` registers every plugin in this order, then every module's routes in this order.
 */
export const MODULES: readonly ApiModule[] = [
  // Platform: who the player is, where, in which language, and how they hear from us.
  { name: 'health', tier: 'platform', routes: [healthRoutes] },
  // The outbox and real-time push come first: every later plugin adds consumers and jobs to them.
  { name: 'outbox', tier: 'platform', plugin: outboxPlugin },
  { name: 'realtime', tier: 'platform', plugin: realtimePlugin },
  {
    name: 'notifications',
    tier: 'platform',
    plugin: notificationsPlugin,
    routes: [notificationsRoutes],
  },
  { name: 'brand', tier: 'platform' },
  { name: 'geo', tier: 'platform', routes: [geoRoutes] },
  { name: 'exchange-rates', tier: 'platform', plugin: exchangeRatesPlugin },
  { name: 'info', tier: 'platform', routes: [infoRoutes] },
  { name: 'fe-config', tier: 'platform', routes: [feConfigRoutes] },
  { name: 'cms', tier: 'platform', routes: [cmsRoutes] },
  { name: 'tracking', tier: 'platform', routes: [trackingRoutes] },
  { name: 'translations', tier: 'platform', routes: [translationsRoutes] },
  { name: 'audit', tier: 'platform' },
  { name: 'mail', tier: 'platform', plugin: mailPlugin },
  { name: 'player', tier: 'platform', routes: [playerRoutes, profileRoutes, accountRoutes] },
  {
    name: 'auth',
    tier: 'platform',
    plugin: authPlugin,
    routes: [authRoutes, passwordRoutes, twoFactorRoutes, sessionsRoutes, confirmationRoutes],
  },
  { name: 'kyc', tier: 'platform', routes: [kycRoutes] },
  { name: 'support', tier: 'platform', routes: [supportRoutes] },

  // Money core: the books and everything that moves money or gates it.
  { name: 'ledger', tier: 'money-core', plugin: ledgerPlugin },
  { name: 'accounts', tier: 'money-core', routes: [accountsRoutes] },
  { name: 'limits', tier: 'money-core', plugin: limitsPlugin, routes: [limitsRoutes] },
  {
    name: 'payments',
    tier: 'money-core',
    plugin: paymentsPlugin,
    routes: [paymentsRoutes, webhooksRoutes, bonusCodeRoutes],
  },
  {
    name: 'games',
    tier: 'money-core',
    plugin: gamesPlugin,
    routes: [gamesRoutes, playerGamesRoutes, launchRoutes],
  },
  { name: 'wallet', tier: 'money-core', routes: [walletRoutes] },
  // Pools the wallet feeds and pays inside its own transactions (docs/jackpots.md).
  { name: 'jackpots', tier: 'money-core', plugin: jackpotsPlugin, routes: [jackpotsRoutes] },

  // Engagement (gifts, comp points, VIP, tournaments, lotteries, quests, lootboxes, wheel,
  // jackpots) comes here, above the money core.
  {
    name: 'gifts',
    tier: 'engagement',
    plugin: giftsPlugin,
    routes: [giftsRoutes, promoRoutes],
  },
  { name: 'comp-points', tier: 'engagement', plugin: compPointsPlugin, routes: [compPointsRoutes] },
  {
    name: 'adventures',
    tier: 'engagement',
    plugin: adventuresPlugin,
    routes: [adventuresRoutes],
  },
  { name: 'vip', tier: 'engagement', plugin: vipPlugin, routes: [vipRoutes] },
  {
    name: 'lootboxes',
    tier: 'engagement',
    plugin: lootboxesPlugin,
    routes: [lootboxesRoutes],
  },
  {
    name: 'lotteries',
    tier: 'engagement',
    plugin: lotteriesPlugin,
    routes: [lotteriesRoutes],
  },
  {
    name: 'tournaments',
    tier: 'engagement',
    plugin: tournamentsPlugin,
    routes: [tournamentsRoutes],
  },
];
