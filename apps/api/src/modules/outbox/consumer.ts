import type { z } from 'zod';
import type { EventCatalogue } from '@croupier/contracts/events';
import type { Transaction } from '../../db/transaction.js';

/** What a consumer learns about the event beside the event itself. */
export interface OutboxEventMeta {
  id: number;
  topic: string;
  /** This consumer's try on this event, 1 on the first. Delivery is at least once. */
  attempt: number;
  createdAt: Date;
}

export interface ConsumerOptions {
  /**
   * Hand this consumer one player's events in order: while it has a pending retry for a player,
   * its later events of that player wait behind it (other consumers are not held). The player
   * is the topic's field in `EVENT_PLAYER_FIELD`.
   */
  orderedBy?: 'player';
}

/** An at-least-once consumer (a socket push, SMTP): idempotent, or harmless when repeated. */
export type EventHandler<C extends EventCatalogue, T extends keyof C> = (
  event: z.infer<C[T]>,
  meta: OutboxEventMeta,
) => Promise<void>;

/**
 * An exactly-once consumer: runs in a transaction that also records (consumer, event id), so
 * its database effect happens once however often the event is delivered. Write through `tx`.
 */
export type TransactionalEventHandler<C extends EventCatalogue, T extends keyof C> = (
  event: z.infer<C[T]>,
  meta: OutboxEventMeta & { tx: Transaction },
) => Promise<void>;

/** A registered consumer, as the worker runs it. */
export interface Consumer {
  topic: string;
  name: string;
  /** The payload field naming the player, for a consumer ordered by player. */
  orderField: string | null;
  transactional: boolean;
  run(event: unknown, meta: OutboxEventMeta & { tx?: Transaction }): Promise<void>;
}

/** The order key of an event for `consumer`: the player as text, or null (not ordered). */
export function orderKeyOf(consumer: Consumer, event: unknown): string | null {
  if (consumer.orderField === null || typeof event !== 'object' || event === null) return null;
  const value = (event as Record<string, unknown>)[consumer.orderField];
  return value === null || value === undefined ? null : String(value);
}
