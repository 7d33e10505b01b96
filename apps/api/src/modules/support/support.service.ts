import type {
  ContactMessageRequest,
  RestoreIdRequest,
  RestoreIdResponse,
} from '@croupier/contracts/support';
import { VALIDATION } from '@croupier/contracts/users';
import { chatAudience, chatGroup } from '@croupier/domain/support/chat-group';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { AppError } from '../../lib/app-error.js';
import { brandService, negotiateLocale } from '../brand/brand.service.js';
import { queueMail } from '../mail/mail.service.js';
import { isVipByGroups } from '../player/player.read.js';
import { getPlayerRow, playerGroupIds, updatePlayer } from '../player/player.service.js';
import { insertContactMessage } from './support.repository.js';

/**
 * PR-034: stores a contact-form message for support and acknowledges it by mail, in one
 * transaction. A guest must say where to answer; a player is answered at their own address
 * unless they give another. SH-045: the message goes to the VIP desk when the player is VIP at
 * that moment, decided here from their groups, never from what the browser says.
 */
export async function sendContactMessage(
  deps: AppDeps,
  context: RequestContext,
  auth: AuthContext | null,
  body: ContactMessageRequest,
): Promise<void> {
  const player = auth ? await getPlayerRow(deps, auth.playerId) : undefined;
  const email = body.email ?? player?.email;
  if (!email) throw AppError.invalid({ email: [VALIDATION.REQUIRED] });
  const { config } = await brandService(deps).get();
  const locale =
    player?.language ??
    negotiateLocale(config, context.hostname, undefined, context.acceptLanguage);
  const isVip = player ? isVipByGroups(await playerGroupIds(deps, player.id), config) : false;
  const supportGroup = String(chatGroup(chatAudience({ isSignedIn: player !== undefined, isVip })));
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      playerId: player?.id ?? null,
      email,
      name: body.name || null,
      subject: body.subject || null,
      message: body.message,
      locale,
      supportGroup,
      createdAt: now,
    });
    await queueMail(tx, {
      playerId: player?.id ?? null,
      to: email,
      locale,
      template: 'contact_message_received',
      params: {},
      now,
    });
  });
}

/**
 * SH-046: the live-chat restore id, kept with the player. A guest has none (and stores none);
 * a request naming another player's id is refused, so one player cannot read or overwrite
 * another's chat history.
 */
export async function restoreId(
  deps: AppDeps,
  auth: AuthContext | null,
  body: RestoreIdRequest,
  write: boolean,
): Promise<RestoreIdResponse> {
  const answer = (value: string | null): RestoreIdResponse => ({
    data: { restoreId: value },
    ...(body.requestId === undefined ? {} : { requestId: body.requestId }),
  });
  if (!auth) return answer(null);
  if (String(body.data.internalId) !== String(auth.playerId)) {
    throw new AppError('forbidden', 'This chat identity belongs to another player');
  }
  const incoming = body.data.restoreId;
  if (write && incoming) {
    const row = await updatePlayer(deps, deps.database.db, auth.playerId, {
      chatRestoreId: incoming,
    });
    return answer(row.chatRestoreId);
  }
  const row = await getPlayerRow(deps, auth.playerId);
  return answer(row?.chatRestoreId ?? null);
}
