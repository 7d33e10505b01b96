import {
  compPointRateTypeSchema,
  REWARD_GROUPS,
  REWARD_TAGS,
  saleSchema,
  SALE_PAGE_SLUG,
  type CompPointRate,
  type CompPointRateType,
  type RedeemableReward,
  type RewardGroup,
  type RewardTag,
  type Sale,
} from '@croupier/contracts/comp-points';
import { missingPoints } from '@croupier/domain/comp-points/exchange';
import { giftAmount } from '@croupier/domain/gifts/gift-amount';
import {
  discountedPrice,
  saleDiscountFor,
  saleEndsAt,
  type SaleRule,
} from '@croupier/domain/comp-points/sale';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import { brandService } from '../brand/brand.service.js';
import { findPageByPath } from '../cms/cms.service.js';
import { isChanceDrawableIn, isChanceEntry } from '../lootboxes/chance.service.js';
import { lotteriesTakingTickets } from '../lotteries/lotteries.service.js';
import {
  findRewardGiftTemplate,
  listRates,
  type CompPointRateRow,
  type RewardGiftTemplate,
} from './comp-points.repository.js';

/** Text of a per-locale jsonb (`{en: "…"}`) in `locale`, else English, else any. */
function textIn(value: unknown, locale: string): string {
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, unknown>;
  const text = texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en;
  return typeof text === 'string' ? text : '';
}

function tagsOf(value: unknown): RewardTag[] {
  if (!Array.isArray(value)) return [];
  return value.filter((tag): tag is RewardTag => (REWARD_TAGS as readonly unknown[]).includes(tag));
}

function groupOf(value: string): RewardGroup {
  return (REWARD_GROUPS as readonly string[]).includes(value)
    ? (value as RewardGroup)
    : 'SPECIAL_REWARDS';
}

function lotteryIdsOf(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)
    : [];
}

/**
 * The lotteries a rate sells tickets of now: its stored `lottery_ids` that take tickets, or,
 * when it names none, every lottery taking tickets that any player may see.
 */
export function lotteryIdsFor(row: CompPointRateRow, openLotteryIds: readonly number[]): number[] {
  const named = lotteryIdsOf(row.lotteryIds);
  return named.length === 0
    ? [...openLotteryIds]
    : named.filter((id) => openLotteryIds.includes(id));
}

/** Money: minor units of `currency` per unit, or null when the rate has no amount there. */
export function amountIn(row: CompPointRateRow, currency: string): number | null {
  const amounts = row.amounts as Record<string, unknown> | null;
  const amount = amounts?.[currency];
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** What a rate's offer depends on beyond its row and template, read once per listing. */
export interface OfferContext {
  realCurrencies: ReadonlySet<string>;
  /** Lotteries taking tickets now (read only when lottery rates are listed). */
  openLotteryIds: readonly number[];
  /** Whether a Rocket Chance entry in the listing's currency can be drawn now. */
  isChanceDrawable: boolean;
}

/**
 * Whether a rate is sold in `currency`: money where it has an amount, free spins where its
 * template has a bet, lootboxes in every real-money currency, lottery tickets in every
 * real-money currency while one of its lotteries takes tickets (`lotteryIds` of the rate),
 * Rocket Chance entries in every real-money currency the entry gift and the draw's prizes serve
 * (the gift must be an entry, `group_key` `chance*`, or the draw would not take it).
 */
export function offeredIn(
  row: CompPointRateRow,
  template: RewardGiftTemplate | null,
  currency: string,
  context: OfferContext,
): boolean {
  switch (row.type) {
    case 'money':
      return template !== null && amountIn(row, currency) !== null;
    case 'freespins':
      return template?.rules.freespins?.betCents[currency] !== undefined;
    case 'lootboxes':
      return row.lootboxTemplateKey !== null && context.realCurrencies.has(currency);
    case 'lotteries':
      return (
        context.realCurrencies.has(currency) &&
        lotteryIdsFor(row, context.openLotteryIds).length > 0
      );
    case 'chances':
      return (
        template !== null &&
        isChanceEntry(template.groupKey) &&
        giftAmount(template.rules.amount, currency).ok &&
        context.realCurrencies.has(currency) &&
        context.isChanceDrawable
      );
    default:
      return false;
  }
}

/** The wire shape of a rate in `currency`; wager and games come from the gift it issues. */
export function presentRate(
  row: CompPointRateRow,
  template: RewardGiftTemplate | null,
  currency: string,
  locale: string,
  openLotteryIds: readonly number[] = [],
): CompPointRate {
  const type = compPointRateTypeSchema.parse(row.type);
  return {
    id: row.id,
    type,
    group: groupOf(row.group),
    currency,
    points: row.points,
    amount_cents: amountIn(row, currency) ?? 0,
    ...(type === 'money' && amountIn(row, 'EUR') !== null
      ? { amount_eur_cents: amountIn(row, 'EUR') ?? 0 }
      : {}),
    freespins_count: row.freespinsCount,
    ...(type === 'lotteries' ? { lottery_ids: lotteryIdsFor(row, openLotteryIds) } : {}),
    title: textIn(row.title, locale),
    tags: tagsOf(row.tags),
    wager: template?.rules.wagering.multiplier ?? 0,
    games: template?.rules.freespins?.games ?? [],
  };
}

export interface OfferedRate {
  row: CompPointRateRow;
  template: RewardGiftTemplate | null;
  rate: CompPointRate;
}

/** The rates of `type` (all types when undefined) sold in `currency`, presented in `locale`. */
export async function ratesFor(
  deps: AppDeps,
  db: Executor,
  filter: { type?: CompPointRateType; currency: string },
  locale: string,
): Promise<OfferedRate[]> {
  const { config } = await brandService(deps).get();
  const rows = await listRates(db, filter.type === undefined ? {} : { type: filter.type });
  const listsType = (type: CompPointRateType) => rows.some((row) => row.type === type);
  const context: OfferContext = {
    realCurrencies: new Set(
      config.currencies.filter((currency) => !currency.demo).map((currency) => currency.code),
    ),
    // A lottery rate is offered while a lottery it sells takes tickets; the mart's card of it
    // leads to the lottery's page, whose exchange names the lottery
    // (`{tickets_count, lottery_id, group}`).
    openLotteryIds: listsType('lotteries')
      ? await lotteriesTakingTickets(db, deps.clock.now())
      : [],
    isChanceDrawable: listsType('chances') && (await isChanceDrawableIn(db, filter.currency)),
  };
  const templates = new Map<string, RewardGiftTemplate | null>();
  const out: OfferedRate[] = [];
  for (const row of rows) {
    const key = row.giftTemplateKey;
    if (key !== null && !templates.has(key))
      templates.set(key, await findRewardGiftTemplate(db, key));
    const template = key === null ? null : (templates.get(key) ?? null);
    if (template && !template.enabled) continue;
    if (!offeredIn(row, template, filter.currency, context)) continue;
    out.push({
      row,
      template,
      rate: presentRate(row, template, filter.currency, locale, context.openLotteryIds),
    });
  }
  return out;
}

/**
 * The sale in the CMS page `rocket-mart`'s meta json (`blocks.json.sale`, CP-017), in the
 * request's locale with the brand's fallbacks: the same page the mart reads, so the server's
 * price is the one the player saw. Null when the page or a valid sale is missing.
 */
export async function findSale(deps: AppDeps, locale: string): Promise<Sale | null> {
  const { id } = await brandService(deps).get();
  const page = await findPageByPath(deps.database.db, id, locale, `/${SALE_PAGE_SLUG}`);
  const parsed = saleSchema.safeParse(page?.blocks.json?.sale);
  return parsed.success ? parsed.data : null;
}

/** The unit price of a rate now, and its sale terms while the sale runs. */
export interface RatePrice {
  price: number;
  fullPrice: number;
  discountPercent: number | null;
}

export function priceOf(
  rate: { id: number; points: number },
  sale: Sale | null,
  now: Date,
): RatePrice {
  const discount = saleDiscountFor(sale as SaleRule | null, rate.id, now);
  return {
    price: discount === null ? rate.points : discountedPrice(rate.points, discount),
    fullPrice: rate.points,
    discountPercent: discount,
  };
}

/**
 * CP-027: the mart's cards. Every rate in its own group; while the sale runs a discounted rate
 * carries its sale price there too, and is listed once more under DISCOUNT (the discounts tab).
 */
export async function redeemableRewards(
  deps: AppDeps,
  input: { currency: string; chargeable: number | null; locale: string; now: Date },
): Promise<RedeemableReward[]> {
  const [rates, sale] = await Promise.all([
    ratesFor(deps, deps.database.db, { currency: input.currency }, input.locale),
    findSale(deps, input.locale),
  ]);
  const endsAt = sale ? saleEndsAt(sale.endDate)?.toISOString() : undefined;
  const card = (rate: CompPointRate, group: RewardGroup): RedeemableReward => {
    const { price, discountPercent } = priceOf(rate, sale, input.now);
    const missing = input.chargeable === null ? price : missingPoints(input.chargeable, price);
    return {
      rate_id: rate.id,
      type: rate.type,
      group,
      tags: rate.tags,
      title: rate.title,
      games: rate.games,
      wager: rate.wager,
      price_points: price,
      ...(discountPercent === null
        ? {}
        : {
            full_price_points: rate.points,
            discount_percent: discountPercent,
            ...(endsAt ? { sale_ends_at: endsAt } : {}),
          }),
      available: input.chargeable !== null && missing === 0,
      missing_points: missing,
      rate,
    };
  };
  const own = rates.map(({ rate }) => card(rate, rate.group));
  const discounted = own
    .filter((entry) => entry.discount_percent !== undefined)
    .map((entry) => ({ ...entry, group: 'DISCOUNT' as const }));
  return [...own, ...discounted];
}
