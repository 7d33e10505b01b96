import type { FastifyBaseLogger } from 'fastify';
import type { LedgerMovementEvent } from '@croupier/contracts/events';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { findTemplateById } from './gift-templates.repository.js';
import { depositGiftRefusal } from './gift-lists.service.js';
import { clearUsedDepositCode, depositNumberOf, findGiftPlayer } from './gifts.repository.js';
import { issueGift } from './gifts.service.js';
import { redeemDepositCode } from './promo-codes.service.js';

/**
 * A credited deposit's gift (CB-029, CB-019), in the consumer's transaction: the deposit gift
 * chosen in the cashbox (`metadata.giftTemplateId`), eligibility checked again; or the deposit
 * bonus code it was made with (`metadata.bonusCode`), redeemed through its `deposit` promo code
 * and then forgotten by the player. A deposit carries one or the other, never both (the cashbox
 * refuses both). A refusal issues nothing and is logged with why.
 */
export async function giveDepositGift(
  tx: Transaction,
  deps: AppDeps,
  log: FastifyBaseLogger,
  movement: LedgerMovementEvent,
): Promise<void> {
  const { playerId, metadata } = movement;
  const paymentId = metadata.paymentId;
  if (playerId === null || typeof paymentId !== 'number') return;
  const depositCents = movement.playerLegs.player_real ?? 0;
  const now = deps.clock.now();

  if (typeof metadata.bonusCode === 'string') {
    const outcome = await redeemDepositCode(tx, deps, {
      playerId,
      code: metadata.bonusCode,
      currency: movement.currency,
      depositCents,
      depositId: paymentId,
      depositNumber: await depositNumberOf(tx, playerId, paymentId),
      now,
    });
    await clearUsedDepositCode(tx, playerId, metadata.bonusCode);
    if (!outcome.issued) {
      log.info({ playerId, paymentId, refusal: outcome.reason }, 'deposit code gave no gift');
    }
    return;
  }

  const templateId = metadata.giftTemplateId;
  if (typeof templateId !== 'number') return;
  const template = await findTemplateById(tx, templateId);
  const player = await findGiftPlayer(tx, playerId);
  if (!template || !player) return;
  const refusal = depositGiftRefusal(template, player, {
    currency: movement.currency,
    depositNumber: await depositNumberOf(tx, playerId, paymentId),
    depositCents,
  });
  if (refusal !== null) {
    log.info({ playerId, paymentId, templateId, refusal }, 'deposit gift not given');
    return;
  }
  await issueGift(tx, deps, {
    playerId,
    templateId,
    currency: movement.currency,
    sourceReference: `deposit:${paymentId}:${template.key}`,
    now,
    depositCents,
    depositId: paymentId,
    activate: true,
  });
}
