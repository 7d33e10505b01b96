import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  channelSchema,
  eventNameSchema,
  isPublicChannel,
  type RealtimeConnection,
} from '@croupier/contracts/realtime';
import { realtimePublishEventSchema, type RealtimePublishEvent } from '@croupier/contracts/events';
import type { Bus } from '../../lib/bus/bus.js';
import type { Clock } from '../../lib/clock.js';
import { RealtimeHub, type RealtimeEnvelope } from './realtime.hub.js';
import { TOKEN_LIFETIME_MS, realtimeSecret, signToken, verifyToken } from './realtime.token.js';
import type { RequestContext } from '../../lib/request-context.js';

/**
 * The bus channel every instance listens on (DESIGN.md §2, §8): a socket fan-out between
 * processes, not an outbox topic (the outbox topic of a committed push is `realtime.publish`).
 */
export const REALTIME_TOPIC = 'realtime';

/** One push: the payload of outbox topic `realtime.publish` too (the event catalogue's). */
export type PublishInput = RealtimePublishEvent;
export const publishInputSchema = realtimePublishEventSchema;

const envelopeSchema = z.object({
  channel: channelSchema,
  event: eventNameSchema,
  data: z.unknown(),
  id: z.string(),
  user: z.string().optional(),
});

export interface RealtimeService {
  readonly hub: RealtimeHub;
  /** Sends to matching sockets on every instance, through the bus. */
  publish(input: PublishInput): Promise<void>;
  /** A fresh token for the player's sockets (about 2 minutes). */
  issueToken(playerId: number | string): { user: string; token: string; expiresAt: Date };
  /** The `realtime` block of `GET /api/player/settings` (PR-011): `{url, user, token}`. */
  connectionFor(playerId: number | string, context: RequestContext): RealtimeConnection;
  /** The channel user of a valid token, `undefined` when forged, malformed or expired. */
  verifyToken(token: string): string | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The channel user of a player: the player id as text (NT-011 `{channel}#{user_id}`). */
export function channelUserOf(playerId: number | string): string {
  return String(playerId);
}

export function createRealtimeService(deps: {
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  secret: string | undefined;
  publicUrl: string | undefined;
  maxBufferedBytes: number;
}): RealtimeService {
  const hub = new RealtimeHub(deps.maxBufferedBytes);
  const secret = realtimeSecret(deps.secret);
  let unsubscribe: (() => Promise<void>) | undefined;

  const onBusMessage = (message: unknown): void => {
    const parsed = envelopeSchema.safeParse(message);
    if (!parsed.success) {
      deps.log.warn({ issues: parsed.error.issues }, 'dropped a malformed real-time message');
      return;
    }
    hub.deliver(parsed.data);
  };

  return {
    hub,
    async publish(input) {
      const parsed = publishInputSchema.parse(input);
      const isPublic = isPublicChannel(parsed.channel);
      if (!isPublic && parsed.playerId === undefined) {
        throw new Error(`private channel ${parsed.channel} needs a playerId`);
      }
      const envelope: RealtimeEnvelope = {
        channel: parsed.channel,
        event: parsed.event,
        data: parsed.data,
        id: randomUUID(),
        ...(isPublic || parsed.playerId === undefined
          ? {}
          : { user: channelUserOf(parsed.playerId) }),
      };
      await deps.bus.publish(REALTIME_TOPIC, envelope);
    },
    issueToken(playerId) {
      const user = channelUserOf(playerId);
      const expiresAt = new Date(deps.clock.now().getTime() + TOKEN_LIFETIME_MS);
      return { user, token: signToken(secret, user, expiresAt), expiresAt };
    },
    connectionFor(playerId, context) {
      const { user, token } = this.issueToken(playerId);
      return { url: socketUrl(deps.publicUrl, context), user, token };
    },
    verifyToken(token) {
      return verifyToken(secret, token, deps.clock.now());
    },
    async start() {
      unsubscribe ??= await deps.bus.subscribe(REALTIME_TOPIC, onBusMessage);
    },
    async stop() {
      const stopping = unsubscribe;
      unsubscribe = undefined;
      await stopping?.();
    },
  };
}

/** `wss://host/ws` behind TLS, from PUBLIC_URL when set, otherwise from the request's host. */
export function socketUrl(publicUrl: string | undefined, context: RequestContext): string {
  if (publicUrl) {
    const url = new URL('/ws', publicUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }
  return `${context.protocol === 'https' ? 'wss' : 'ws'}://${context.host}/ws`;
}
