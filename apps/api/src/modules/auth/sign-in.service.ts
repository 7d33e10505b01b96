import type { Player } from '@croupier/contracts/player';
import { VALIDATION, type SignInRequest } from '@croupier/contracts/users';
import { normalizeEmail } from '@croupier/domain/player/field-rules';
import type { AppDeps } from '../../app-deps.js';
import type { ClientContext } from '../../lib/request-context.js';
import type { SessionCookies } from './session-cookie.js';
import { AppError } from '../../lib/app-error.js';
import { assertGeoAllowed } from '../geo/geo.service.js';
import { playerView } from '../player/player.read.js';
import { getPlayerByEmail, updatePlayer } from '../player/player.service.js';
import { verifyCaptcha } from './captcha.service.js';
import { queueNewSignInMail } from './security-mail.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { requireSecondFactor } from './second-factor-check.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { startSession } from './sessions.service.js';
import {
  ACCOUNT_HARD_STOP,
  ACCOUNT_HARD_STOP_WINDOW_MS,
  CAPTCHA_AFTER_FAILURES,
  FAILURE_WINDOW_MS,
  clearFailures,
  failuresWithin,
  hardStopSecondsLeft,
  recordFailure,
} from './throttle.service.js';

type SignInUser = SignInRequest['user'];

/**
 * `POST /api/users/sign_in` (SS-007..SS-011; RELIABILITY AS-03, AS-07). Failures never answer
 * 401 (that would log the client out) and never say whether the e-mail exists. After three
 * failures per account or per IP in 15 minutes a captcha is required, so a script pays for
 * every guess while the owner, who can solve it, is never locked out; after 100 in a day the
 * account accepts only the e-mail reset path. Two-factor players get `otp_required` and then
 * at most five wrong codes per 15 minutes.
 */
export async function signIn(
  deps: AppDeps,
  context: ClientContext,
  cookies: SessionCookies,
  user: SignInUser,
): Promise<Player> {
  await assertGeoAllowed(deps, context, 'login');
  const email = normalizeEmail(user.email);
  const ip = context.ip;

  const hardStopLeft = await hardStopSecondsLeft(
    deps,
    'sign_in:account',
    email,
    ACCOUNT_HARD_STOP_WINDOW_MS,
    ACCOUNT_HARD_STOP,
  );
  if (hardStopLeft !== null) {
    throw new AppError('rate_limited', 'Too many failed sign-ins: reset your password by e-mail', {
      internal: `hard stop for ${email}`,
      retryAfterSeconds: hardStopLeft,
    });
  }
  const [accountFailures, ipFailures] = await Promise.all([
    failuresWithin(deps, 'sign_in:account', email, FAILURE_WINDOW_MS),
    failuresWithin(deps, 'sign_in:ip', ip, FAILURE_WINDOW_MS),
  ]);
  if (Math.max(accountFailures, ipFailures) >= CAPTCHA_AFTER_FAILURES) {
    if (user.captcha === undefined || user.captcha === '') {
      throw captchaError('captcha_required', VALIDATION.CAPTCHA_REQUIRED);
    }
    if (!(await verifyCaptcha(deps, user.captcha))) {
      throw captchaError('captcha_invalid', VALIDATION.CAPTCHA_INVALID);
    }
  }

  const player = await getPlayerByEmail(deps, email);
  const passwordOk = await verifyPassword(player?.passwordHash ?? null, user.password);
  if (!player || !passwordOk || player.disabledAt) {
    await recordFailure(deps, 'sign_in:account', email);
    await recordFailure(deps, 'sign_in:ip', ip);
    await recordSecurityEvent(deps, deps.database.db, {
      playerId: player?.id ?? null,
      type: 'sign_in_failed',
      context,
      details: { reason: !player ? 'unknown_email' : player.disabledAt ? 'disabled' : 'password' },
    });
    const captchaNext = Math.max(accountFailures, ipFailures) + 1 >= CAPTCHA_AFTER_FAILURES;
    throw new AppError('invalid_credentials', 'Invalid e-mail or password', {
      fields: { base: [VALIDATION.INVALID_CREDENTIALS] },
      ...(captchaNext ? { flags: { captcha_required: true } } : {}),
    });
  }

  // Before the transaction: a used code stays used even if what follows fails, and the
  // failure count is written outside any transaction (the embedded database has one connection).
  const method = player.twoFactorEnabledAt
    ? await requireSecondFactor(deps, context, player, user.otp_attempt, {
        field: 'otp_attempt',
        allowRecoveryCode: true,
      })
    : 'password';

  await clearFailures(deps, 'sign_in:account', email);
  // Inside: only `tx` — the embedded database has one connection, so a query on `deps.database`
  // would wait for this transaction forever.
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await updatePlayer(deps, tx, player.id, {
      signInCount: player.signInCount + 1,
      lastSignInAt: player.currentSignInAt,
      lastSignInIp: player.currentSignInIp,
      currentSignInAt: now,
      currentSignInIp: ip,
      // AS-01: parameters raised since this hash was made are applied now, while we know it.
      ...(player.passwordHash && needsRehash(player.passwordHash)
        ? { passwordHash: await hashPassword(user.password) }
        : {}),
    });
    await startSession(deps, tx, context, cookies, player.id);
    await recordSecurityEvent(deps, tx, {
      playerId: player.id,
      type: 'sign_in',
      context,
      details: { method, dfpc: user.dfpc ?? null },
    });
    // AS-06: a notice of every new sign-in, so a stranger's session does not go unseen.
    await queueNewSignInMail(deps, tx, context, player);
    return playerView(deps, player.id, tx);
  });
}

function captchaError(code: 'captcha_required' | 'captcha_invalid', message: string): AppError {
  return new AppError(code, 'Please complete the captcha', {
    fields: { captcha: [message] },
    flags: { captcha_required: true },
  });
}
