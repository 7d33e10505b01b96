import type { PromoRefusal } from '@croupier/contracts/gifts';
import { giftAmount } from '@croupier/domain/gifts/gift-amount';
import { templateIneligibility } from '@croupier/domain/gifts/gift-eligibility';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { findTemplateById, type GiftTemplate } from './gift-templates.repository.js';
import { findGiftPlayer, lockPlayerGifts, type GiftPlayer } from './gifts.repository.js';
import { issueGift, type PlayerGiftRow } from './gifts.service.js';
import {
  countDeviceRedemptions,
  countPlayerRedemptions,
  findPromoCode,
  insertRedemption,
  lockPromoDevice,
  registrationFingerprint,
  setRedemptionGift,
  takePromoUse,
  type PromoCodeRow,
  type PromoPurpose,
} from './promo-codes.repository.js';
import { playBlock } from '../limits/limit-check.js';

/**
 * Promo codes (GF-018, GF-019, GF-025; issue 16): a code maps to a gift template. Single-use
 * (`max_uses` 1) or multi-use, inside its validity window, capped per player and per device
 * fingerprint. A redemption is one transaction: the redemption row, the code's use (a
 * conditional UPDATE, so the last use of a code goes to one player only) and the gift, issued
 * under `promo:<codeId>:<playerId>:<n>` (the player's n-th use of the code).
 *
 * Refusals (422, GF-025): `invalid` (no such code, or not one for this call), `expired` (past its
 * window, or not yet in it), `already_used` (no use left, or the player's or the device's cap
 * reached), `not_eligible` (the template's eligibility, bonuses switched off for the player, or
 * a currency the template grants nothing in).
 */

export class PromoRefused extends AppError {
  constructor(
    readonly field: 'coupon_code' | 'code',
    readonly reason: PromoRefusal,
  ) {
    super('invalid_input', 'Invalid input', { fields: { [field]: [reason] } });
  }
}

export interface RedeemInput {
  playerId: number;
  code: string;
  /** `gift` codes go through POST /api/bonuses/coupon, `betting` ones through the v2 call. */
  purpose: Exclude<PromoPurpose, 'deposit'>;
  /** The device fingerprint (`dfpc`) the client sends; else the one of the registration. */
  fingerprint: string | null;
  /** The field the refusal names. */
  field: 'coupon_code' | 'code';
}

function inWindow(code: PromoCodeRow, now: Date): 'ok' | 'expired' {
  if (code.validFrom && now < code.validFrom) return 'expired';
  if (code.validUntil && now > code.validUntil) return 'expired';
  return 'ok';
}

/** Whether the template grants anything to this player now (before any row is written). */
function eligible(template: GiftTemplate, player: GiftPlayer): boolean {
  if (!player.canIssueBonuses) return false;
  const { rules } = template;
  const refused = templateIneligibility(rules.eligibility, {
    groups: player.groups,
    country: player.country,
    currency: player.currency,
    viaPromo: true,
  });
  if (refused !== null) return false;
  if (template.family === 'freespins') {
    return rules.freespins?.betCents[player.currency] !== undefined;
  }
  // A coupon has no deposit: a percentage of one cannot be granted through it.
  return giftAmount(rules.amount, player.currency, null).ok;
}

/** Redeems a code for the player: the gift issued, or a `PromoRefused`. */
export async function redeemPromoCode(
  deps: AppDeps,
  input: RedeemInput,
): Promise<{ gift: PlayerGiftRow; code: PromoCodeRow }> {
  const refuse = (reason: PromoRefusal) => new PromoRefused(input.field, reason);
  const now = deps.clock.now();
  const db = deps.database.db;
  const code = await findPromoCode(db, input.code);
  if (!code || !code.enabled || code.purpose !== input.purpose) throw refuse('invalid');
  if (inWindow(code, now) === 'expired') throw refuse('expired');
  const template = await findTemplateById(db, code.templateId);
  if (!template || !template.enabled) throw refuse('invalid');
  const player = await findGiftPlayer(db, input.playerId);
  if (!player) throw AppError.notFound();
  if (!eligible(template, player)) throw refuse('not_eligible');
  // RG-06: no bonus while a self-exclusion or time-out runs.
  if (await playBlock(db, input.playerId, now)) throw refuse('not_eligible');
  const fingerprint =
    input.fingerprint?.trim() || (await registrationFingerprint(db, input.playerId)) || null;

  return db.transaction(async (tx) => {
    // One redemption at a time per player (the per-player cap) and per device (its cap).
    await lockPlayerGifts(tx, input.playerId);
    if (fingerprint) await lockPromoDevice(tx, code.id, fingerprint);
    const used = await countPlayerRedemptions(tx, code.id, input.playerId);
    if (used >= code.perPlayer) throw refuse('already_used');
    if (fingerprint && (await countDeviceRedemptions(tx, code.id, fingerprint)) >= code.perDevice) {
      throw refuse('already_used');
    }
    if ((await takePromoUse(tx, code.id)) === null) throw refuse('already_used');
    const redemptionId = await insertRedemption(tx, {
      promoCodeId: code.id,
      playerId: input.playerId,
      deviceFingerprint: fingerprint,
      createdAt: now,
    });
    const { gift } = await issueGift(tx, deps, {
      playerId: input.playerId,
      templateId: template.id,
      currency: player.currency,
      sourceReference: `promo:${code.id}:${input.playerId}:${used + 1}`,
      now,
    });
    await setRedemptionGift(tx, redemptionId, gift.id);
    return { gift, code };
  });
}

export type DepositCodeOutcome =
  { issued: true; gift: PlayerGiftRow } | { issued: false; reason: PromoRefusal };

/**
 * A deposit bonus code (PR-038, CB-019; `PATCH /api/player/set_bonus_code`, or typed in the
 * cashbox) that a `deposit`-purpose promo code row maps to a template: on the deposit's credit,
 * in the caller's transaction (the gifts module's consumer of the deposit movement), the
 * template's gift is issued and activated on that deposit, under `deposit:<paymentId>:promo`,
 * with the code's caps and its redemption row. A refusal (no such row, outside its window, caps
 * reached, the template's eligibility for this deposit) issues nothing and says why.
 */
export async function redeemDepositCode(
  tx: Transaction,
  deps: AppDeps,
  input: {
    playerId: number;
    code: string;
    currency: string;
    depositCents: number;
    depositId: number;
    /** Which deposit of the player this is (1 = first). */
    depositNumber: number;
    now: Date;
  },
): Promise<DepositCodeOutcome> {
  const code = await findPromoCode(tx, input.code);
  if (!code || !code.enabled || code.purpose !== 'deposit') {
    return { issued: false, reason: 'invalid' };
  }
  if (inWindow(code, input.now) === 'expired') return { issued: false, reason: 'expired' };
  const template = await findTemplateById(tx, code.templateId);
  const player = await findGiftPlayer(tx, input.playerId);
  if (!template || !template.enabled || !player) return { issued: false, reason: 'invalid' };
  const refused =
    !player.canIssueBonuses ||
    templateIneligibility(template.rules.eligibility, {
      groups: player.groups,
      country: player.country,
      currency: input.currency,
      depositNumber: input.depositNumber,
      depositCents: input.depositCents,
      viaPromo: true,
    }) !== null ||
    !giftAmount(template.rules.amount, input.currency, input.depositCents).ok;
  if (refused) return { issued: false, reason: 'not_eligible' };

  await lockPlayerGifts(tx, input.playerId);
  const fingerprint = await registrationFingerprint(tx, input.playerId);
  if (fingerprint) await lockPromoDevice(tx, code.id, fingerprint);
  if ((await countPlayerRedemptions(tx, code.id, input.playerId)) >= code.perPlayer) {
    return { issued: false, reason: 'already_used' };
  }
  if (fingerprint && (await countDeviceRedemptions(tx, code.id, fingerprint)) >= code.perDevice) {
    return { issued: false, reason: 'already_used' };
  }
  if ((await takePromoUse(tx, code.id)) === null) return { issued: false, reason: 'already_used' };
  const redemptionId = await insertRedemption(tx, {
    promoCodeId: code.id,
    playerId: input.playerId,
    deviceFingerprint: fingerprint,
    createdAt: input.now,
  });
  const { gift } = await issueGift(tx, deps, {
    playerId: input.playerId,
    templateId: template.id,
    currency: input.currency,
    sourceReference: `deposit:${input.depositId}:promo`,
    depositCents: input.depositCents,
    depositId: input.depositId,
    activate: true,
    now: input.now,
  });
  await setRedemptionGift(tx, redemptionId, gift.id);
  return { issued: true, gift };
}
