import { createHash } from 'node:crypto';
import {
  MAX_EXCHANGE_QUANTITY,
  type CompPointRateType,
  type ExchangeAnswer,
  type ExchangeRefusalBody,
  type LotteryExchange,
  type PointsExchange,
  type RewardGroup,
} from '@croupier/contracts/comp-points';
import { quantityFor } from '@croupier/domain/comp-points/exchange';
import { discountedPrice } from '@croupier/domain/comp-points/sale';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { issueGift } from '../gifts/gifts.service.js';
import { issueLootbox } from '../lootboxes/lootboxes.service.js';
import {
  addTickets,
  lotteriesTakingTickets,
  lotteryExists,
  LotteryRefused,
} from '../lotteries/lotteries.service.js';
import { presentBalances, pushCompsAward } from './accrual.service.js';
import {
  findBalances,
  findExchangeByKey,
  findExchangingPlayer,
  findRewardGiftTemplate,
  insertExchange,
  spendPoints,
  updateExchangeGrants,
  type CompPointExchangeRow,
  type CompPointRateRow,
} from './comp-points.repository.js';
import { amountIn, findSale, priceOf, ratesFor } from './rates.service.js';

/** A 422 with the exchange's own refusal body (contracts `exchangeRefusalSchema`). */
export class ExchangeRefused extends Error {
  constructor(readonly body: ExchangeRefusalBody) {
    super(body.code);
    this.name = 'ExchangeRefused';
  }
}

/** A concurrent request with the same Idempotency-Key committed first: answer its result. */
class KeyTakenMeanwhile extends Error {}

const refuse = (body: ExchangeRefusalBody): never => {
  throw new ExchangeRefused(body);
};

export interface ExchangeInput {
  playerId: number;
  type: Exclude<CompPointRateType, 'lotteries'>;
  request: PointsExchange;
  idempotencyKey: string | null;
  locale: string;
}

function digestOf(type: string, request: PointsExchange): string {
  const canonical = JSON.stringify([
    type,
    request.points,
    request.group,
    request.rate_id ?? null,
    request.quantity ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

async function answerOf(
  deps: AppDeps,
  row: CompPointExchangeRow,
  balances?: Awaited<ReturnType<typeof findBalances>>,
): Promise<ExchangeAnswer> {
  const after = balances ?? (await findBalances(deps.database.db, row.playerId));
  return {
    exchange: {
      id: row.id,
      type: row.type as ExchangeAnswer['exchange']['type'],
      group: row.group as RewardGroup,
      rate_id: row.rateId,
      quantity: row.quantity,
      points: row.points,
      currency: row.currency,
      amount_cents: row.amountCents,
      freespins_count: row.freespinsCount,
      gift_ids: idsOf(row.giftIds),
      lootbox_ids: idsOf(row.lootboxIds),
      created_at: row.createdAt.toISOString(),
    },
    comp_points: presentBalances(after),
  };
}

/** A replay of a key: the first answer, or a conflict when the key named another request. */
async function replayOf(
  deps: AppDeps,
  input: { playerId: number; idempotencyKey: string | null },
  digest: string,
): Promise<ExchangeAnswer | null> {
  if (input.idempotencyKey === null) return null;
  const earlier = await findExchangeByKey(deps.database.db, input.playerId, input.idempotencyKey);
  if (!earlier) return null;
  if (earlier.requestDigest !== digest) {
    refuse({
      code: 'idempotency_conflict',
      errors: { 'idempotency-key': ['was used for another exchange'] },
    });
  }
  return answerOf(deps, earlier);
}

interface Priced {
  rate: CompPointRateRow;
  /** Money: minor units of one unit in the player's currency. */
  amountCents: number;
  unitPrice: number;
  quantity: number;
}

/**
 * The rate and quantity a request asks for, priced by the server from the brand's rates and the
 * CMS sale (never from the client): a discounted price after the sale is `sale_over`, any other
 * price that is not the unit price times a quantity is `price_mismatch`.
 */
async function priceRequest(
  deps: AppDeps,
  input: ExchangeInput,
  currency: string,
  now: Date,
): Promise<Priced> {
  const { request } = input;
  const sale = await findSale(deps, input.locale);
  const offered = await ratesFor(
    deps,
    deps.database.db,
    { type: input.type, currency },
    input.locale,
  );
  const candidates = offered
    .filter((entry) =>
      request.rate_id !== undefined
        ? entry.row.id === request.rate_id
        : request.group === 'DISCOUNT' || entry.row.group === request.group,
    )
    .map((entry) => entry.row);
  if (candidates.length === 0) {
    refuse({ code: 'rate_not_found', errors: { rate_id: ['no such reward in your currency'] } });
  }

  const asked = (price: number) =>
    request.quantity === undefined
      ? request.rate_id === undefined
        ? request.points === price
          ? 1
          : null
        : quantityFor(request.points, price)
      : request.points === price * request.quantity
        ? request.quantity
        : null;

  for (const rate of candidates) {
    const { price, discountPercent } = priceOf(rate, sale, now);
    if (request.group === 'DISCOUNT' && discountPercent === null) continue;
    const quantity = asked(price);
    if (quantity !== null && quantity > MAX_EXCHANGE_QUANTITY) {
      throw AppError.invalid({ quantity: [`at most ${MAX_EXCHANGE_QUANTITY} in one exchange`] });
    }
    if (quantity !== null) {
      return { rate, amountCents: amountIn(rate, currency) ?? 0, unitPrice: price, quantity };
    }
  }

  // Not the price now. A sale price after the sale ended (or a DISCOUNT card without a sale)
  // is `sale_over`, so the mart can say the sale is over and show the price now.
  const saleCards = Object.values(sale?.cards ?? {}).flat();
  for (const rate of candidates) {
    if (priceOf(rate, sale, now).discountPercent !== null) continue;
    const card = saleCards.find((entry) => entry?.rate_id === rate.id);
    const askedSalePrice =
      card !== undefined && asked(discountedPrice(rate.points, card.discount_percent)) !== null;
    if (request.group === 'DISCOUNT' || askedSalePrice) {
      refuse({
        code: 'sale_over',
        errors: { points: ['the sale has ended'] },
        price_points: rate.points,
      });
    }
  }
  const [first] = candidates;
  refuse({
    code: 'price_mismatch',
    errors: { points: ['does not match the price'] },
    price_points: first ? priceOf(first, sale, now).price : 0,
  });
  throw new Error('unreachable');
}

/**
 * The grant of one exchange, through the grant service (gifts) or the lootbox service. Free
 * spins and Rocket Chance entries are one issued gift per unit: the player activates the spins
 * among the gifts, and draws an entry on `/rocket-chance` (the chance module takes `chance*`
 * gifts, so the entry needs nothing of the exchange but the gift).
 */
async function grant(
  tx: Transaction,
  deps: AppDeps,
  row: CompPointExchangeRow,
  rate: CompPointRateRow,
  now: Date,
): Promise<{ giftIds: number[]; lootboxIds: number[] }> {
  const reference = (n: number) =>
    row.quantity === 1 ? `comp-exchange:${row.id}` : `comp-exchange:${row.id}:${n}`;
  if (rate.type === 'lootboxes') {
    if (!rate.lootboxTemplateKey) throw new Error(`rate ${rate.key} names no lootbox`);
    const lootboxIds: number[] = [];
    for (let n = 1; n <= row.quantity; n += 1) {
      const { lootbox } = await issueLootbox(tx, deps, {
        playerId: row.playerId,
        templateKey: rate.lootboxTemplateKey,
        currency: row.currency,
        sourceReference: reference(n),
        now,
      });
      lootboxIds.push(lootbox.id);
    }
    return { giftIds: [], lootboxIds };
  }

  const template = rate.giftTemplateKey
    ? await findRewardGiftTemplate(tx, rate.giftTemplateKey)
    : null;
  if (!template) throw new Error(`rate ${rate.key} names no gift template`);
  if (rate.type === 'money') {
    // One gift for the whole amount; a cash gift (no wagering) pays the real balance at once.
    const { gift } = await issueGift(tx, deps, {
      playerId: row.playerId,
      templateId: template.id,
      currency: row.currency,
      sourceReference: `comp-exchange:${row.id}`,
      amountCents: row.amountCents,
      activate: true,
      now,
    });
    return { giftIds: [gift.id], lootboxIds: [] };
  }
  const giftIds: number[] = [];
  for (let n = 1; n <= row.quantity; n += 1) {
    const { gift } = await issueGift(tx, deps, {
      playerId: row.playerId,
      templateId: template.id,
      currency: row.currency,
      sourceReference: reference(n),
      now,
    });
    giftIds.push(gift.id);
  }
  return { giftIds, lootboxIds: [] };
}

/**
 * Debits `cost` points by a conditional update (concurrent exchanges never spend a point twice),
 * or refuses with the points still missing.
 */
async function spendOrRefuse(
  tx: Transaction,
  playerId: number,
  price: { cost: number; unitPrice: number },
  now: Date,
) {
  const balances = await spendPoints(tx, playerId, price.cost, now);
  if (balances) return balances;
  const { chargeable } = await findBalances(tx, playerId);
  return refuse({
    code: 'insufficient_points',
    errors: { points: ['insufficient'] },
    missing_points: price.cost - Math.max(0, chargeable),
    price_points: price.unitPrice,
  });
}

/** CP-013: the player, unless the mart's gates refuse them (multi-account, then bonuses off). */
async function eligiblePlayer(deps: AppDeps, playerId: number) {
  const player = await findExchangingPlayer(deps.database.db, playerId);
  if (!player) throw AppError.notFound('No such player');
  const { config } = await brandService(deps).get();
  if (player.groups.includes(config.groups.multiAccount)) {
    refuse({
      code: 'not_eligible',
      reason: 'multi_account',
      errors: { base: ['multi-account players cannot exchange comp points'] },
    });
  }
  if (!player.canIssueBonuses) {
    refuse({
      code: 'not_eligible',
      reason: 'bonuses_disabled',
      errors: { base: ['enable bonuses to exchange comp points'] },
    });
  }
  return player;
}

/**
 * CP-005, CP-006, CP-013, CP-028: one exchange in one transaction. Refusals in the order the mart
 * asks (multi-account, then bonuses disabled), then the price from the server's data, then the
 * points: debited by a conditional update, so concurrent exchanges never spend a point twice;
 * the reward granted in the same transaction, idempotent by the Idempotency-Key.
 */
export async function exchangePoints(deps: AppDeps, input: ExchangeInput): Promise<ExchangeAnswer> {
  const digest = digestOf(input.type, input.request);
  const replay = await replayOf(deps, input, digest);
  if (replay) return replay;

  const player = await eligiblePlayer(deps, input.playerId);

  const now = deps.clock.now();
  const priced = await priceRequest(deps, input, player.currency, now);
  const cost = priced.unitPrice * priced.quantity;

  try {
    return await deps.database.db.transaction(async (tx) => {
      const inserted = await insertExchange(tx, {
        playerId: input.playerId,
        idempotencyKey: input.idempotencyKey,
        requestDigest: digest,
        rateId: priced.rate.id,
        type: priced.rate.type,
        group: input.request.group,
        quantity: priced.quantity,
        points: cost,
        currency: player.currency,
        amountCents: priced.rate.type === 'money' ? priced.amountCents * priced.quantity : 0,
        freespinsCount:
          priced.rate.type === 'freespins' ? priced.rate.freespinsCount * priced.quantity : 0,
        createdAt: now,
      });
      if (!inserted) throw new KeyTakenMeanwhile();

      const balances = await spendOrRefuse(
        tx,
        input.playerId,
        { cost, unitPrice: priced.unitPrice },
        now,
      );
      const grants = await grant(tx, deps, inserted, priced.rate, now);
      const row = await updateExchangeGrants(tx, inserted.id, grants);
      const after = balances;
      await pushCompsAward(tx, input.playerId, -cost, 'exchange', after);
      return answerOf(deps, row, after);
    });
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    const raced = await replayOf(deps, input, digest);
    if (!raced) throw new Error('exchange key taken by a request that vanished');
    return raced;
  }
}

// ---- lottery tickets (CP-006, CP-030) -------------------------------------------------------

export interface LotteryExchangeInput {
  playerId: number;
  request: LotteryExchange;
  idempotencyKey: string | null;
  locale: string;
}

function lotteryDigestOf(request: LotteryExchange): string {
  const canonical = JSON.stringify([
    'lotteries',
    request.tickets_count,
    request.lottery_id,
    request.group,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * CP-006, CP-030: `{tickets_count, lottery_id, group}` buys tickets of one lottery, in one
 * transaction: the points debited as for any exchange, the tickets added to the lottery's list
 * (`comp-exchange:<id>`), so the common ticket balance grows by `tickets_count`. The rate is a
 * lotteries rate of the group that sells that lottery's tickets; a lottery that no longer takes
 * tickets is `lottery_closed`, one that does not exist (or is hidden) `lottery_not_found`.
 */
export async function exchangeForTickets(
  deps: AppDeps,
  input: LotteryExchangeInput,
): Promise<ExchangeAnswer> {
  const digest = lotteryDigestOf(input.request);
  const replay = await replayOf(deps, input, digest);
  if (replay) return replay;

  const player = await eligiblePlayer(deps, input.playerId);
  const now = deps.clock.now();
  const { request } = input;
  const offered = (
    await ratesFor(
      deps,
      deps.database.db,
      { type: 'lotteries', currency: player.currency },
      input.locale,
    )
  ).filter((entry) => entry.row.group === request.group);
  if (offered.length === 0) {
    const taking = await lotteriesTakingTickets(deps.database.db, now);
    if (!taking.includes(request.lottery_id)) await refuseLottery(deps, request.lottery_id);
    refuse({ code: 'rate_not_found', errors: { group: ['no lottery tickets in this group'] } });
  }
  const entry = offered.find((candidate) =>
    (candidate.rate.lottery_ids ?? []).includes(request.lottery_id),
  );
  if (!entry) return refuseLottery(deps, request.lottery_id);
  const { price } = priceOf(entry.row, await findSale(deps, input.locale), now);
  const cost = price * request.tickets_count;

  try {
    return await deps.database.db.transaction(async (tx) => {
      const inserted = await insertExchange(tx, {
        playerId: input.playerId,
        idempotencyKey: input.idempotencyKey,
        requestDigest: digest,
        rateId: entry.row.id,
        type: 'lotteries',
        group: request.group,
        quantity: request.tickets_count,
        points: cost,
        currency: player.currency,
        amountCents: 0,
        freespinsCount: 0,
        createdAt: now,
      });
      if (!inserted) throw new KeyTakenMeanwhile();
      const balances = await spendOrRefuse(tx, input.playerId, { cost, unitPrice: price }, now);
      try {
        await addTickets(tx, {
          playerId: input.playerId,
          lotteryId: request.lottery_id,
          count: request.tickets_count,
          source: 'exchange',
          reference: `comp-exchange:${inserted.id}`,
          now,
        });
      } catch (error) {
        // Closed between the price and the tickets (its draw took the list): nothing is spent.
        if (!(error instanceof LotteryRefused)) throw error;
        refuse({ code: error.code, errors: { lottery_id: [lotteryMessage[error.code]] } });
      }
      const after = balances;
      await pushCompsAward(tx, input.playerId, -cost, 'exchange', after);
      return answerOf(deps, inserted, after);
    });
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    const raced = await replayOf(deps, input, digest);
    if (!raced) throw new Error('exchange key taken by a request that vanished');
    return raced;
  }
}

const lotteryMessage = {
  lottery_not_found: 'no such lottery',
  lottery_closed: 'the lottery takes no more tickets',
} as const;

/** Why a lottery's tickets are not sold: it exists but is closed, or it does not exist. */
async function refuseLottery(deps: AppDeps, lotteryId: number): Promise<never> {
  const known = await lotteryExists(deps.database.db, lotteryId);
  const code = known ? 'lottery_closed' : 'lottery_not_found';
  return refuse({ code, errors: { lottery_id: [lotteryMessage[code]] } });
}
