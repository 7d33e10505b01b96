import type { Player } from '@croupier/contracts/player';
import type { PasswordChangeRequest } from '@croupier/contracts/security';
import {
  VALIDATION,
  type NewPasswordRequest,
  type PasswordRestoreRequest,
} from '@croupier/contracts/users';
import { isCommonPassword } from '@croupier/domain/player/common-passwords';
import { normalizeEmail } from '@croupier/domain/player/field-rules';
import { passwordProblems } from '@croupier/domain/player/password-policy';
import type { AppDeps } from '../../app-deps.js';
import type { ClientContext, RequestContext } from '../../lib/request-context.js';
import type { SessionCookies } from './session-cookie.js';
import { AppError } from '../../lib/app-error.js';
import { playerView } from '../player/player.read.js';
import {
  getPlayerByEmail,
  getPlayerRow,
  updatePlayer,
  type PlayerRow,
} from '../player/player.service.js';
import type { AuthContext } from './sessions.service.js';
import {
  MAIL_REQUEST_FLOOR_MS,
  claimAccountMail,
  requireMailCaptcha,
  withTimeFloor,
} from './mail-request.js';
import { hashPassword } from './passwords.js';
import { requireSecondFactor } from './second-factor-check.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { queueResetPasswordMail, queueSecurityNotice } from './security-mail.js';
import { endOtherSessions, startSession } from './sessions.service.js';
import { clearFailures } from './throttle.service.js';
import { consumeToken, findUsableToken, issueToken } from './tokens.service.js';

/**
 * Forgotten and changed passwords (SS-017, SS-018; RELIABILITY AS-02, AS-03, AS-06, AS-09).
 * A reset proves the address, so it is also the owner's way out of the sign-in hard stop; it
 * never gets round two-factor, and both a reset and a change end the other sessions.
 */

/** AS-02 beyond the contract's sync rules: the common list and the owner's own e-mail/nickname. */
export function newPasswordErrors(
  password: string,
  owner: Pick<PlayerRow, 'email' | 'nickname'>,
): Record<string, string[]> | null {
  const messages: string[] = [];
  if (passwordProblems(password, owner).includes('contains_identity'))
    messages.push(VALIDATION.PASSWORD_CONTAINS_IDENTITY);
  if (isCommonPassword(password)) messages.push(VALIDATION.PASSWORD_COMMON);
  return messages.length > 0 ? { password: messages } : null;
}

/**
 * `POST /api/users/password`: the same `{}` for every address. A known, enabled account gets a
 * 6-hour link; an unknown one costs the same time (AS-09).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  context: ClientContext,
  user: PasswordRestoreRequest['user'],
): Promise<Record<string, never>> {
  await requireMailCaptcha(deps, context, user.captcha);
  return withTimeFloor(MAIL_REQUEST_FLOOR_MS, async () => {
    const player = await getPlayerByEmail(deps, normalizeEmail(user.email));
    // The unknown path is shorter; the time floor hides by how much.
    if (!player || player.disabledAt || !(await claimAccountMail(deps, player.id))) return {};
    await deps.database.db.transaction(async (tx) => {
      const token = await issueToken(deps, tx, 'reset_password', player.id, player.email);
      await queueResetPasswordMail(deps, tx, context, player, token);
      await recordSecurityEvent(deps, tx, {
        playerId: player.id,
        type: 'password_reset_requested',
        context,
      });
    });
    return {};
  });
}

/**
 * `PUT /api/users/password`: a new password from a mailed link. The player ends up signed in
 * on a fresh session and every other session is over. With two-factor on, the code is checked
 * before the token is used, so a missing or wrong code leaves the link working (AS-09).
 */
export async function resetPassword(
  deps: AppDeps,
  context: RequestContext,
  cookies: SessionCookies,
  user: NewPasswordRequest['user'],
): Promise<Player> {
  const tokenError = () => AppError.invalid({ reset_password_token: [VALIDATION.TOKEN_INVALID] });
  const found = await findUsableToken(
    deps,
    deps.database.db,
    'reset_password',
    user.reset_password_token,
  );
  const player = found ? await getPlayerRow(deps, found.playerId) : undefined;
  if (!found || !player || player.disabledAt) throw tokenError();

  const policy = newPasswordErrors(user.password, player);
  if (policy) throw AppError.invalid(policy);
  if (player.twoFactorEnabledAt) {
    await requireSecondFactor(deps, context, player, user.otp_attempt, {
      field: 'otp_attempt',
      allowRecoveryCode: true,
    });
  }
  const passwordHash = await hashPassword(user.password);

  const view = await deps.database.db.transaction(async (tx) => {
    // Used here, not above: a concurrent reset with the same link loses the race cleanly.
    const token = await consumeToken(deps, tx, 'reset_password', user.reset_password_token);
    if (!token) throw tokenError();
    const now = deps.clock.now();
    // The link reached the address it was sent to, which confirms that address.
    const provesAddress = token.email !== null && token.email === player.email;
    await updatePlayer(deps, tx, player.id, {
      passwordHash,
      passwordChangedAt: now,
      ...(provesAddress && !player.confirmedAt ? { confirmedAt: now } : {}),
    });
    await endOtherSessions(deps, tx, player.id, null, 'password_reset');
    await startSession(deps, tx, context, cookies, player.id);
    await recordSecurityEvent(deps, tx, { playerId: player.id, type: 'password_reset', context });
    await queueSecurityNotice(deps, tx, player, 'password_changed');
    return playerView(deps, player.id, tx);
  });
  // AS-03: the owner who proved the address is out of the hard stop and the captcha.
  await clearFailures(deps, 'sign_in:account', player.emailNormalized);
  return view;
}

/**
 * `PUT /api/player/password` (AS-08 re-auth is the caller's). Other sessions end unless the
 * player chose to keep them (AS-06); this one stays signed in.
 */
export async function changePassword(
  deps: AppDeps,
  context: RequestContext,
  auth: AuthContext,
  body: PasswordChangeRequest,
): Promise<void> {
  const player = await getPlayerRow(deps, auth.playerId);
  if (!player) throw new AppError('not_signed_in', 'Please sign in');
  const policy = newPasswordErrors(body.password, player);
  if (policy) throw AppError.invalid(policy);
  const passwordHash = await hashPassword(body.password);
  await deps.database.db.transaction(async (tx) => {
    await updatePlayer(deps, tx, player.id, {
      passwordHash,
      passwordChangedAt: deps.clock.now(),
    });
    const ended =
      body.end_other_sessions === false
        ? 0
        : await endOtherSessions(deps, tx, player.id, auth.sessionId, 'password_changed');
    await recordSecurityEvent(deps, tx, {
      playerId: player.id,
      type: 'password_changed',
      context,
      details: { other_sessions_ended: ended },
    });
    await queueSecurityNotice(deps, tx, player, 'password_changed');
  });
}
