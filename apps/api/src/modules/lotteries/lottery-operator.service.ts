import { lotteryState } from '@croupier/domain/lotteries/state';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { lootboxTemplateEnabled } from '../lootboxes/lootboxes.service.js';
import { findScheduledTask, unscheduleTask } from '../outbox/outbox.service.js';
import {
  countTickets,
  deleteLottery,
  findDrawSeed,
  findGiftTemplateId,
  findLottery,
  listAllLotteries,
  listWinners,
  type LotteryRow,
} from './lotteries.repository.js';
import {
  createLottery,
  depositRuleSchema,
  drawLottery,
  storedPrizeSchema,
} from './lotteries.service.js';

/**
 * What `npm run lotteries -- …` asks of the module (docs/lotteries.md "Operator commands"):
 * a lottery from a file, an operator's view of one with its winners and proof, a cancel that
 * never takes a ticket away without a refund, and the draw of a lottery that is due, by the
 * same `drawLottery` the timed task runs.
 */

const localised = z
  .record(z.string(), z.string().min(1).max(2_000))
  .refine((texts) => texts.en !== undefined, { message: 'needs an en text' });

/** A lottery as an operator writes it in a file (the seed's shape, dates as ISO text). */
export const lotterySpecSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{2,79}$/, 'lowercase letters, digits and -'),
    frontendIdentifier: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,79}$/)
      .optional(),
    title: localised,
    description: localised.optional(),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    prizes: z.array(storedPrizeSchema).min(1).max(100),
    depositRule: depositRuleSchema.nullable().optional(),
    groupIds: z.array(z.number().int().positive()).optional(),
  })
  .strict()
  .refine((spec) => Date.parse(spec.endAt) > Date.parse(spec.startAt), {
    path: ['endAt'],
    message: 'must be after startAt',
  })
  .refine((spec) => spec.prizes.every((prize, index) => prize.place === index + 1), {
    path: ['prizes'],
    message: 'places 1, 2, 3 … in order, one prize each',
  });
export type LotterySpec = z.infer<typeof lotterySpecSchema>;

/**
 * Creates a lottery from an operator's file: the end in the future and every prize's template
 * known (else the draw would record it unpaid), then `createLottery` (seed, hash, draw task).
 */
export async function createLotteryFromSpec(deps: AppDeps, spec: LotterySpec) {
  const db = deps.database.db;
  const fields: Record<string, string[]> = {};
  if (Date.parse(spec.endAt) <= deps.clock.now().getTime()) fields.endAt = ['is in the past'];
  for (const prize of spec.prizes) {
    const known =
      prize.gift_template_key !== undefined
        ? (await findGiftTemplateId(db, prize.gift_template_key)) !== null
        : await lootboxTemplateEnabled(db, prize.lootbox_template_key ?? '');
    if (!known) {
      fields[`prizes.${prize.place}`] = [
        `no ${prize.gift_template_key !== undefined ? `gift template ${prize.gift_template_key}` : `enabled lootbox template ${prize.lootbox_template_key ?? ''}`}`,
      ];
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.invalid(fields);
  const row = await createLottery(db, {
    slug: spec.slug,
    frontendIdentifier: spec.frontendIdentifier ?? spec.slug,
    title: spec.title,
    description: spec.description ?? {},
    startAt: new Date(spec.startAt),
    endAt: new Date(spec.endAt),
    prizes: spec.prizes,
    depositRule: spec.depositRule ?? null,
    groupIds: spec.groupIds ?? [],
  });
  if (!row) throw new AppError('conflict', `a lottery ${spec.slug} exists already`);
  return row;
}

async function lotteryOf(deps: AppDeps, idOrSlug: string): Promise<LotteryRow> {
  const row = await findLottery(deps.database.db, idOrSlug);
  if (!row) throw AppError.notFound(`no lottery ${idOrSlug}`);
  return row;
}

/** Every lottery, soonest end first, with its state now. */
export async function operatorLotteries(deps: AppDeps) {
  const now = deps.clock.now();
  return (await listAllLotteries(deps.database.db)).map((row) => ({
    row,
    state: lotteryState(row, now),
  }));
}

/**
 * One lottery as the operator needs it: state, tickets by source and holders, prizes with
 * their templates, the draw task, and once drawn the winners (player ids, how each prize was
 * paid) and the proof (the seed revealed, the list's digest).
 */
export async function operatorLottery(deps: AppDeps, idOrSlug: string) {
  const db = deps.database.db;
  const row = await lotteryOf(deps, idOrSlug);
  const drawn = row.drawnAt !== null;
  const [tickets, winners, task, seed] = await Promise.all([
    countTickets(db, row.id),
    listWinners(db, [row.id]),
    findScheduledTask(db, `lottery:${row.id}`),
    drawn ? findDrawSeed(db, row.id) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    frontend_identifier: row.frontendIdentifier,
    title: row.title,
    state: lotteryState(row, deps.clock.now()),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    group_ids: row.groupIds,
    deposit_rule: row.depositRule,
    prizes: row.prizes,
    tickets: { issued: row.ticketsIssued, by_source: tickets.bySource, players: tickets.players },
    draw_task: task
      ? {
          key: task.key,
          state: task.state,
          run_at: task.runAt.toISOString(),
          attempts: task.attempts,
          last_error: task.lastError,
        }
      : null,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    winners: winners.map((winner) => ({
      place: winner.place,
      ticket_number: winner.ticketNumber,
      player_id: winner.playerId,
      holder: winner.holder,
      prize: winner.prize,
    })),
    proof: {
      seed_hash: row.seedHash,
      // Revealed only once drawn, as on the player's page: before, it would tell who wins.
      seed: drawn ? seed : null,
      tickets_digest: row.ticketsDigest,
    },
  };
}

/**
 * Cancels a lottery nobody holds a ticket of: the row (its seed with it) and its draw task go
 * in one transaction, under the row lock a ticket grant takes too, so no ticket joins
 * meanwhile. Tickets were paid for (comp points, a used gift, a deposit's promise) and no path
 * gives them back, so a lottery with tickets is refused: it draws at its end.
 */
export async function cancelLottery(deps: AppDeps, idOrSlug: string) {
  return deps.database.db.transaction(async (tx) => {
    const row = await findLottery(tx, idOrSlug, { lock: true });
    if (!row) throw AppError.notFound(`no lottery ${idOrSlug}`);
    if (row.drawnAt !== null) {
      throw new AppError('conflict', `${row.slug} was drawn already; its result stands`);
    }
    if (row.ticketsIssued > 0) {
      const { bySource, players } = await countTickets(tx, row.id);
      const sources = Object.entries(bySource)
        .map(([source, count]) => `${count} from ${source}`)
        .join(', ');
      throw new AppError(
        'conflict',
        `${row.slug} is not cancelled: ${players} player(s) hold ${row.ticketsIssued} ticket(s) (${sources}) ` +
          'paid for with comp points, gifts or deposits, and there is no refund path for them; ' +
          `it draws as planned at ${row.endAt.toISOString()}`,
      );
    }
    await deleteLottery(tx, row.id);
    const unscheduled = await unscheduleTask(tx, `lottery:${row.id}`);
    return { row, unscheduled };
  });
}

/**
 * Draws a lottery whose end has come (a late or dead draw task), through the task's own
 * `drawLottery`, so once only. Before `end_at` it refuses: players may still join.
 */
export async function drawDueLottery(deps: AppDeps, idOrSlug: string, log: FastifyBaseLogger) {
  const row = await lotteryOf(deps, idOrSlug);
  const now = deps.clock.now();
  if (now.getTime() < row.endAt.getTime()) {
    throw new AppError(
      'conflict',
      `${row.slug} is not due: it takes tickets until ${row.endAt.toISOString()} and draws then`,
    );
  }
  const outcome = await deps.database.db.transaction((tx) =>
    drawLottery(tx, deps, { lotteryId: row.id, now, log }),
  );
  return { row, outcome };
}
