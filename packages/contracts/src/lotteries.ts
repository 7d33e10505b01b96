import { z } from 'zod';
import { LOTTERY_STATE_NAMES } from '@croupier/domain/lotteries/state';

/**
 * Lotteries (engagement.md §3 Lottery, §7; TN-014..TN-019, SH-050; DESIGN.md §12). The spec
 * gives `{id, lottery_id, in_progress, tickets[]}` and a status `{lottery_id, tickets}`; the
 * rest (ticket item, states, winners, the draw's proof, the common balance) is designed here
 * and written down in docs/api.md ("Lotteries").
 */

const isoTime = z.string();
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const lotteryStateSchema = z.enum(LOTTERY_STATE_NAMES);
export type LotteryState = z.infer<typeof lotteryStateSchema>;

export const LOTTERY_TICKET_SOURCES = ['deposit', 'exchange', 'gift'] as const;
export const lotteryTicketSourceSchema = z.enum(LOTTERY_TICKET_SOURCES);

/** A prize by place: a gift (money, bonus, free spins) or a lootbox, paid by the grant paths. */
export const lotteryPrizeSchema = z.object({
  place: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(['gift', 'lootbox']),
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

/** TN-015: one of the player's tickets. `number` is its place in the list, as a string. */
export const lotteryTicketSchema = z.object({
  id: z.number().int().positive(),
  number: z.string().regex(/^\d+$/),
  created_at: isoTime,
  source: lotteryTicketSourceSchema,
  /** null until the draw; then whether this ticket won. */
  is_winner: z.boolean().nullable(),
  prize: lotteryPrizeSchema.optional(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

/** TN-019: a winning ticket, its holder masked. */
export const lotteryWinnerSchema = z.object({
  place: z.number().int().positive(),
  nickname: z.string(),
  ticket_number: z.string().regex(/^\d+$/),
  prize: lotteryPrizeSchema,
});
export type LotteryWinner = z.infer<typeof lotteryWinnerSchema>;

/**
 * The commit-reveal proof (docs/game-fairness.md "Lottery draws"): `seed_hash` from the start,
 * `seed` and `tickets_digest` once drawn (null before).
 */
export const lotteryProofSchema = z.object({
  algorithm: z.string(),
  seed_hash: hex64,
  seed: hex64.nullable(),
  tickets_digest: hex64.nullable(),
  tickets_count: z.number().int().nonnegative(),
});
export type LotteryProof = z.infer<typeof lotteryProofSchema>;

/** TN-014: one lottery. `tickets` are the signed-in player's own ([] for a guest). */
export const lotterySchema = z.object({
  id: z.number().int().positive(),
  /** The id statuses name (the same as `id`). */
  lottery_id: z.number().int().positive(),
  slug: z.string(),
  frontend_identifier: z.string(),
  title: z.string(),
  description: z.string(),
  state: lotteryStateSchema,
  /** Taking tickets now (upcoming or active). */
  in_progress: z.boolean(),
  start_at: isoTime,
  end_at: isoTime,
  drawn_at: isoTime.nullable(),
  /** `{eur_cents_per_ticket, max_tickets_per_deposit}` when deposits earn tickets. */
  deposit_rule: z
    .object({
      eur_cents_per_ticket: z.number().int().positive(),
      max_tickets_per_deposit: z.number().int().nonnegative(),
    })
    .nullable(),
  prizes: z.array(lotteryPrizeSchema),
  tickets: z.array(lotteryTicketSchema),
  winners: z.array(lotteryWinnerSchema),
  proof: lotteryProofSchema,
});
export type Lottery = z.infer<typeof lotterySchema>;
export const lotteriesResponseSchema = z.array(lotterySchema);

/** TN-014: a player's status in one lottery. */
export const lotteryStatusSchema = z.object({
  lottery_id: z.number().int().positive(),
  tickets: z.array(lotteryTicketSchema),
});
export type LotteryStatus = z.infer<typeof lotteryStatusSchema>;

/**
 * TN-017: `GET /api/lotteries/statuses`. `balance` is the common ticket balance (SH-050): the
 * player's tickets in every lottery not drawn yet.
 */
export const lotteryStatusesSchema = z.object({
  balance: z.number().int().nonnegative(),
  statuses: z.array(lotteryStatusSchema),
});
export type LotteryStatuses = z.infer<typeof lotteryStatusesSchema>;

/** `GET /api/lotteries/{slug}/draw`: the published data anyone recomputes the draw from. */
export const lotteryDrawSchema = z.object({
  lottery_id: z.number().int().positive(),
  algorithm: z.string(),
  seed_hash: hex64,
  seed: hex64,
  tickets_digest: hex64,
  /** Every ticket of the frozen list, by number. */
  tickets: z.array(z.object({ number: z.number().int().positive(), holder: z.string() })),
  /** Winning ticket numbers by place, 1 first. */
  winners: z.array(z.number().int().positive()),
  places: z.number().int().nonnegative(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;
