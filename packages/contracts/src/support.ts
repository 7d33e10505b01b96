import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@croupier/domain/support/contact-message';
import { emailSchema, VALIDATION } from './users.js';

/**
 * Support: the contact form and the live-chat restore id (platform-core.md §3 Chat identity,
 * §7 Others; requirements PR-034, SH-046, API-012). Field messages are `VALIDATION.*` keys.
 */

const ENVELOPE = { error: VALIDATION.INVALID } as const;

const optionalText = (max: number) =>
  z.string({ error: VALIDATION.INVALID }).trim().max(max, VALIDATION.TOO_LONG).optional();

export { CONTACT_MESSAGE_MAX_LENGTH };

/**
 * `POST /api/send_contact_message` (PR-034), from a guest or a player. A guest must give an
 * e-mail to be answered at (422 `errors.email` otherwise); a player's defaults to their own.
 */
export const contactMessageRequestSchema = z.object(
  {
    email: emailSchema.optional(),
    name: optionalText(100),
    subject: optionalText(200),
    message: z
      .string({ error: VALIDATION.MESSAGE_REQUIRED })
      .trim()
      .min(1, VALIDATION.MESSAGE_REQUIRED)
      .max(CONTACT_MESSAGE_MAX_LENGTH, VALIDATION.TOO_LONG),
  },
  ENVELOPE,
);
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** 200 `{}`: the message is stored and an acknowledgement mail queued. */
export const contactMessageResponseSchema = z.object({});

/** The chat widget's request id, echoed back so it can match answers to calls. */
const requestIdSchema = z.union([z.string().max(128), z.number().int()]);

/**
 * `POST /restore-id/get` and `/restore-id/set` (SH-046): the chat widget keeps a conversation
 * across devices by a restore id stored with the player. `internalId` is the player's id (as the
 * widget was told it); another player's id answers 403.
 */
export const restoreIdRequestSchema = z.object({
  data: z.object({
    internalId: z.union([z.string().max(64), z.number().int()]),
    project: z.string().max(100).optional(),
    restoreId: z.string().trim().max(200).nullable().optional(),
  }),
  requestId: requestIdSchema.optional(),
  type: z.string().max(64).optional(),
});
export type RestoreIdRequest = z.infer<typeof restoreIdRequestSchema>;

/** The stored restore id, or null (always null for a guest: nothing is stored for one). */
export const restoreIdResponseSchema = z.object({
  data: z.object({ restoreId: z.string().nullable() }),
  requestId: requestIdSchema.optional(),
});
export type RestoreIdResponse = z.infer<typeof restoreIdResponseSchema>;
