import type { Player } from '@croupier/contracts/player';
import { VALIDATION, type ConfirmationResendRequest } from '@croupier/contracts/users';
import { normalizeEmail } from '@croupier/domain/player/field-rules';
import type { AppDeps } from '../../app-deps.js';
import type { ClientContext, RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { playerView } from '../player/player.read.js';
import { getPlayerByEmail, getPlayerRow, updatePlayer } from '../player/player.service.js';
import type { AuthContext } from './sessions.service.js';
import { queueConfirmationMail } from './confirmation-mail.js';
import {
  MAIL_REQUEST_FLOOR_MS,
  claimAccountMail,
  requireMailCaptcha,
  withTimeFloor,
} from './mail-request.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { consumeToken } from './tokens.service.js';

/**
 * E-mail confirmation (SS-019, SS-020; RELIABILITY AS-09). A link confirms only the player it
 * was issued for and only the address it was sent to: once the address changes, an older link
 * is dead even if it leaked.
 */

/**
 * `GET /api/users/confirmation`. Answers with the signed-in player (whoever the link was for:
 * another player's data is never shown) or `{}` for a guest.
 */
export async function confirmEmail(
  deps: AppDeps,
  context: RequestContext,
  confirmationToken: string,
  signedIn: () => Promise<AuthContext | null>,
): Promise<Player> {
  await deps.database.db.transaction(async (tx) => {
    const token = await consumeToken(deps, tx, 'confirmation', confirmationToken);
    const player = token ? await getPlayerRow(deps, token.playerId, tx) : undefined;
    if (
      !token ||
      !player ||
      token.email === null ||
      normalizeEmail(token.email) !== player.emailNormalized
    ) {
      throw AppError.invalid({ confirmation_token: [VALIDATION.TOKEN_INVALID] });
    }
    if (player.confirmedAt) return;
    await updatePlayer(deps, tx, player.id, { confirmedAt: deps.clock.now() });
    await recordSecurityEvent(deps, tx, {
      playerId: player.id,
      type: 'email_confirmed',
      context,
      details: { email: player.email },
    });
  });
  // Asked after the confirmation, which must not depend on the state of this browser's session.
  const auth = await signedIn();
  return auth ? playerView(deps, auth.playerId) : {};
}

/**
 * `POST /api/users/confirmation`: a new link to an unconfirmed address. The body is `{}` for
 * any address; only the signed-in player asking about their own, already confirmed address is
 * told so (SS-021), since that reveals nothing they do not know.
 */
export async function resendConfirmation(
  deps: AppDeps,
  context: ClientContext,
  auth: AuthContext | null,
  user: ConfirmationResendRequest['user'],
): Promise<Record<string, never>> {
  const email = normalizeEmail(user.email);
  const own = auth ? await getPlayerRow(deps, auth.playerId) : undefined;
  if (own && own.emailNormalized === email && own.confirmedAt) {
    throw AppError.invalid({ email: [VALIDATION.ALREADY_CONFIRMED] });
  }
  await requireMailCaptcha(deps, context, user.captcha);
  return withTimeFloor(MAIL_REQUEST_FLOOR_MS, async () => {
    const player = await getPlayerByEmail(deps, email);
    if (!player || player.confirmedAt || player.disabledAt) return {};
    if (!(await claimAccountMail(deps, player.id))) return {};
    await deps.database.db.transaction(async (tx) => {
      await queueConfirmationMail(deps, tx, context, player);
    });
    return {};
  });
}
