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
