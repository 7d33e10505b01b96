import { z } from 'zod';
import { channelSchema, eventNameSchema, winEventSchema } from './realtime';

/**
 * The event catalogue (DESIGN.md §3, §12): every outbox topic with the one schema its payload
 * has. Producers write these shapes in the transaction of the change they report; consumers
 * receive them parsed once by the outbox worker and never re-declare a partial schema.
 *
 * Money amounts are integer minor units of `currency`; `eurCents` is the same amount in EUR
 * cents at the rate of the booking's moment (quest thresholds and VIP progress are in EUR,
 * engagement.md §4, §9). Times are ISO-8601 UTC.
 */

const cents = z.number().int();
const isoTime = z.string().datetime({ offset: true });

/** Every kind of ledger movement the platform books. */
export const MOVEMENT_KINDS = [
  'deposit',
  'deposit_reversal',
  'withdrawal_reserve',
  'withdrawal_settle',
  'withdrawal_release',
  'bet',
  'win',
  'rollback',
  'adjustment',
  // Bonus money: granted from the promotions account, converted to real money, forfeited.
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
] as const;
export const movementKindSchema = z.enum(MOVEMENT_KINDS);
export type MovementKind = z.infer<typeof movementKindSchema>;

/** The player's two balances in one currency after a movement. */
export const playerBalanceSchema = z.object({
  currency: z.string(),
  realCents: cents,
  bonusCents: cents,
});
export type PlayerBalanceEvent = z.infer<typeof playerBalanceSchema>;

/** How much of a stake (or of the win or rollback following it) was real and bonus money. */
export const stakeSplitSchema = z.object({
  realCents: cents.nonnegative(),
  bonusCents: cents.nonnegative(),
});
export type StakeSplitEvent = z.infer<typeof stakeSplitSchema>;

/**
 * What a bet, a win or a rollback was played on: engagement consumers (comp points, quests,
 * tournaments, VIP progress) weigh play by game, provider and category without reading the
 * catalog.
 */
export const playContextSchema = z.object({
  studio: z.string(),
  /** The studio's action id of this movement. */
  actionId: z.string(),
  /** The catalog identifier (`provider/key`). */
  game: z.string(),
  /** The provider's slug. */
  provider: z.string(),
  /** The game's category identifiers (`slots`, `roulette`, `live`...). */
  categories: z.array(z.string()),
  /** The studio's round (`game_id` of the protocol). */
  round: z.string(),
  /** The call that booked this movement closed the round. */
  roundFinished: z.boolean(),
  /** Split of the amount between the player's real and bonus money. */
  split: stakeSplitSchema,
  /** The amount (unsigned) in EUR cents at the booking's rate. */
  eurCents: cents.nonnegative(),
});
export type PlayContext = z.infer<typeof playContextSchema>;

/** A rollback names what it undid, so a consumer can undo exactly what the original added. */
export const rollbackContextSchema = playContextSchema.extend({
  originalActionId: z.string(),
  originalKind: z.enum(['bet', 'win']),
});
export type RollbackContext = z.infer<typeof rollbackContextSchema>;

const movementBase = z.object({
  transactionId: z.number().int().positive(),
  reference: z.string(),
  currency: z.string(),
  playerId: z.number().int().positive().nullable(),
  /** The player's legs: account kind → signed amount. */
  playerLegs: z.object({ player_real: cents.optional(), player_bonus: cents.optional() }),
  balance: playerBalanceSchema.nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: isoTime,
});

/** `ledger.movement`: one per booked ledger transaction, in the transaction that booked it. */
export const ledgerMovementEventSchema = z.discriminatedUnion('kind', [
  movementBase.extend({ kind: z.literal('bet'), play: playContextSchema }),
  movementBase.extend({ kind: z.literal('win'), play: playContextSchema }),
  movementBase.extend({ kind: z.literal('rollback'), play: rollbackContextSchema.optional() }),
  movementBase.extend({
    kind: z.enum(
      MOVEMENT_KINDS.filter(
        (kind): kind is Exclude<MovementKind, 'bet' | 'win' | 'rollback'> =>
          kind !== 'bet' && kind !== 'win' && kind !== 'rollback',
      ),
    ),
  }),
]);
export type LedgerMovementEvent = z.infer<typeof ledgerMovementEventSchema>;

/** `realtime.publish`: a push committed with the change it announces. */
export const realtimePublishEventSchema = z.object({
  channel: channelSchema,
  event: eventNameSchema,
  data: z.unknown(),
  /** Required for a private channel: whose sockets get it. */
  playerId: z.union([z.number().int(), z.string().min(1)]).optional(),
});
export type RealtimePublishEvent = z.infer<typeof realtimePublishEventSchema>;

/**
 * `realtime.publish-batch`: many pushes committed together, published in order. A batched
 * consumer pushes a status per item per player (a bet counts in every running tournament,
 * quest and achievement it qualifies for): one outbox event for them all, not one each, so
 * the pushes neither multiply the outbox's writes nor crowd the next claim out of its room.
 */
export const realtimePublishBatchEventSchema = z.object({
  pushes: z.array(realtimePublishEventSchema).min(1),
});

/** `mail.deliver`: a queued mail (`mail_outbox` row) to send. */
export const mailDeliverEventSchema = z.object({ id: z.number().int().positive() });

/** `player.registered`: a new account (registration gifts, welcome quests, analytics). */
export const playerRegisteredEventSchema = z.object({
  playerId: z.number().int().positive(),
  currency: z.string(),
  country: z.string().nullable(),
  locale: z.string(),
  createdAt: isoTime,
  /** The registration gift template chosen at sign-up (`bonus_id`); the gifts module issues it. */
  registrationGiftId: z.number().int().positive().optional(),
});
export type PlayerRegisteredEvent = z.infer<typeof playerRegisteredEventSchema>;

/** `player.groups-changed`: membership changed (VIP status, popup groups, operator changes). */
export const playerGroupsChangedEventSchema = z.object({
  playerId: z.number().int().positive(),
  added: z.array(z.number().int()),
  removed: z.array(z.number().int()),
  /** The membership after the change. */
  groups: z.array(z.number().int()),
  createdAt: isoTime,
});
export type PlayerGroupsChangedEvent = z.infer<typeof playerGroupsChangedEventSchema>;

/**
 * `player.self-excluded`: a self-exclusion or time-out started (limits); gifts forfeit the bonus
 * money still locked (DESIGN.md §12).
 */
export const playerSelfExcludedEventSchema = z.object({
  playerId: z.number().int().positive(),
  /** null: indefinite. */
  until: isoTime.nullable(),
  createdAt: isoTime,
});
export type PlayerSelfExcludedEvent = z.infer<typeof playerSelfExcludedEventSchema>;

/**
 * `gift.freespins-ended`: the wallet booked the last spin of a free-spins gift (or the studio's
 * issue ended); the gifts module turns what the spins won into bonus money with its wagering.
 */
export const giftFreespinsEndedEventSchema = z.object({
  playerId: z.number().int().positive(),
  giftId: z.number().int().positive(),
  currency: z.string(),
  /** What the spins won in total, held in `bonus_liability` until wagering starts. */
  winningsCents: cents.nonnegative(),
  createdAt: isoTime,
});
export type GiftFreespinsEndedEvent = z.infer<typeof giftFreespinsEndedEventSchema>;

/**
 * `gift.wagering-ended`: the wallet ended the bonus being wagered inside a bet or win
 * (`wager_done`: converted; `lost`: its bonus money is spent). The gifts module tells the player
 * and starts the next waiting gift.
 */
export const giftWageringEndedEventSchema = z.object({
  playerId: z.number().int().positive(),
  giftId: z.number().int().positive(),
  currency: z.string(),
  stage: z.enum(['wager_done', 'lost']),
  /** Real money the conversion paid (0 when lost). */
  convertedCents: cents.nonnegative(),
  /** Bonus money forfeited above the max win (0 when lost). */
  forfeitedCents: cents.nonnegative(),
  createdAt: isoTime,
});
export type GiftWageringEndedEvent = z.infer<typeof giftWageringEndedEventSchema>;

/**
 * `comp-points.level-reached`: accrual left the player's persistent points at a level whose gift
 * is not granted yet. The levels consumer grants it in a transaction of its own, so a burst of
 * level-ups (about 25 statements each through the grant service) never holds back the points of
 * everyone else in the accrual's batch.
 */
export const compPointsLevelReachedEventSchema = z.object({
  playerId: z.number().int().positive(),
  /** The persistent points that reached the level (the consumer reads the balance again). */
  persistentPoints: z.number().int().nonnegative(),
  createdAt: isoTime,
});
export type CompPointsLevelReachedEvent = z.infer<typeof compPointsLevelReachedEventSchema>;

/**
 * `tournaments.prize-due`: the scores consumer left a quest level reached or an achievement
 * completed whose prize is not paid yet. The prizes consumer pays it in a transaction of its own
 * (the grant service takes about 25 statements), so a burst of quest levels never holds back the
 * leaderboards of everyone else in the scores batch. It reads the entry again: a second event for
 * the same player finds the prize claimed and does nothing.
 */
export const tournamentsPrizeDueEventSchema = z.object({
  tournamentId: z.number().int().positive(),
  playerId: z.number().int().positive(),
  createdAt: isoTime,
});
export type TournamentsPrizeDueEvent = z.infer<typeof tournamentsPrizeDueEventSchema>;

/** Every topic and its payload's schema: the one name of each topic. */
export const EVENT_CATALOGUE = {
  'ledger.movement': ledgerMovementEventSchema,
  'realtime.publish': realtimePublishEventSchema,
  'realtime.publish-batch': realtimePublishBatchEventSchema,
  'mail.deliver': mailDeliverEventSchema,
  'wallet.big-win': winEventSchema,
  'player.registered': playerRegisteredEventSchema,
  'player.groups-changed': playerGroupsChangedEventSchema,
  'player.self-excluded': playerSelfExcludedEventSchema,
  'gift.freespins-ended': giftFreespinsEndedEventSchema,
  'gift.wagering-ended': giftWageringEndedEventSchema,
  'comp-points.level-reached': compPointsLevelReachedEventSchema,
  'tournaments.prize-due': tournamentsPrizeDueEventSchema,
} as const;

/** A set of topics and their schemas: the catalogue above, or a test's own. */
export type EventCatalogue = Readonly<Record<string, z.ZodType>>;

export type EventTopic = keyof typeof EVENT_CATALOGUE;
export type EventOf<T extends EventTopic> = z.infer<(typeof EVENT_CATALOGUE)[T]>;
export const EVENT_TOPICS = Object.keys(EVENT_CATALOGUE) as EventTopic[];

/** Parses a stored payload of `topic`; throws a ZodError when it is not that topic's shape. */
export function parseEvent<T extends EventTopic>(topic: T, payload: unknown): EventOf<T> {
  return EVENT_CATALOGUE[topic].parse(payload) as EventOf<T>;
}

/**
 * The top-level field that names the player an event is about. A consumer that needs order per
 * player (`{ orderedBy: 'player' }`) is handed one player's events in order, waiting behind its
 * own retry of an earlier one; topics without a player here cannot ask for it.
 */
export const EVENT_PLAYER_FIELD = {
  'ledger.movement': 'playerId',
  'realtime.publish': 'playerId',
  'player.registered': 'playerId',
  'player.groups-changed': 'playerId',
  'player.self-excluded': 'playerId',
  'gift.freespins-ended': 'playerId',
  'gift.wagering-ended': 'playerId',
  'comp-points.level-reached': 'playerId',
  'tournaments.prize-due': 'playerId',
} as const satisfies Partial<Record<EventTopic, string>>;
export type PlayerKeyedTopic = keyof typeof EVENT_PLAYER_FIELD;
