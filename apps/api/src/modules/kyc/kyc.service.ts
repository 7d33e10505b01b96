import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { VALIDATION } from '@croupier/contracts/users';
import {
  KYC_DOCUMENT_KINDS,
  kycDocumentKindSchema,
  type KycContentType,
  type KycDocument,
  type KycDocumentKind,
} from '@croupier/contracts/verification';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { queueMail } from '../mail/mail.service.js';
import { getPlayerRow, updatePlayer } from '../player/player.service.js';
import type { FileStore } from './file-store.js';
import { sniffContentType } from './file-type.js';
import {
  findApprovedKinds,
  findDocumentById,
  findDocumentsForReview,
  findDocumentsOfPlayer,
  findOwnDocument,
  insertDocument,
  updateDocumentReview,
  type KycDocumentRow,
} from './kyc.repository.js';

/**
 * Identity verification (KYC; platform-core.md §3 Player `verified`; PR-032, PR-033;
 * RELIABILITY AC-01). A player uploads documents; an operator reviews them with the `kyc`
 * command; `verified` follows the reviews: an approved identity AND an approved address.
 */

export interface KycUpload {
  kind: string | undefined;
  /** The client's name for the file, shown back to the player only. */
  fileName: string | undefined;
  data: Buffer | undefined;
}

export function presentDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    kind: row.kind as KycDocumentKind,
    file_name: row.fileName,
    content_type: row.contentType as KycContentType,
    size_bytes: row.sizeBytes,
    status: row.status as KycDocument['status'],
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** A name safe to show and to log: no path, no control characters, bounded. */
export function displayFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, 200).join('');
  return clean.length > 0 ? clean : fallback;
}

export async function uploadDocument(
  deps: AppDeps,
  store: FileStore,
  context: RequestContext,
  playerId: number,
  upload: KycUpload,
): Promise<KycDocument> {
  const errors: Record<string, string[]> = {};
  const kind = kycDocumentKindSchema.safeParse(upload.kind);
  if (!kind.success)
    errors.kind = [upload.kind === undefined ? VALIDATION.REQUIRED : VALIDATION.INVALID];
  const data = upload.data;
  let contentType: KycContentType | null = null;
  if (!data || data.length === 0) errors.file = [VALIDATION.REQUIRED];
  else {
    contentType = sniffContentType(data);
    if (!contentType) errors.file = [VALIDATION.FILE_TYPE];
  }
  if (!kind.success || !data || !contentType || Object.keys(errors).length > 0)
    throw AppError.invalid(errors);

  const key = `kyc/${randomUUID()}`;
  const sha256 = createHash('sha256').update(data).digest('hex');
  await store.put(key, data);
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const inserted = await insertDocument(tx, {
        playerId,
        kind: kind.data,
        fileName: displayFileName(upload.fileName, `${kind.data}-document`),
        contentType,
        sizeBytes: data.length,
        storageKey: key,
        sha256,
        status: 'pending',
        createdAt: deps.clock.now(),
      });
      await recordSecurityEvent(deps, tx, {
        playerId,
        type: 'kyc_uploaded',
        context,
        details: { documentId: inserted.id, kind: inserted.kind, sha256 },
      });
      return inserted;
    });
    return presentDocument(row);
  } catch (error) {
    // No row points at the file: remove it rather than keep an orphan of personal data.
    await store.remove(key);
    throw error;
  }
}

export async function listDocuments(deps: AppDeps, playerId: number): Promise<KycDocument[]> {
  return (await findDocumentsOfPlayer(deps.database.db, playerId)).map(presentDocument);
}

/** The player's own document's file; another player's id is 404 like a missing one (AC-01). */
export async function openOwnDocumentFile(
  deps: AppDeps,
  store: FileStore,
  playerId: number,
  id: number,
): Promise<{ document: KycDocumentRow; stream: Readable }> {
  const document = await findOwnDocument(deps.database.db, playerId, id);
  const stream = document ? await store.open(document.storageKey) : null;
  if (!document || !stream) throw AppError.notFound('Document not found');
  return { document, stream };
}

// ---- operator review (the `kyc` command) ----------------------------------------------------

export type KycDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

export function documentsForReview(
  deps: AppDeps,
  options: { status?: KycDocument['status'] | undefined; limit?: number } = {},
): Promise<KycDocumentRow[]> {
  return findDocumentsForReview(deps.database.db, {
    status: options.status,
    limit: options.limit ?? 200,
  });
}

/** `verified` = an approved document of every kind (identity AND address). */
export function isVerifiedBy(approvedKinds: readonly string[]): boolean {
  return KYC_DOCUMENT_KINDS.every((kind) => approvedKinds.includes(kind));
}

/**
 * Approves or rejects a document and recomputes the player's `verified` in one transaction,
 * with the `kyc_reviewed` audit event and the `kyc_document_reviewed` mail. A rejection needs a
 * reason: the player reads it. Reviewing a document again (e.g. rejecting one approved by
 * mistake) is allowed; repeating the same decision is a conflict.
 */
export async function reviewDocument(
  deps: AppDeps,
  id: number,
  decision: KycDecision,
  reviewer: string,
): Promise<{ document: KycDocumentRow; verified: boolean }> {
  const reason = decision.status === 'rejected' ? decision.reason.trim() : null;
  if (decision.status === 'rejected' && !reason)
    throw AppError.invalid({ reason: [VALIDATION.REQUIRED] });
  return deps.database.db.transaction(async (tx) => {
    const current = await findDocumentById(tx, id);
    if (!current) throw AppError.notFound(`Document ${id} not found`);
    if (current.status === decision.status)
      throw new AppError('conflict', `Document ${id} is already ${decision.status}`);
    const document = await updateDocumentReview(tx, id, {
      status: decision.status,
      rejectReason: reason,
      reviewedAt: deps.clock.now(),
      reviewedBy: reviewer,
    });
    const player = await getPlayerRow(deps, document.playerId, tx);
    if (!player) throw AppError.notFound(`Player ${document.playerId} not found`);
    const verified = isVerifiedBy(await findApprovedKinds(tx, document.playerId));
    if (verified !== player.verified) {
      await updatePlayer(deps, tx, document.playerId, { verified });
    }
    await recordSecurityEvent(deps, tx, {
      playerId: document.playerId,
      type: 'kyc_reviewed',
      details: {
        documentId: document.id,
        kind: document.kind,
        status: document.status,
        reviewer,
        verified,
      },
    });
    await queueMail(tx, {
      playerId: player.id,
      to: player.email,
      locale: player.language,
      template: 'kyc_document_reviewed',
      params: { documentKind: document.kind, status: decision.status, reason },
      now: deps.clock.now(),
    });
    return { document, verified };
  });
}
