import { z } from 'zod';

/**
 * Identity verification documents (KYC; platform-core.md §2.2 profile verification, §3 Player
 * `verified`; requirements PR-030..PR-033; RELIABILITY.md AC-01). A player uploads one file per
 * document as multipart (`kind`, `file`); an operator approves or rejects it with the `kyc`
 * command. The player counts as `verified` once an identity AND an address document are
 * approved.
 */

/** What a document proves: who the player is, and where they live. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const;
export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS);
export type KycDocumentKind = z.infer<typeof kycDocumentKindSchema>;

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const kycDocumentStatusSchema = z.enum(KYC_DOCUMENT_STATUSES);
export type KycDocumentStatus = z.infer<typeof kycDocumentStatusSchema>;

/** 10 MB: a phone photo or a scanned PDF fits; larger answers 413 / `VALIDATION.FILE_TOO_LARGE`. */
export const KYC_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The accepted types. The api decides the type from the file's first bytes, never from the
 * name or the header the browser sends; the site checks these too, to fail early.
 */
export const KYC_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycContentType = (typeof KYC_CONTENT_TYPES)[number];

/** A document as `GET /api/player/documents` lists it and `POST` (201) returns it. */
export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: kycDocumentKindSchema,
  /** The name the player's file had, for display only (storage uses a random id). */
  file_name: z.string(),
  content_type: z.enum(KYC_CONTENT_TYPES),
  size_bytes: z.number().int().positive(),
  status: kycDocumentStatusSchema,
  /** The operator's reason, shown to the player; null unless rejected. */
  reject_reason: z.string().nullable(),
  /** UTC ISO-8601 instants. */
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** Newest first. */
export const kycDocumentsResponseSchema = z.array(kycDocumentSchema);
export type KycDocumentsResponse = z.infer<typeof kycDocumentsResponseSchema>;
