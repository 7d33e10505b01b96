import type { z } from 'zod';
import type { EventCatalogue } from '@croupier/contracts/events';
import type { Transaction } from '../../db/transaction.js';

/** A player field is spliced into the claim's SQL by name, so only a plain identifier passes. */
const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

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

/**
 * `only`: the events of the topic this consumer wants. The rest are never handed to it, so an
 * exactly-once consumer of a busy topic (every bet is a `ledger.movement`) opens no
 * transaction and writes no receipt for events it would ignore.
 */
export interface TypedConsumerOptions<E> extends ConsumerOptions {
  only?: (event: E) => boolean;
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

/**
 * Registers an effect to run once the consumer's transaction has committed (never if it rolls
 * back): a push of a state the next push supersedes, which needs no outbox row of its own. At
 * most once: a process that dies between the commit and the effect loses it.
 */
export type AfterCommit = (effect: () => Promise<void>) => void;

/** One event of a batch handed to a batched consumer, with what it learns beside it. */
export interface BatchItem<E> {
  event: E;
  meta: OutboxEventMeta;
}

/**
 * An exactly-once consumer that applies many events in one go: the worker records the
 * receipts of `items` and calls it once, all in one transaction, so a busy consumer pays one
 * round of statements per batch instead of one per event. `items` are in event order and
 * never repeat an event; should the batch fail, the worker undoes it and calls the consumer
 * again with one event at a time, so only the faulty event is retried (and dead-lettered).
 */
export type TransactionalBatchHandler<C extends EventCatalogue, T extends keyof C> = (
  items: BatchItem<z.infer<C[T]>>[],
  tx: Transaction,
  afterCommit: AfterCommit,
) => Promise<void>;

/** A registered consumer, as the worker runs it. */
export interface Consumer {
  topic: string;
  name: string;
  /** The payload field naming the player, for a consumer ordered by player. */
  orderField: string | null;
  transactional: boolean;
  /** Whether the consumer wants this (parsed) event of its topic. */
  accepts(event: unknown): boolean;
  run(
    event: unknown,
    meta: OutboxEventMeta & { tx?: Transaction; afterCommit?: AfterCommit },
  ): Promise<void>;
  /** A batched consumer's effect for many events in the caller's transaction. */
  runBatch?: (
    items: BatchItem<unknown>[],
    tx: Transaction,
    afterCommit: AfterCommit,
  ) => Promise<void>;
}

/** The order key of an event for `consumer`: the player as text, or null (not ordered). */
export function orderKeyOf(consumer: Consumer, event: unknown): string | null {
  if (consumer.orderField === null || typeof event !== 'object' || event === null) return null;
  const value = (event as Record<string, unknown>)[consumer.orderField];
  return value === null || value === undefined ? null : String(value);
}

/**
 * The consumers registered on one worker, by name and by topic. Registration fails at start-up
 * rather than at the first event: an uncatalogued topic, a name used twice (its deliveries and
 * receipts are keyed by name), or ordering by player on a topic that names no player.
 */
export class ConsumerRegistry {
  private readonly byTopic = new Map<string, Consumer[]>();
  private readonly byName = new Map<string, Consumer>();

  constructor(
    private readonly catalogue: EventCatalogue,
    private readonly playerFields: Readonly<Record<string, string | undefined>> = {},
  ) {}

  register(
    topic: string,
    name: string,
    options: ConsumerOptions & { only?: (event: never) => boolean },
    transactional: boolean,
    run: Consumer['run'],
    runBatch?: Consumer['runBatch'],
  ): void {
    if (!(topic in this.catalogue)) throw new Error(`outbox topic ${topic} is not catalogued`);
    if (this.byName.has(name)) throw new Error(`outbox consumer ${name} registered twice`);
    let orderField: string | null = null;
    if (options.orderedBy === 'player') {
      const field = this.playerFields[topic];
      if (!field || !PLAIN_FIELD.test(field)) {
        throw new Error(`outbox topic ${topic} names no player: ${name} cannot be ordered by one`);
      }
      orderField = field;
    }
    const only = options.only as ((event: unknown) => boolean) | undefined;
    const consumer: Consumer = {
      topic,
      name,
      orderField,
      transactional,
      accepts: only ?? (() => true),
      run,
      ...(runBatch ? { runBatch } : {}),
    };
    this.byName.set(name, consumer);
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), consumer]);
  }

  /** Every consumer, in the order registered (the order an event is handed to them). */
  all(): Consumer[] {
    return [...this.byName.values()];
  }

  named(name: string): Consumer | undefined {
    return this.byName.get(name);
  }

  ofTopic(topic: string): readonly Consumer[] {
    return this.byTopic.get(topic) ?? [];
  }

  /** The topics that have a consumer: the only events worth claiming. */
  topics(): string[] {
    return [...this.byTopic.keys()];
  }

  /** Topics with a consumer ordered by player, with the field the claim orders them by. */
  orderedTopics(): { topic: string; field: string }[] {
    const fields = new Map<string, string>();
    for (const consumer of this.byName.values()) {
      if (consumer.orderField) fields.set(consumer.topic, consumer.orderField);
    }
    return [...fields].map(([topic, field]) => ({ topic, field }));
  }
}
