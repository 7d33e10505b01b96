import { isMoneyLimitType } from '@croupier/domain/limits/rules';
import type { AppDeps } from '../../app-deps.js';
import { localePath } from '../mail/mail-links.js';
import { queueMail, type MailTemplateParams } from '../mail/mail.service.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerRow } from '../player/player.service.js';
import type { LimitRow } from './limits.repository.js';

/** The site page that posts the token to `POST /api/user_limits/confirm` (RT-012). */
export const CONFIRM_PATH = '/profile/limits/confirm';

type LimitConfirmParams = MailTemplateParams['limit_confirm'];

/**
 * Queues the confirmation link of a parked raise or removal (RG-02) in the caller's
 * transaction, on the mirror the player used, under their locale prefix.
 */
export async function queueLimitConfirmMail(
  deps: AppDeps,
  tx: Executor,
  input: {
    player: Pick<PlayerRow, 'id' | 'email' | 'language'>;
    row: LimitRow;
    token: string;
    origin: string;
    subunitsToUnit: number;
    expiresInDays: number;
  },
): Promise<void> {
  const { player, row } = input;
  const limitType = row.type === 'session' || isMoneyLimitType(row.type) ? row.type : null;
  if (limitType === null)
    throw new Error(`limit ${row.id} of type ${row.type} has no confirmation`);
  const period =
    row.period === 'day' || row.period === 'week' || row.period === 'month' ? row.period : null;
  const confirmUrl = `${input.origin}${localePath(player.language, CONFIRM_PATH)}?token=${input.token}`;
  const newValue: LimitConfirmParams['newValue'] = row.pendingRemoval
    ? null
    : row.type === 'session'
      ? { minutes: row.pendingMinutes ?? 0 }
      : {
          amountCents: row.pendingAmountCents ?? 0,
          currency: row.currency ?? '',
          subunitsToUnit: input.subunitsToUnit,
        };
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    locale: player.language,
    template: 'limit_confirm',
    params: {
      confirmUrl,
      limitType,
      period,
      newValue,
      effectiveAt: (row.pendingEffectiveAt ?? deps.clock.now()).toISOString(),
      expiresInDays: input.expiresInDays,
    },
    now: deps.clock.now(),
  });
}
