import { z } from 'zod';
// The channel lists are zod-free: the player site's start-up reads them without zod.
import { PRIVATE_CHANNELS, PUBLIC_CHANNELS } from './realtime-channels';

export { isPublicChannel, PRIVATE_CHANNELS, PUBLIC_CHANNELS } from './realtime-channels';

/**
 * The real-time protocol (DESIGN.md §8; platform-core.md §4 Real-time; requirements NT-007,
 * NT-008, NT-011). One WebSocket at `{url}?token={token}` (`url` and `token` from
 * `GET /api/player/settings`); without a token a socket may join the public channels only.
 *
 * Server → client: event frames `{channel, event, data, id}` and control frames `{type, ...}`.
 * Client → server: `subscribe`, `unsubscribe` and `ping` frames. A frame the server cannot
 * read is answered with an error frame; the socket stays open.
 */

export const publicChannelSchema = z.enum(PUBLIC_CHANNELS);
export const privateChannelSchema = z.enum(PRIVATE_CHANNELS);
export const channelSchema = z.enum([...PUBLIC_CHANNELS, ...PRIVATE_CHANNELS]);
export type PublicChannel = z.infer<typeof publicChannelSchema>;
export type PrivateChannel = z.infer<typeof privateChannelSchema>;
export type Channel = z.infer<typeof channelSchema>;

/** Event names are short identifiers chosen by the publishing module (e.g. `updated`). */
export const eventNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_.-]*$/);

/** An event as a socket receives it. `id` is unique per publish, so a client can de-duplicate. */
export const realtimeMessageSchema = z.object({
  channel: channelSchema,
  event: eventNameSchema,
  data: z.unknown(),
  id: z.string(),
});
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

// ---- client → server -------------------------------------------------------------------------

const channelListSchema = z.array(channelSchema).min(1).max(32);

export const subscribeFrameSchema = z.object({
  type: z.literal('subscribe'),
  channels: channelListSchema,
});
export const unsubscribeFrameSchema = z.object({
  type: z.literal('unsubscribe'),
  channels: channelListSchema,
});
export const pingFrameSchema = z.object({
  type: z.literal('ping'),
  /** Echoed in the pong so a client can match them. */
  id: z.string().max(64).optional(),
});
export const clientFrameSchema = z.discriminatedUnion('type', [
  subscribeFrameSchema,
  unsubscribeFrameSchema,
  pingFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// ---- server → client control frames ----------------------------------------------------------

/** First frame on every socket: `user` is the channel user when the token was valid. */
export const welcomeFrameSchema = z.object({
  type: z.literal('welcome'),
  user: z.string().nullable(),
  /** Seconds between server heartbeats; a client that hears nothing for two may reconnect. */
  heartbeat: z.number().int().positive(),
});
/** Answer to `subscribe`/`unsubscribe`: the channels the socket is now joined to. */
export const subscriptionsFrameSchema = z.object({
  type: z.literal('subscribed'),
  channels: z.array(channelSchema),
});
export const pongFrameSchema = z.object({
  type: z.literal('pong'),
  id: z.string().optional(),
});

export const REALTIME_ERROR_CODES = [
  /** Not JSON, or not one of the client frames. */
  'bad_frame',
  /** A private channel asked for without a valid token (NT-011). */
  'forbidden_channel',
  /** The token was forged, malformed or expired; the socket closes with `CLOSE_INVALID_TOKEN`. */
  'invalid_token',
] as const;
export const errorFrameSchema = z.object({
  type: z.literal('error'),
  code: z.enum(REALTIME_ERROR_CODES),
  message: z.string(),
  /** The channels a `forbidden_channel` error refers to. */
  channels: z.array(z.string()).optional(),
});
export type ErrorFrame = z.infer<typeof errorFrameSchema>;

export const controlFrameSchema = z.discriminatedUnion('type', [
  welcomeFrameSchema,
  subscriptionsFrameSchema,
  pongFrameSchema,
  errorFrameSchema,
]);
export type ControlFrame = z.infer<typeof controlFrameSchema>;

/** Everything a socket may receive. Event frames have `channel`, control frames `type`. */
export const serverFrameSchema = z.union([realtimeMessageSchema, controlFrameSchema]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Close codes (4000-4999 are the application's). */
export const CLOSE_INVALID_TOKEN = 4401;
/** The socket could not keep up with its messages and was dropped; reconnect and reload. */
export const CLOSE_SLOW_CONSUMER = 4408;

// ---- connection block of GET /api/player/settings (PR-011, NT-010) ---------------------------

export const realtimeConnectionSchema = z.object({
  /** Absolute `ws://` or `wss://` URL of the socket endpoint. */
  url: z.string(),
  /** The player's channel user. */
  user: z.string(),
  /** Short-lived signed token (about 2 minutes): fetch settings again before reconnecting. */
  token: z.string(),
});
export type RealtimeConnection = z.infer<typeof realtimeConnectionSchema>;

/** `GET /api/player/settings` (EP-021): `{realtime: {url, user, token}}` (PR-011). */
export const playerSettingsSchema = z.object({
  realtime: realtimeConnectionSchema,
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

// ---- payloads the spec leaves open (NT-012) and notifications (NT-001) -----------------------

/** `wins`: a live-wins ticker entry; the name is masked before it leaves the server. */
export const winEventSchema = z.object({
  user_name: z.string(),
  game: z.object({ identifier: z.string(), title: z.string() }),
  amount_cents: z.number().int().nonnegative(),
  currency: z.string(),
});
/** `analytics`: forwarded to the client-side tracker. */
export const analyticsEventSchema = z.object({
  event: z.string(),
  data: z.record(z.string(), z.unknown()),
});
/** `allsecure_notification`: 3-D Secure step of a card payment. */
export const allsecureEventSchema = z.object({
  payment_id: z.string(),
  status: z.string(),
  redirect_url: z.string().optional(),
});
/** `groups_updates`: the player's group ids after the change (PR-015). */
export const groupsUpdatesEventSchema = z.object({
  groups: z.array(z.number().int()),
});

export const NOTIFICATION_TYPES = [
  'personal_notifications',
  'bonuses_changes',
  'freespins_changes',
] as const;

/** A notification as pushed on its channel (platform-core.md §3 Notification; NT-001, NT-006). */
export const notificationSchema = z.object({
  id: z.union([z.string(), z.number().int()]),
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  identifier: z.string().nullable(),
  content: z.object({
    icon: z.string().nullable(),
    title: z.string(),
    button: z
      .object({
        title: z.string(),
        toName: z.string().optional(),
        path: z.string().optional(),
      })
      .nullable(),
  }),
  /** UTC ISO-8601: when the client may forget it (kept 2 hours, platform-core.md §4). */
  expiry: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * A stored notification as the bell lists it (`GET /api/player/notifications`): the pushed
 * shape plus whether the player has read it (the bell counts the unread, NT-004).
 */
export const storedNotificationSchema = notificationSchema.extend({
  read: z.boolean(),
});
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

/** `GET /api/player/notifications`: the unexpired ones, newest first. */
export const storedNotificationsResponseSchema = z.array(storedNotificationSchema);

/** `POST /api/player/notifications/{id}/read`. */
export const notificationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
