import {
  GIFT_KIND_LABELS,
  type Gift,
  type GiftKind,
  type GiftOffer,
} from '@croupier/contracts/gifts';
import {
  depositGiftsAllowed,
  isRandomType,
  templateIneligibility,
} from '@croupier/domain/gifts/gift-eligibility';
import { isExcludedTitle } from '@croupier/domain/gifts/gift-stages';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import { listEnabledTemplates, type GiftTemplate } from './gift-templates.repository.js';
import {
  countCreditedDeposits,
  findGiftPlayer,
  listPlayerGifts,
  type GiftPlayer,
} from './gifts.repository.js';
import { presentGift } from './gifts.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended gifts stay on the lists this long (docs/api.md). */
export const ENDED_GIFTS_LISTED_MS = 30 * DAY_MS;

/**
 * A player's gifts for `GET /api/player/bonuses` (bonus family), `/api/player/freespins` (free
 * spins) and `/api/v2/bonuses` (both): newest first, every gift still going and those that
 * ended in the last 30 days, without the GF-012 titles.
 */
export async function playerGiftList(
  deps: AppDeps,
  playerId: number,
  family: 'bonus' | 'freespins' | null,
  locale: string,
): Promise<Gift[]> {
  const now = deps.clock.now();
  const rows = await listPlayerGifts(deps.database.db, playerId, {
    ...(family ? { family } : {}),
    endedSince: new Date(now.getTime() - ENDED_GIFTS_LISTED_MS),
  });
  return rows
    .filter((row) => !isExcludedTitle(row.title))
    .map((row) => presentGift(row, locale, now));
}

function termsIn(terms: Record<string, string>, locale: string): string {
  return terms[locale] ?? terms.en ?? Object.values(terms)[0] ?? '';
}

/** A template as an offer in `currency` (null: the offer names no currency yet). */
export function presentOffer(
  template: GiftTemplate,
  currency: string | null,
  locale: string,
  depositNumber: number | null,
): GiftOffer {
  const { amount } = template.rules;
  const fixed =
    amount.kind === 'fixed' && currency !== null ? (amount.cents[currency] ?? null) : null;
  const cap =
    amount.kind === 'percent' && currency !== null ? (amount.capCents[currency] ?? null) : null;
  const minDeposit =
    currency !== null ? (template.rules.eligibility.minDepositCents?.[currency] ?? null) : null;
  return {
    id: template.id,
    key: template.key,
    title: template.title,
    group_key: template.groupKey,
    type: GIFT_KIND_LABELS[template.kind as GiftKind] ?? template.kind,
    family: template.family === 'freespins' ? 'freespins' : 'bonus',
    currency,
    amount_cents: fixed,
    percent: amount.kind === 'percent' ? amount.percent : null,
    max_amount_cents: cap,
    min_deposit_cents: minDeposit,
    wager_multiplier: template.rules.wagering.multiplier,
    freespins_total: template.rules.freespins?.count ?? 0,
    deposit_number: depositNumber ?? template.rules.eligibility.depositNumber ?? null,
    terms: termsIn(template.terms, locale),
  };
}

/** The template offers a gift in `currency` (an amount or cap, or a free-spin bet, for it). */
export function offersCurrency(template: GiftTemplate, currency: string): boolean {
  const { amount, freespins } = template.rules;
  if (template.family === 'freespins') return freespins?.betCents[currency] !== undefined;
  if (amount.kind === 'fixed') return amount.cents[currency] !== undefined;
  if (amount.kind === 'percent') return amount.capCents[currency] !== undefined;
  return true;
}

/**
 * Why a deposit gift template may not be given to this player for their next deposit in
 * `currency` (null: it may). GF-010 (the player), GF-011 (random type), promo-only templates,
 * and the template's own eligibility with the deposit's number (and amount, once known).
 */
export function depositGiftRefusal(
  template: GiftTemplate,
  player: GiftPlayer,
  context: { currency: string; depositNumber: number; depositCents?: number | null },
): string | null {
  if (template.kind !== 'deposit_bonus' || !template.enabled) return 'not_a_deposit_gift';
  if (!depositGiftsAllowed(player)) return 'not_eligible';
  if (isRandomType(template)) return 'not_a_deposit_gift';
  if (!offersCurrency(template, context.currency)) return 'currency';
  return templateIneligibility(template.rules.eligibility, {
    groups: player.groups,
    country: player.country,
    currency: context.currency,
    depositNumber: context.depositNumber,
    depositCents: context.depositCents ?? null,
  });
}

/**
 * `GET /api/bonuses/deposit`: the deposit gifts this player may pick for their next deposit in
 * `currency` (default: their currency). Guests and players GF-010 refuses get none.
 */
export async function depositOffers(
  deps: AppDeps,
  playerId: number | null,
  currency: string | null,
  locale: string,
  db: Executor = deps.database.db,
): Promise<GiftOffer[]> {
  if (playerId === null) return [];
  const player = await findGiftPlayer(db, playerId);
  if (!player || !depositGiftsAllowed(player)) return [];
  const inCurrency = currency ?? player.currency;
  const depositNumber = (await countCreditedDeposits(db, playerId)) + 1;
  const templates = await listEnabledTemplates(db, ['deposit_bonus']);
  return templates
    .filter(
      (template) =>
        depositGiftRefusal(template, player, { currency: inCurrency, depositNumber }) === null,
    )
    .map((template) => presentOffer(template, inCurrency, locale, depositNumber));
}

/**
 * `GET /api/bonuses/registration` (guest-readable): the registration gifts a new account may
 * pick, in `currency` when given (then only those offered in it).
 */
export async function registrationOffers(
  deps: AppDeps,
  currency: string | null,
  locale: string,
): Promise<GiftOffer[]> {
  const templates = await listEnabledTemplates(deps.database.db, ['registration']);
  return templates
    .filter((template) => !template.rules.eligibility.promoOnly)
    .filter((template) => currency === null || offersCurrency(template, currency))
    .filter(
      (template) =>
        currency === null ||
        !template.rules.eligibility.currencies?.length ||
        template.rules.eligibility.currencies.includes(currency),
    )
    .map((template) => presentOffer(template, currency, locale, null));
}

/**
 * Why a registration gift template may not be given to a new player (null: it may): a
 * registration template, enabled, not promo-only, offered in their currency, and allowed by
 * its eligibility (groups, countries, currencies).
 */
export function registrationGiftRefusal(
  template: GiftTemplate,
  player: GiftPlayer,
  currency: string,
): string | null {
  if (template.kind !== 'registration' || !template.enabled) return 'not_a_registration_gift';
  if (!player.canIssueBonuses) return 'not_eligible';
  if (!offersCurrency(template, currency)) return 'currency';
  return templateIneligibility(template.rules.eligibility, {
    groups: player.groups,
    country: player.country,
    currency,
  });
}
