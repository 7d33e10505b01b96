import { z } from 'zod';
import { giftOfferSchema, giftSchema } from '@croupier/contracts/gifts';
import { awardSchema } from '@croupier/contracts/info';

/**
 * Every contract schema the player site uses at run time, in ONE lazily loaded module (decision
 * 0201): forms, the game bridge and socket frames parse with them, and in development and tests
 * the api's answers too (`apiRequest`'s `contract`, decision 0203). Kept in one chunk, zod's `z`
 * namespace never crosses a chunk boundary, so the bundler tree-shakes it (~20 KB gzip) instead
 * of materialising all of zod with its 64 locales (~88 KB gzip). Import schemas from here at run
 * time (or pick them in `contract:`); `import type` from `@croupier/contracts/*` as usual.
 */
export {
  cmsPageSchema,
  cmsPagesResponseSchema,
  cmsSnippetsResponseSchema,
} from '@croupier/contracts/cms';
export { feConfigSchemas } from '@croupier/contracts/fe-config';
export { clientContextResponseSchema, currentIpResponseSchema } from '@croupier/contracts/geo';
export {
  countriesResponseSchema,
  currenciesResponseSchema,
  localesResponseSchema,
  projectResponseSchema,
} from '@croupier/contracts/info';
export { playerSchema } from '@croupier/contracts/player';
export {
  isPublicChannel,
  notificationSchema,
  playerSettingsSchema,
  serverFrameSchema,
  storedNotificationsResponseSchema,
} from '@croupier/contracts/realtime';
export { networkPerformanceSchema } from '@croupier/contracts/tracking';
export {
  checkEmailResponseSchema,
  minimumAgeFor,
  newPasswordRequestSchema,
  registrationAgeProblem,
  registrationRequestSchema,
} from '@croupier/contracts/users';

/** CMS-021: the `awards` CMS page carries its list in `blocks.json.awards`. */
export const awardsBlockSchema = z.object({ awards: z.array(awardSchema) });

// The profile's forms and calls (features/profile).
export { playerFieldsResponseSchema } from '@croupier/contracts/info';
export {
  editableProfileFieldsSchema,
  profileAgeProblem,
  subscriptionsSchema,
  vipManagerResponseSchema,
} from '@croupier/contracts/profile';
export {
  emailSchema,
  fieldErrors,
  PASSWORD_PROBLEM_KEYS,
  passwordSchema,
} from '@croupier/contracts/users';

export {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  recoveryCodesResponseSchema,
  securityEventsResponseSchema,
  sessionsResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolResponseSchema,
} from '@croupier/contracts/security';

export { kycDocumentSchema, kycDocumentsResponseSchema } from '@croupier/contracts/verification';

// Responsible-gaming limits (features/limits).
export {
  gameLimitsPushSchema,
  userLimitSchema,
  userLimitsResponseSchema,
} from '@croupier/contracts/limits';

// Games (features/games, features/game-play, the profile's games history).
export {
  favoriteGamesResponseSchema,
  favoriteIdsResponseSchema,
  favoriteToggleResponseSchema,
  gameCollectionsResponseSchema,
  gameJackpotsResponseSchema,
  gameProvidersResponseSchema,
  gameSchema,
  gamesPageSchema,
  gamesSelectResponseSchema,
  launchResponseSchema,
  playedGamesResponseSchema,
  playedGamesResponseSchema as playedGamesSchema,
} from '@croupier/contracts/games';
export { bridgeMessageSchema } from '@croupier/contracts/studio';
// The live wins ticker (features/live-wins): the public `wins` channel's entries.
export { winEventSchema } from '@croupier/contracts/realtime';
export type { PlayedGame, PlayedGamesResponse as PlayedGames } from '@croupier/contracts/games';

// The cashbox (features/cashbox): accounts, methods, payments, crypto addresses, bonus code,
// fraud check and the payments page.
export {
  balancePushSchema,
  bonusCodeResponseSchema,
  createPaymentResponseSchema,
  cryptoAddressSchema,
  fraudCheckResponseSchema,
  paymentMethodsResponseSchema,
  paymentMethodTableSchema,
  paymentSchema,
  paymentsResponseSchema,
} from '@croupier/contracts/payments';
export {
  playerAccountsResponseSchema,
  playerGroupsResponseSchema,
} from '@croupier/contracts/player';
export { cryptoExchangeRatesResponseSchema } from '@croupier/contracts/info';

// Gifts (features/gifts, the cashbox's deposit gifts, the sign-up's registration gifts).
export { giftChangeAnswerSchema, promoAnswerSchema } from '@croupier/contracts/gifts';
export { giftOfferSchema, giftSchema };
/** GET /api/player/bonuses, /api/player/freespins: arrays of gifts (GF-001, GF-013). */
export const giftListSchema = z.array(giftSchema);
/** GET /api/bonuses/deposit, /api/bonuses/registration: offers to pick (GF-014). */
export const giftOfferListSchema = z.array(giftOfferSchema);

// Comp points and the rewards mart (features/rewards-mart, the floating widgets).
export {
  compPointRatesResponseSchema,
  compPointsBalanceSchema,
  earningRatesResponseSchema,
  exchangeAnswerSchema,
  redeemableRewardsResponseSchema,
} from '@croupier/contracts/comp-points';

// Lootboxes: the floating loot box widget counts the boxes still to open (LB-005).
export { lootboxListSchema } from '@croupier/contracts/lootboxes';
export {
  jackpotsResponseSchema,
  jackpotWinAwardPayloadSchema,
  jackpotWinsResponseSchema,
} from '@croupier/contracts/jackpots';
// Lootboxes, the wheel and Rocket Chance (features/lootboxes).
export {
  chanceDrawResultSchema,
  chanceStateSchema,
  chanceTableSchema,
  lootboxActivationSchema,
  wheelSpinResultSchema,
  wheelStateSchema,
} from '@croupier/contracts/lootboxes';

// The VIP club and the profile's level tab (features/vip).
export { statusesResponseSchema } from '@croupier/contracts/info';
export { vipStatusProgressSchema, vipTiersResponseSchema } from '@croupier/contracts/vip';

// The adventure calendar (features/adventures).
export { adventureStateSchema } from '@croupier/contracts/adventures';

// Tournaments, quests and achievements (features/tournaments).
export {
  tournamentDetailSchema,
  tournamentListSchema,
  tournamentNotificationPushSchema,
  tournamentPlayerListSchema,
  tournamentPlayerStatusSchema,
} from '@croupier/contracts/tournaments';

// Lotteries (features/lotteries).
export {
  lotteriesResponseSchema,
  lotteryDrawSchema,
  lotterySchema,
  lotteryStatusesSchema,
} from '@croupier/contracts/lotteries';
