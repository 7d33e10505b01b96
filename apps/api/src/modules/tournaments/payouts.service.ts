import type { FastifyBaseLogger } from 'fastify';
import type { EventOf } from '@croupier/contracts/events';
import type { TournamentNotificationPush } from '@croupier/contracts/tournaments';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { awardPrizePoints } from '../comp-points/prize-points.service.js';
import { issueGift } from '../gifts/gifts.service.js';
import { issueLootbox } from '../lootboxes/lootboxes.service.js';
import type { NoticeKey } from '../notifications/notice-messages.js';
import { notifyPlayer } from '../notifications/notify-player.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { PrizeSpec } from './tournaments.model.js';
import { presentPrize } from './tournaments.present.js';
import {
  claimPayout,
  findEnabledGiftTemplate,
  findPlayerFacts,
  recordPayoutResult,
  type TournamentRow,
} from './tournaments.repository.js';

/** Gift templates the prizes of kind money and bonus are paid with (brand seed). */
export const PRIZE_TEMPLATES = { money: 'tournament-cash', bonus: 'tournament-bonus' } as const;

export interface PayoutInput {
  tournament: TournamentRow;
  playerId: number;
  prize: PrizeSpec;
  /** `tournament:<id>:place:<n>`, `tournament:<id>:level:<n>:player:<p>`... */
  reference: string;
  kind: 'place' | 'level' | 'achievement';
  position: number | null;
  now: Date;
}

type Grant = { giftId?: number; lootboxId?: number };

async function grant(
  tx: Transaction,
  deps: AppDeps,
  input: PayoutInput,
  currency: string,
): Promise<Grant> {
  const { prize, playerId, reference: sourceReference, now } = input;
  if (prize.kind === 'comp_points') {
    await awardPrizePoints(tx, deps, playerId, prize.compPoints ?? 0, now);
    return {};
  }
  if (prize.kind === 'lootbox') {
    const templateKey = prize.lootboxTemplate ?? '';
    const { lootbox } = await issueLootbox(tx, deps, {
      playerId,
      templateKey,
      currency,
      sourceReference,
      now,
    });
    return { lootboxId: lootbox.id };
  }
  const templateKey =
    prize.kind === 'freespins' ? (prize.giftTemplate ?? '') : PRIZE_TEMPLATES[prize.kind];
  const templateId = await findEnabledGiftTemplate(tx, templateKey);
  if (templateId === null) throw AppError.invalid({ prize: ['template_missing'] });
  const amountCents = prize.kind === 'freespins' ? undefined : prize.amountCents?.[currency];
  if (prize.kind !== 'freespins' && amountCents === undefined) {
    throw AppError.invalid({ currency: ['currency_not_offered'] });
  }
  const { gift } = await issueGift(tx, deps, {
    playerId,
    templateId,
    currency,
    sourceReference,
    now,
    title: prize.title,
    ...(amountCents === undefined ? {} : { amountCents }),
    // A money prize is real money at once: the cash gift is activated as it is issued.
    ...(prize.kind === 'money' ? { activate: true } : {}),
  });
  return { giftId: gift.id };
}

/**
 * Pays one prize exactly once: the business reference is claimed in the caller's transaction
 * before the grant (a second close, a redelivered event or another instance finds it claimed).
 * A grant the player cannot take (self-excluded, a currency the prize has no amount in) is
 * recorded unpaid with the reason, never retried into a double payment. Answers whether this
 * call paid it.
 */
export async function payPrize(
  tx: Transaction,
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  input: PayoutInput,
): Promise<boolean> {
  const claimed = await claimPayout(tx, {
    reference: input.reference,
    tournamentId: input.tournament.id,
    playerId: input.playerId,
    kind: input.kind,
    position: input.position,
    paid: false,
    createdAt: input.now,
  });
  if (!claimed) return false;
  const facts = await findPlayerFacts(tx, input.playerId);
  const currency = facts?.currency ?? input.tournament.currency;
  try {
    // A savepoint: a refused grant leaves the claim (and the close) standing.
    const granted = await tx.transaction((savepoint) => grant(savepoint, deps, input, currency));
    await recordPayoutResult(tx, input.reference, { paid: true, ...granted });
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const note = JSON.stringify(error.fields ?? error.message);
    log.warn({ reference: input.reference, note }, 'tournament prize not paid');
    await recordPayoutResult(tx, input.reference, { paid: false, note });
    return false;
  }
}

interface NoticeInput {
  tournament: TournamentRow;
  playerId: number;
  kind: TournamentNotificationPush['kind'];
  place: number | null;
  prize: PrizeSpec | null;
  currency: string;
  now: Date;
}

/** The `tournament_notifications` push (event `notice`) of a notice, for a caller batching them. */
export function noticePush(
  input: NoticeInput,
): EventOf<'realtime.publish'> & { data: TournamentNotificationPush } {
  const data: TournamentNotificationPush = {
    kind: input.kind,
    tournament_id: input.tournament.id,
    frontend_identifier: input.tournament.frontendIdentifier,
    title: input.tournament.title,
    place: input.place,
    prize: input.prize ? presentPrize(input.prize, input.currency) : null,
  };
  return { channel: 'tournament_notifications', event: 'notice', playerId: input.playerId, data };
}

/** `tournament_notifications` (event `notice`), and the bell for a win. */
export async function pushNotice(tx: Transaction, input: NoticeInput): Promise<void> {
  const { tournament } = input;
  const push = noticePush(input);
  const { data } = push;
  await enqueueEvent(tx, 'realtime.publish', push);
  if (input.kind !== 'won' && input.kind !== 'achievement' && input.kind !== 'quest_level') return;
  const plain = input.kind === 'won' ? 'tournament_won' : input.kind;
  const key: NoticeKey = data.prize ? `${plain}_prize` : plain;
  await notifyPlayer(tx, {
    playerId: input.playerId,
    type: 'personal_notifications',
    event: `tournament_${input.kind}`,
    identifier: `tournament:${tournament.id}`,
    message: {
      key,
      params: {
        tournament: tournament.title,
        place: input.place ?? '',
        level: input.place ?? '',
        ...(data.prize ? { prize: data.prize.title } : {}),
      },
      button: { key: 'view', path: `/tournaments/${tournament.frontendIdentifier}` },
    },
    icon: 'tournament',
    now: input.now,
  });
}
