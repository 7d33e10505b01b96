import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { queueMail } from '../mail/mail.service.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerRow } from '../player/player.service.js';
import { linkOrigin, localePath } from '../mail/mail-links.js';
import { issueToken } from './tokens.service.js';

/**
 * Queues the e-mail confirmation link (SS-019, SS-020) for the player's current address, in the
 * caller's transaction. The link opens the site's confirmation popup (RT-014).
 */
export async function queueConfirmationMail(
  deps: AppDeps,
  tx: Executor,
  context: RequestContext,
  player: Pick<PlayerRow, 'id' | 'email' | 'language'>,
): Promise<void> {
  const token = await issueToken(deps, tx, 'confirmation', player.id, player.email);
  const origin = await linkOrigin(deps, context);
  const confirmUrl = `${origin}${localePath(player.language, '/confirmation')}?confirmation_token=${token}`;
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    locale: player.language,
    template: 'confirmation',
    params: { confirmUrl },
    now: deps.clock.now(),
  });
}
