import { requiredFieldsFor } from '@croupier/contracts/info';
import type { Player } from '@croupier/contracts/player';
import {
  VALIDATION,
  minimumAgeFor,
  registrationAgeProblem,
  type RegistrationUser,
} from '@croupier/contracts/users';
import { birthDateToIso } from '@croupier/domain/player/birthday';
import { isCommonPassword } from '@croupier/domain/player/common-passwords';
import { defaultCurrency } from '@croupier/domain/player/default-currency';
import { normalizeEmail } from '@croupier/domain/player/field-rules';
import { testerSplitGroup } from '@croupier/domain/player/registration-variant';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { SessionCookies } from './session-cookie.js';
import { AppError } from '../../lib/app-error.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { assertGeoAllowed, behavesAs, isPlayerCountry } from '../geo/geo.service.js';
import { playerView } from '../player/player.read.js';
import {
  addGroupsBySystem,
  createPlayerWithAccount,
  getPlayerByEmail,
} from '../player/player.service.js';
import { queueConfirmationMail } from './confirmation-mail.js';
import { hashPassword } from './passwords.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { startSession } from './sessions.service.js';

/** Postgres unique violation: two registrations raced for one e-mail. */
const UNIQUE_VIOLATION = '23505';

/**
 * `POST /api/users` (SS-012, SS-013; issue rules): every field rule of the contract, then the
 * rules that need the brand, the clock or the database — age by country, country and currency
 * support, common passwords, e-mail uniqueness. The player starts signed in, in the tester
 * split group their id gives (SS-026/SS-027, done here rather than trusting the client), with
 * an account in the default currency and a confirmation mail queued in the same transaction.
 */
export async function registerPlayer(
  deps: AppDeps,
  context: RequestContext,
  cookies: SessionCookies,
  user: RegistrationUser,
  /** The affiliate cookies the site set on landing, when the body names none. */
  attribution: { stag?: string | undefined; affbId?: string | undefined },
): Promise<Player> {
  await assertGeoAllowed(deps, context, 'registration');
  const { config } = await brandService(deps).get();
  const now = deps.clock.now();
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const country = (user.country ?? behavesAs(config, context.country)).toUpperCase();
  if (!isPlayerCountry(config, country)) {
    add('country', VALIDATION.COUNTRY_UNSUPPORTED);
  }
  const wallets = config.currencies.filter((currency) => !currency.demo).map((c) => c.code);
  if (user.currency !== undefined && !wallets.includes(user.currency)) {
    add('currency', VALIDATION.CURRENCY_UNSUPPORTED);
  }
  const currency =
    user.currency ??
    defaultCurrency(country, {
      countryCurrency: config.countryCurrency,
      supported: wallets,
      fallback: config.defaultCurrency,
    });

  const ageProblem = registrationAgeProblem({ ...user, country }, now);
  if (ageProblem) add('date_of_birth', ageProblem);
  for (const field of requiredFieldsFor(config.playerFields, 'registration')) {
    const value = (user as Record<string, unknown>)[field];
    if (field !== 'country' && (value === undefined || value === ''))
      add(field, VALIDATION.REQUIRED);
  }
  if (isCommonPassword(user.password)) add('password', VALIDATION.PASSWORD_COMMON);

  const emailNormalized = normalizeEmail(user.email);
  if (await getPlayerByEmail(deps, emailNormalized)) add('email', VALIDATION.EMAIL_TAKEN);
  if (Object.keys(errors).length > 0) {
    throw new AppError('invalid_input', 'Invalid input', {
      fields: errors,
      ...(ageProblem === VALIDATION.AGE_TOO_YOUNG
        ? { internal: `minimum age ${minimumAgeFor({ ...user, country })}` }
        : {}),
    });
  }

  const passwordHash = await hashPassword(user.password);
  const language = negotiateLocale(
    config,
    context.hostname,
    context.locale,
    context.acceptLanguage,
  );
  try {
    return await deps.database.db.transaction(async (tx) => {
      const player = await createPlayerWithAccount(deps, tx, {
        email: user.email.trim(),
        emailNormalized,
        passwordHash,
        nickname: user.nickname || null,
        firstName: user.first_name ?? null,
        lastName: user.last_name ?? null,
        dateOfBirth: user.date_of_birth ? birthDateToIso(user.date_of_birth) : null,
        country,
        postalCode: user.postal_code ?? null,
        state: user.state ?? null,
        mobilePhone: user.mobile_phone ?? null,
        receivePromos: user.receive_promos ?? false,
        receiveSmsPromos: user.receive_sms_promos ?? false,
        currency,
        language,
        termsAcceptedAt: now,
        stag: user.stag ?? attribution.stag ?? null,
        affbId: user.affb_id ?? attribution.affbId ?? null,
        registrationDfpc: user.dfpc ?? null,
        registrationVariant: user.variant ?? null,
        registrationIp: context.ip,
        registrationCountry: context.country,
        signInCount: 1,
        currentSignInAt: now,
        currentSignInIp: context.ip,
        createdAt: now,
        updatedAt: now,
      });
      await addGroupsBySystem(
        deps,
        tx,
        player.id,
        [testerSplitGroup(player.id, config.groups.abSplit)],
        'registration',
      );
      await enqueueEvent(tx, 'player.registered', {
        playerId: player.id,
        currency,
        country,
        locale: language,
        createdAt: now.toISOString(),
        // The gifts module issues the registration gift chosen at sign-up (if still offered).
        ...(user.bonus_id ? { registrationGiftId: user.bonus_id } : {}),
      });
      await recordSecurityEvent(deps, tx, {
        playerId: player.id,
        type: 'sign_up',
        context,
        details: { dfpc: user.dfpc ?? null, variant: user.variant ?? null },
      });
      await queueConfirmationMail(deps, tx, context, player);
      await startSession(deps, tx, context, cookies, player.id);
      return playerView(deps, player.id, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.invalid({ email: [VALIDATION.EMAIL_TAKEN] });
    }
    throw error;
  }
}

/** Drizzle wraps the driver's error; either may carry the SQLSTATE. */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}
