import { z } from 'zod';

/** EP-064 / GEO-015: the caller's address as the server sees it and the resolved country. */
export const currentIpResponseSchema = z.object({
  ip: z.string(),
  country_code: z.string().length(2),
  restricted: z.boolean(),
});
export type CurrentIpResponse = z.infer<typeof currentIpResponseSchema>;

/** EP-077 / CMS-024 / SH-031: client detection from the User-Agent. */
export const clientContextResponseSchema = z.object({
  isBot: z.boolean(),
  isMetaWebview: z.boolean(),
  isIOS: z.boolean(),
});
export type ClientContextResponse = z.infer<typeof clientContextResponseSchema>;

/** Development geo override (`?geo=DE`), honoured only when the server enables it. */
export const geoOverrideQuerySchema = z.object({
  geo: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
});

export { GEO_RESTRICTED_MESSAGES } from './geo-messages';
