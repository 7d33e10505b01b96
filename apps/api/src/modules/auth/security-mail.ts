import type { AppDeps } from '../../app-deps.js';
import type { ClientContext, RequestContext } from '../../lib/request-context.js';
import { queueMail } from '../mail/mail.service.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerRow } from '../player/player.service.js';
import { linkOrigin, localePath } from '../mail/mail-links.js';
import { deviceLabel } from './sessions.service.js';
import { TOKEN_TTL_MS } from './tokens.service.js';

type Recipient = Pick<PlayerRow, 'id' | 'email' | 'language'>;

/** AS-06: the new-sign-in notice: when, from where, on what. */
export async function queueNewSignInMail(
  deps: AppDeps,
  tx: Executor,
  context: ClientContext,
  player: Recipient,
): Promise<void> {
  const now = deps.clock.now();
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    locale: player.language,
    template: 'new_sign_in',
    params: {
      time: now.toISOString(),
      ip: context.ip,
      device: deviceLabel(context.userAgent),
      country: context.country,
    },
    now,
  });
}

/**
 * A notice that something about the account's security changed, to the address on file, so a
 * change the owner did not make does not go unseen.
 */
export async function queueSecurityNotice(
  deps: AppDeps,
  tx: Executor,
  player: Recipient,
  template: 'password_changed' | 'two_factor_enabled' | 'two_factor_disabled',
): Promise<void> {
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    locale: player.language,
    template,
    params: {},
    now: deps.clock.now(),
  });
}

/** Sent to the address being replaced, which may be the owner's only way to notice. */
export async function queueEmailChangedMail(
  deps: AppDeps,
  tx: Executor,
  oldAddress: Recipient,
  newEmail: string,
): Promise<void> {
  await queueMail(tx, {
    playerId: oldAddress.id,
    to: oldAddress.email,
    locale: oldAddress.language,
    template: 'email_changed',
    params: { newEmail },
    now: deps.clock.now(),
  });
}

/** SS-017: the reset link opens the site's new-password popup (RT-013 keeps the token). */
export async function queueResetPasswordMail(
  deps: AppDeps,
  tx: Executor,
  context: RequestContext,
  player: Recipient,
  token: string,
): Promise<void> {
  const origin = await linkOrigin(deps, context);
  const resetUrl = `${origin}${localePath(player.language, '/new-password')}?reset_password_token=${token}`;
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    locale: player.language,
    template: 'reset_password',
    params: { resetUrl, expiresInHours: TOKEN_TTL_MS.reset_password / 3_600_000 },
    now: deps.clock.now(),
  });
}
