import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/health.routes.js';
import { infoRoutes } from './modules/info/info.routes.js';
import { feConfigRoutes } from './modules/fe-config/fe-config.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { cmsRoutes } from './modules/cms/cms.routes.js';
import { trackingRoutes } from './modules/tracking/tracking.routes.js';
import { translationsRoutes } from './modules/translations/translations.routes.js';
import { playerRoutes } from './modules/player/player.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { sessionsRoutes } from './modules/auth/sessions.routes.js';
import { confirmationRoutes } from './modules/auth/confirmation.routes.js';
import { profileRoutes } from './modules/player/profile.routes.js';
import { accountRoutes } from './modules/player/account.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { limitsRoutes } from './modules/limits/limits.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { webhooksRoutes } from './modules/payments/webhooks.routes.js';
import { bonusCodeRoutes } from './modules/player/bonus-code.routes.js';

/** Every module of the api, in one list: the one place to see the whole surface. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(geoRoutes);
  await app.register(infoRoutes);
  await app.register(feConfigRoutes);
  await app.register(cmsRoutes);
  await app.register(trackingRoutes);
  await app.register(translationsRoutes);
  await app.register(playerRoutes);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sessionsRoutes);
  await app.register(confirmationRoutes);
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(kycRoutes);
  await app.register(supportRoutes);
  await app.register(limitsRoutes);
  await app.register(paymentsRoutes);
  await app.register(webhooksRoutes);
  await app.register(bonusCodeRoutes);
}
