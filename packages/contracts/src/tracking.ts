import { z } from 'zod';

/**
 * Client reports and UTM attribution (platform-core.md §7 Others; requirements TR-008..TR-011,
 * TR-016, EP-066..EP-071). All of them answer 204, need no session, are capped at
 * `CLIENT_REPORT_MAX_BYTES` (413 beyond) and limited per IP (429).
 */

/** TR-016: payload cap of every report endpoint. */
export const CLIENT_REPORT_MAX_BYTES = 16 * 1024;
/** TR-016: reports per IP per minute, per endpoint. */
export const CLIENT_REPORTS_PER_MINUTE = 60;

const shortText = z.string().max(200);
const metricValue = z.number().finite();

/** `PUT /log` (EP-069): one client log entry, e.g. `{level:'error', message:'LOAD_FOUND_GAMES_ERROR'}`. */
export const clientLogSchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  /** The spec's log names (platform-core.md §8), or a short message. */
  message: z.string().min(1).max(2000),
  /** Page the client was on. */
  url: z.string().max(2000).optional(),
  /** Anything structured the client wants to add (bounded by the body cap). */
  context: z.record(z.string(), z.unknown()).optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;

/** `PUT /performance` (EP-070): named measurements of a page load, e.g. `{LCP: 1234}`. */
export const clientPerformanceSchema = z.object({
  url: z.string().max(2000).optional(),
  metrics: z
    .record(z.string().max(64), metricValue)
    .refine((metrics) => Object.keys(metrics).length <= 64, 'at most 64 metrics'),
});
export type ClientPerformance = z.infer<typeof clientPerformanceSchema>;

/** `PUT /network-performance` (EP-071): the Network Information API's figures. */
export const networkPerformanceSchema = z.object({
  rtt: metricValue.nonnegative(),
  downlink: metricValue.nonnegative(),
  effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']),
});
export type NetworkPerformance = z.infer<typeof networkPerformanceSchema>;

/** `PUT /metrics-errors-validation` (EP-066, TR-010): form validation errors a player met. */
export const validationErrorsReportSchema = z.object({
  side: z.enum(['client', 'server']),
  component: shortText.min(1),
  errors: z
    .array(z.object({ key: shortText.min(1), firstMessage: z.string().max(500) }))
    .min(1)
    .max(50),
});
export type ValidationErrorsReport = z.infer<typeof validationErrorsReportSchema>;

const utmValue = z.string().max(256).nullish();

/** The utm cookies the client forwards (TR-008); each may be missing. */
export const utmMetricsSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_content: utmValue,
  utm_term: utmValue,
  sub_id: utmValue,
});
export type UtmMetrics = z.infer<typeof utmMetricsSchema>;

/** `POST /log_utm_set` and `POST /log_utm_send` (EP-067, EP-068). */
export const utmLogRequestSchema = z.object({ utmMetrics: utmMetricsSchema });
export type UtmLogRequest = z.infer<typeof utmLogRequestSchema>;

// ---- customer messaging ----------------------------------------------------------------------

/** The pages a visitor opens, for customer messaging (platform-core.md §1; SH-051, TR-013). */
export const MESSAGING_EVENTS_PER_BATCH = 20;

/** A visitor id the tracker made up for this browser: not a player id, not a fingerprint. */
export const visitorIdSchema = z.string().regex(/^[0-9a-f-]{16,64}$/, 'is not a visitor id');

export const messagingPageEventSchema = z.object({
  type: z.literal('page'),
  /** The path opened, without query or hash (they may carry codes and tokens). */
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/[^?#]*$/, 'must be a path without query or hash'),
  locale: z.string().min(2).max(10),
  /** When the page was opened, by the browser's clock. */
  at: z.iso.datetime(),
});
export type MessagingPageEvent = z.infer<typeof messagingPageEventSchema>;

/** `POST /api/messaging/events`: a batch of the visitor's events; 204. */
export const messagingEventsRequestSchema = z.object({
  visitor_id: visitorIdSchema,
  events: z.array(messagingPageEventSchema).min(1).max(MESSAGING_EVENTS_PER_BATCH),
});
export type MessagingEventsRequest = z.infer<typeof messagingEventsRequestSchema>;
