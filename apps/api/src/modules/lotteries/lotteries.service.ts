import type {
  Lottery,
  LotteryPrize,
  LotteryStatuses,
  LotteryTicket,
} from '@croupier/contracts/lotteries';
import {
  DRAW_ALGORITHM,
  drawWinningNumbers,
  seedHashOf,
  ticketsDigestOf,
} from '@croupier/domain/lotteries/draw';
import { lotteryState, takesTickets } from '@croupier/domain/lotteries/state';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Database, Executor, Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { issueGift } from '../gifts/gifts.service.js';
import { issueLootbox } from '../lootboxes/lootboxes.service.js';
import { notifyPlayer } from '../notifications/notify-player.js';
import { defineTask, scheduleAt } from '../outbox/outbox.service.js';
import { maskHolder, newDrawSeed, nodeDrawCrypto } from './lottery-draw.js';
import {
  findDrawSeed,
  findGiftTemplateId,
  findLottery,
  findPlayerGroups,
  findTicketsOfGrant,
  insertLottery,
  insertTickets,
  insertWinner,
  listAllLotteries,
  listLotteryTickets,
  listPlayerTickets,
  listWinners,
  markDrawn,
  takeTicketNumbers,
  type LotteryRow,
  type LotteryTicketRow,
  type LotteryWinnerRow,
  type NewLottery,
} from './lotteries.repository.js';

/**
 * Lotteries (engagement.md §3 Lottery; TN-014..TN-019, SH-050; DESIGN.md §12 commit-reveal;
 * docs/lotteries.md). Tickets join a lottery from comp-point exchanges, deposits and ticket
 * gifts, numbered in order, until `end_at`; the draw task then freezes the list, reveals the
 * seed, takes the winners by `@croupier/domain/lotteries/draw` and pays every prize through the
 * grant paths (gifts, lootboxes) under `lottery:<id>:prize:<place>`, in one transaction.
 */

// ---- brand data ----------------------------------------------------------------------------

const localisedSchema = z.record(z.string(), z.string());

/** A prize as stored: a gift template or a lootbox template pays it. */
export const storedPrizeSchema = z
  .object({
    place: z.number().int().positive(),
    title: localisedSchema,
    gift_template_key: z.string().optional(),
    lootbox_template_key: z.string().optional(),
  })
  .refine(
    (prize) =>
      (prize.gift_template_key === undefined) !== (prize.lootbox_template_key === undefined),
    {
      message: 'a prize names one gift template or one lootbox template',
    },
  );
export type StoredPrize = z.infer<typeof storedPrizeSchema>;
const storedPrizesSchema = z.array(storedPrizeSchema);

export const depositRuleSchema = z.object({
  eurCentsPerTicket: z.number().int().positive(),
  maxTicketsPerDeposit: z.number().int().nonnegative(),
});
export type DepositRule = z.infer<typeof depositRuleSchema>;

/** A text the brand keeps per locale (`{en: …, de: …}`); none when the value is not one. */
function localisedOf(value: unknown): Readonly<Record<string, string>> {
  const texts = localisedSchema.safeParse(value);
  return texts.success ? texts.data : {};
}

function textIn(value: unknown, locale: string): string {
  const texts = localisedOf(value);
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? '';
}

function prizesOf(row: LotteryRow): StoredPrize[] {
  const parsed = storedPrizesSchema.safeParse(row.prizes);
  return parsed.success ? [...parsed.data].sort((a, b) => a.place - b.place) : [];
}

function depositRuleOf(row: LotteryRow): DepositRule | null {
  const parsed = depositRuleSchema.safeParse(row.depositRule);
  return parsed.success ? parsed.data : null;
}

function groupIdsOf(row: LotteryRow): number[] {
  const parsed = z.array(z.number().int()).safeParse(row.groupIds);
  return parsed.success ? parsed.data : [];
}

const datesOf = (row: LotteryRow) => ({
  startAt: row.startAt,
  endAt: row.endAt,
  drawnAt: row.drawnAt,
});

// ---- presenting ----------------------------------------------------------------------------

function presentPrize(prize: StoredPrize, locale: string): LotteryPrize {
  return {
    place: prize.place,
    title: textIn(prize.title, locale),
    kind: prize.gift_template_key !== undefined ? 'gift' : 'lootbox',
  };
}

function presentTicket(
  ticket: LotteryTicketRow,
  drawn: boolean,
  won: LotteryPrize | undefined,
): LotteryTicket {
  return {
    id: ticket.id,
    number: String(ticket.number),
    created_at: ticket.createdAt.toISOString(),
    source: ticket.source as LotteryTicket['source'],
    is_winner: drawn ? won !== undefined : null,
    ...(won ? { prize: won } : {}),
  };
}

interface LotteryView {
  row: LotteryRow;
  tickets: LotteryTicketRow[];
  winners: LotteryWinnerRow[];
  seed: string | null;
}

function presentLottery(view: LotteryView, locale: string, now: Date): Lottery {
  const { row } = view;
  const prizes = prizesOf(row).map((prize) => presentPrize(prize, locale));
  const prizeOfPlace = new Map(prizes.map((prize) => [prize.place, prize]));
  const drawn = row.drawnAt !== null;
  const wonByNumber = new Map(
    view.winners.flatMap((winner) => {
      const prize = prizeOfPlace.get(winner.place);
      return prize ? [[winner.ticketNumber, prize] as const] : [];
    }),
  );
  const rule = depositRuleOf(row);
  return {
    id: row.id,
    lottery_id: row.id,
    slug: row.slug,
    frontend_identifier: row.frontendIdentifier,
    title: textIn(row.title, locale),
    description: textIn(row.description, locale),
    state: lotteryState(datesOf(row), now),
    in_progress: takesTickets(datesOf(row), now),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    drawn_at: row.drawnAt?.toISOString() ?? null,
    deposit_rule: rule
      ? {
          eur_cents_per_ticket: rule.eurCentsPerTicket,
          max_tickets_per_deposit: rule.maxTicketsPerDeposit,
        }
      : null,
    prizes,
    tickets: view.tickets.map((ticket) =>
      presentTicket(ticket, drawn, wonByNumber.get(ticket.number)),
    ),
    winners: view.winners.flatMap((winner) => {
      const prize = prizeOfPlace.get(winner.place);
      return prize
        ? [
            {
              place: winner.place,
              nickname: winner.holder,
              ticket_number: String(winner.ticketNumber),
              prize,
            },
          ]
        : [];
    }),
    proof: {
      algorithm: DRAW_ALGORITHM,
      seed_hash: row.seedHash,
      // The seed only once drawn: before, it would tell who wins.
      seed: drawn ? view.seed : null,
      tickets_digest: drawn ? row.ticketsDigest : null,
      tickets_count: row.ticketsIssued,
    },
  };
}

async function viewsOf(
  db: Executor,
  rows: LotteryRow[],
  playerId: number | null,
): Promise<LotteryView[]> {
  const ids = rows.map((row) => row.id);
  const [tickets, winners] = await Promise.all([
    playerId === null ? Promise.resolve([]) : listPlayerTickets(db, playerId, ids),
    listWinners(db, ids),
  ]);
  const views: LotteryView[] = [];
  for (const row of rows) {
    views.push({
      row,
      tickets: tickets.filter((ticket) => ticket.lotteryId === row.id),
      winners: winners.filter((winner) => winner.lotteryId === row.id),
      seed: row.drawnAt === null ? null : await findDrawSeed(db, row.id),
    });
  }
  return views;
}

/** Whether a player (null: a guest) sees a lottery: its `group_ids`, [] for everyone. */
function visibleTo(row: LotteryRow, groups: readonly number[] | null): boolean {
  const wanted = groupIdsOf(row);
  if (wanted.length === 0) return true;
  return groups !== null && wanted.some((group) => groups.includes(group));
}

// ---- reads ---------------------------------------------------------------------------------

/** GET /api/lotteries: every lottery the player (or guest) may see, soonest end first. */
export async function listLotteries(
  deps: AppDeps,
  input: { playerId: number | null; locale: string },
): Promise<Lottery[]> {
  const db = deps.database.db;
  const groups = input.playerId === null ? null : await findPlayerGroups(db, input.playerId);
  const rows = (await listAllLotteries(db)).filter((row) => visibleTo(row, groups));
  const now = deps.clock.now();
  return (await viewsOf(db, rows, input.playerId)).map((view) =>
    presentLottery(view, input.locale, now),
  );
}

async function visibleLottery(
  deps: AppDeps,
  idOrSlug: string | number,
  playerId: number | null,
): Promise<LotteryRow> {
  const db = deps.database.db;
  const row = await findLottery(db, idOrSlug);
  const groups = playerId === null ? null : await findPlayerGroups(db, playerId);
  if (!row || !visibleTo(row, groups)) throw AppError.notFound('No such lottery');
  return row;
}

/** GET /api/lotteries/{slug} (RT-028: an id or a slug). */
export async function getLottery(
  deps: AppDeps,
  input: { idOrSlug: string; playerId: number | null; locale: string },
): Promise<Lottery> {
  const row = await visibleLottery(deps, input.idOrSlug, input.playerId);
  const [view] = await viewsOf(deps.database.db, [row], input.playerId);
  if (!view) throw AppError.notFound('No such lottery');
  return presentLottery(view, input.locale, deps.clock.now());
}

/** GET /api/lotteries/statuses (TN-017): the common balance and each lottery's tickets. */
export async function lotteryStatuses(deps: AppDeps, playerId: number): Promise<LotteryStatuses> {
  const db = deps.database.db;
  const rows = await listAllLotteries(db);
  const tickets = await listPlayerTickets(
    db,
    playerId,
    rows.map((row) => row.id),
  );
  const views = await viewsOf(
    db,
    rows.filter((row) => tickets.some((ticket) => ticket.lotteryId === row.id)),
    playerId,
  );
  const now = deps.clock.now();
  const undrawn = new Set(rows.filter((row) => row.drawnAt === null).map((row) => row.id));
  return {
    balance: tickets.filter((ticket) => undrawn.has(ticket.lotteryId)).length,
    statuses: views.map((view) => {
      const lottery = presentLottery(view, 'en', now);
      return { lottery_id: lottery.id, tickets: lottery.tickets };
    }),
  };
}

/** GET /api/lotteries/{id}/status: the player's tickets in one lottery. */
export async function lotteryStatus(
  deps: AppDeps,
  input: { idOrSlug: string; playerId: number },
): Promise<{ lottery_id: number; tickets: LotteryTicket[] }> {
  const lottery = await getLottery(deps, { ...input, locale: 'en' });
  return { lottery_id: lottery.id, tickets: lottery.tickets };
}

/** GET /api/lotteries/{slug}/draw: the published data of a drawn lottery (409 before). */
export async function publishedDraw(deps: AppDeps, idOrSlug: string) {
  const db = deps.database.db;
  const row = await findLottery(db, idOrSlug);
  if (!row) throw AppError.notFound('No such lottery');
  const seed = row.drawnAt === null ? null : await findDrawSeed(db, row.id);
  if (row.drawnAt === null || seed === null || row.ticketsDigest === null) {
    throw new AppError('conflict', 'The lottery has not been drawn yet');
  }
  const [tickets, winners] = await Promise.all([
    listLotteryTickets(db, row.id),
    listWinners(db, [row.id]),
  ]);
  return {
    lottery_id: row.id,
    algorithm: DRAW_ALGORITHM,
    seed_hash: row.seedHash,
    seed,
    tickets_digest: row.ticketsDigest,
    tickets: tickets.map((ticket) => ({
      number: ticket.number,
      holder: maskHolder(ticket.nickname),
    })),
    winners: winners.map((winner) => winner.ticketNumber),
    places: prizesOf(row).length,
  };
}

// ---- tickets -------------------------------------------------------------------------------

export class LotteryRefused extends Error {
  constructor(readonly code: 'lottery_not_found' | 'lottery_closed') {
    super(code);
    this.name = 'LotteryRefused';
  }
}

export interface AddTicketsInput {
  playerId: number;
  lotteryId: number;
  count: number;
  source: LotteryTicket['source'];
  /** The grant's business reference (`comp-exchange:12`, `gift:40`, `deposit:<tx>:lottery:3`). */
  reference: string;
  now: Date;
}

/**
 * Adds `count` tickets to a lottery for a player in the caller's transaction, numbered next in
 * its list. Idempotent by `reference`: a second call answers the first tickets. Refuses a
 * lottery that is missing or hidden from the player (`lottery_not_found`) or that no longer
 * takes tickets (`lottery_closed`).
 */
export async function addTickets(
  tx: Transaction,
  input: AddTicketsInput,
): Promise<{ tickets: LotteryTicketRow[]; replayed: boolean }> {
  const earlier = await findTicketsOfGrant(tx, input.reference);
  if (earlier.length > 0) return { tickets: earlier, replayed: true };
  if (!Number.isSafeInteger(input.count) || input.count < 1) {
    throw AppError.invalid({ tickets_count: ['must be at least 1'] });
  }
  const row = await findLottery(tx, input.lotteryId);
  if (!row || !visibleTo(row, await findPlayerGroups(tx, input.playerId))) {
    throw new LotteryRefused('lottery_not_found');
  }
  const first = await takeTicketNumbers(tx, row.id, input.count, input.now);
  if (first === null) throw new LotteryRefused('lottery_closed');
  const tickets = await insertTickets(
    tx,
    Array.from({ length: input.count }, (_, n) => ({
      lotteryId: row.id,
      playerId: input.playerId,
      number: first + n,
      source: input.source,
      sourceReference: `${input.reference}#${n + 1}`,
      createdAt: input.now,
    })),
  );
  return { tickets, replayed: false };
}

/** Whether a lottery with this id exists (taking tickets or not). */
export async function lotteryExists(db: Executor, lotteryId: number): Promise<boolean> {
  return (await findLottery(db, lotteryId)) !== null;
}

/** Lotteries a comp-point rate may sell tickets of now: taking tickets, visible to anyone. */
export async function lotteriesTakingTickets(db: Executor, now: Date): Promise<number[]> {
  return (await listAllLotteries(db))
    .filter((row) => takesTickets(datesOf(row), now) && groupIdsOf(row).length === 0)
    .map((row) => row.id);
}

// ---- the draw ------------------------------------------------------------------------------

export const LOTTERY_DRAW_JOB = 'lotteries.draw';

async function payPrize(
  tx: Transaction,
  deps: AppDeps,
  input: { row: LotteryRow; prize: StoredPrize; playerId: number; currency: string; now: Date },
): Promise<{ gift_id?: number; lootbox_id?: number }> {
  const reference = `lottery:${input.row.id}:prize:${input.prize.place}`;
  if (input.prize.lootbox_template_key !== undefined) {
    const { lootbox } = await issueLootbox(tx, deps, {
      playerId: input.playerId,
      templateKey: input.prize.lootbox_template_key,
      currency: input.currency,
      sourceReference: reference,
      now: input.now,
    });
    return { lootbox_id: lootbox.id };
  }
  const templateId = await findGiftTemplateId(tx, input.prize.gift_template_key ?? '');
  if (templateId === null) throw AppError.invalid({ prize: ['gift_template_not_found'] });
  const { gift } = await issueGift(tx, deps, {
    playerId: input.playerId,
    templateId,
    currency: input.currency,
    sourceReference: reference,
    now: input.now,
  });
  return { gift_id: gift.id };
}

/**
 * Draws a lottery once, in the caller's transaction: locks its row (ticket grants wait, then
 * find it closed), freezes the list, takes the winners from the seed and the list, pays each
 * prize and tells each winner. A lottery already drawn, or not yet at `end_at`, is left alone.
 */
export async function drawLottery(
  tx: Transaction,
  deps: AppDeps,
  input: { lotteryId: number; now: Date; log: FastifyBaseLogger },
): Promise<'drawn' | 'already_drawn' | 'not_due'> {
  const row = await findLottery(tx, input.lotteryId, { lock: true });
  if (!row) throw new Error(`lottery ${input.lotteryId} not found`);
  if (row.drawnAt !== null) return 'already_drawn';
  if (input.now.getTime() < row.endAt.getTime()) return 'not_due';
  const seed = await findDrawSeed(tx, row.id);
  if (seed === null || (await seedHashOf(nodeDrawCrypto, seed)) !== row.seedHash) {
    throw new Error(`lottery ${row.id}: its seed does not match the published hash`);
  }
  const listed = await listLotteryTickets(tx, row.id);
  const published = listed.map((ticket) => ({
    number: ticket.number,
    holder: maskHolder(ticket.nickname),
  }));
  const ticketsDigest = await ticketsDigestOf(nodeDrawCrypto, published);
  const prizes = prizesOf(row);
  const winning = await drawWinningNumbers(nodeDrawCrypto, {
    seedHex: seed,
    ticketsDigest,
    ticketCount: listed.length,
    places: prizes.length,
  });
  await markDrawn(tx, row.id, { ticketsDigest, now: input.now });
  const log = input.log.child({ module: 'lotteries', lotteryId: row.id });
  for (const [index, number] of winning.entries()) {
    const prize = prizes[index];
    const ticket = listed[number - 1];
    if (!prize || !ticket || ticket.number !== number) throw new Error('draw outside the list');
    let paid: { gift_id?: number; lootbox_id?: number; paid: boolean };
    try {
      // A savepoint: a prize that cannot be paid (a currency its template does not serve, a
      // self-excluded winner) is recorded unpaid for the operator; the draw still stands.
      paid = {
        ...(await tx.transaction((inner) =>
          payPrize(inner, deps, {
            row,
            prize,
            playerId: ticket.playerId,
            currency: ticket.currency,
            now: input.now,
          }),
        )),
        paid: true,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.warn({ place: prize.place, fields: error.fields }, 'lottery prize not paid');
      paid = { paid: false };
    }
    await insertWinner(tx, {
      lotteryId: row.id,
      place: prize.place,
      ticketNumber: number,
      playerId: ticket.playerId,
      holder: maskHolder(ticket.nickname),
      prize: { title: prize.title, ...paid },
    });
    await notifyPlayer(tx, {
      playerId: ticket.playerId,
      type: 'personal_notifications',
      event: 'lottery_won',
      identifier: `lottery:${row.id}`,
      message: {
        key: 'lottery_won',
        params: {
          ticket: number,
          place: prize.place,
          lottery: { localized: localisedOf(row.title) },
          prize: { localized: prize.title },
        },
        button: { key: 'lottery_draw', path: `/lottery/${row.slug}` },
      },
      icon: null,
      now: input.now,
    });
  }
  return 'drawn';
}

const drawTaskPayload = z.object({ lotteryId: z.number().int().positive() });

/** The one-shot draw at `end_at` (outbox/scheduler.ts): transactional, so it happens once. */
export function lotteryDrawTask(deps: AppDeps) {
  return defineTask({
    job: LOTTERY_DRAW_JOB,
    payload: drawTaskPayload,
    transactional: true,
    async run({ lotteryId }, context) {
      const outcome = await context.db.transaction((tx) =>
        drawLottery(tx, deps, { lotteryId, now: context.now, log: context.log }),
      );
      // Moved early by hand, or a clock behind: the retry comes back after end_at.
      if (outcome === 'not_due') throw new Error(`lottery ${lotteryId} is not due yet`);
    },
  });
}

/**
 * The draw task's name and payload, for scheduling it where no deps exist (the seed): the
 * plugin registers `lotteryDrawTask(deps)`, which runs it.
 */
const drawTaskSchedule = defineTask({
  job: LOTTERY_DRAW_JOB,
  payload: drawTaskPayload,
  run: () => Promise.reject(new Error('runs through lotteryDrawTask(deps)')),
});

// ---- creating ------------------------------------------------------------------------------

export interface CreateLotteryInput {
  slug: string;
  frontendIdentifier: string;
  title: Record<string, string>;
  description: Record<string, string>;
  startAt: Date;
  endAt: Date;
  prizes: StoredPrize[];
  depositRule: DepositRule | null;
  groupIds: number[];
}

/**
 * Creates a lottery (seed, operator command): a fresh seed, its hash published at once, and the
 * draw scheduled at `end_at`, in one transaction. Null when the slug exists.
 */
export async function createLottery(
  db: Database,
  input: CreateLotteryInput,
): Promise<LotteryRow | null> {
  if (input.endAt.getTime() <= input.startAt.getTime()) {
    throw AppError.invalid({ end_at: ['must be after start_at'] });
  }
  storedPrizesSchema.parse(input.prizes);
  const seed = newDrawSeed();
  const values: NewLottery = {
    slug: input.slug,
    frontendIdentifier: input.frontendIdentifier,
    title: input.title,
    description: input.description,
    startAt: input.startAt,
    endAt: input.endAt,
    prizes: input.prizes,
    depositRule: input.depositRule,
    groupIds: input.groupIds,
    seedHash: await seedHashOf(nodeDrawCrypto, seed),
  };
  return db.transaction(async (tx) => {
    const row = await insertLottery(tx, values, seed);
    if (row) await scheduleDraw(tx, row);
    return row;
  });
}

/** The draw task at the lottery's `end_at`, one per lottery (`lottery:<id>`). */
export async function scheduleDraw(tx: Executor, row: LotteryRow): Promise<void> {
  await scheduleAt(tx, drawTaskSchedule, {
    key: `lottery:${row.id}`,
    at: row.endAt,
    payload: { lotteryId: row.id },
  });
}
