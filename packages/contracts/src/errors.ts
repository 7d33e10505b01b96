import { z } from 'zod';

/**
 * Every error body the api sends (DESIGN.md §4). `errors` maps a field (or `base` for the
 * request as a whole) to user-safe messages; `code` is the stable machine code tests assert.
 */
export const errorResponseSchema = z.object({
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * `limit` beside `errors` on a 422 `limit_reached` from a money limit (LM-009): how much the
 * player's lowest limit of that type still allows in the movement's currency, in minor units
 * (0 when nothing is left), so the site can say "up to CA$20.00" instead of only "over your
 * limit" (docs/api.md "Limits").
 */
export const limitRefusalSchema = z.object({
  type: z.enum(['deposit', 'wager', 'loss']),
  remaining_cents: z.number().int().nonnegative(),
  currency: z.string(),
});
export type LimitRefusal = z.infer<typeof limitRefusalSchema>;
export const limitReachedResponseSchema = errorResponseSchema.extend({ limit: limitRefusalSchema });
export type LimitReachedResponse = z.infer<typeof limitReachedResponseSchema>;
