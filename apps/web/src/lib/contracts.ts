import { z } from 'zod';
import { awardSchema } from '@croupier/contracts/info';

/**
 * Every contract schema the player site parses responses with, in ONE module that fetchers
 * load with `await import('…/lib/contracts')` (decision 0201). Kept in one lazily loaded chunk,
 * zod's `z` namespace never crosses a chunk boundary, so the bundler tree-shakes it (~20 KB gzip)
 * instead of materialising all of zod with its 64 locales (~88 KB gzip). Import schemas from
 * here at run time; `import type` from `@croupier/contracts/*` as usual.
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
  playerSettingsSchema,
  serverFrameSchema,
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

/** PR-014's played-games page, until the games module's contract exists. */
export const playedGamesSchema = z.object({
  data: z.array(
    z.object({
      game: z.object({
        identifier: z.string(),
        title: z.string(),
        provider: z.string().nullable().optional(),
        seo_title: z.string().nullable().optional(),
      }),
      last_played_at: z.string(),
      bets_cents: z.number().int(),
      wins_cents: z.number().int(),
      currency: z.string(),
    }),
  ),
});
export type PlayedGames = z.infer<typeof playedGamesSchema>;

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
