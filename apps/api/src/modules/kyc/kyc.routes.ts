import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { VALIDATION } from '@croupier/contracts/users';
import {
  KYC_MAX_BYTES,
  kycDocumentSchema,
  kycDocumentsResponseSchema,
} from '@croupier/contracts/verification';
import { AppError } from '../../lib/app-error.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { directoryFileStore, filesDirectory } from './file-store.js';
import { extensionOf } from './file-type.js';
import {
  listDocuments,
  openOwnDocumentFile,
  uploadDocument,
  type KycUpload,
} from './kyc.service.js';
import { requestContextOf } from '../../lib/request-context.js';

const tags = ['verification'];

/** Any id text is accepted so a malformed one is a plain 404, like someone else's (AC-01). */
const documentParamsSchema = z.object({ id: z.string().max(32) });

const MULTIPART_LIMITS = {
  fileSize: KYC_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
};

/** Multipart errors of @fastify/multipart that mean "too much" (all 413). */
const TOO_LARGE_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Reads the `kind` field and the `file` part, in whichever order the client sent them. */
async function readUpload(request: FastifyRequest): Promise<KycUpload> {
  const upload: KycUpload = { kind: undefined, fileName: undefined, data: undefined };
  if (!request.isMultipart()) return upload;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') {
          upload.data = data;
          upload.fileName = part.filename;
        }
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        upload.kind = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE_CODES.has(code)) {
      throw new AppError('payload_too_large', 'The file is too large', {
        fields: { file: [VALIDATION.FILE_TOO_LARGE] },
      });
    }
    // Nothing here but the request's own bytes can fail: a missing boundary, a form cut short
    // or a broken part header is the client's mistake, never a 500 (RELIABILITY IN-01).
    throw new AppError('malformed_request', 'The upload is not a complete multipart form', {
      internal: error instanceof Error ? error.message : String(error),
    });
  }
  return upload;
}

/**
 * `GET|POST /api/player/documents` and `GET /api/player/documents/:id/file` (PR-032; DESIGN.md
 * §2 uploads; RELIABILITY AC-01). A player sees and downloads only their own documents.
 */
export async function kycRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const store = directoryFileStore(filesDirectory(deps.env));
  // Scoped to this module: no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  api.get(
    '/api/player/documents',
    {
      schema: {
        tags,
        summary: "The player's verification documents, newest first",
        response: { 200: kycDocumentsResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      return reply.header('cache-control', 'no-store').send(await listDocuments(deps, playerId));
    },
  );

  api.post(
    '/api/player/documents',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Upload a document (multipart: kind identity|address, file JPEG/PNG/PDF ≤10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: kycDocumentSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const upload = await readUpload(request);
      const document = await uploadDocument(
        deps,
        store,
        requestContextOf(request),
        playerId,
        upload,
      );
      return reply.status(201).header('cache-control', 'no-store').send(document);
    },
  );

  api.get(
    '/api/player/documents/:id/file',
    {
      schema: {
        tags,
        summary: "Download one of the player's own documents",
        params: documentParamsSchema,
      },
    },
    async (request, reply) => {
      const { playerId } = await app.auth.require(request);
      const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : null;
      if (id === null) throw AppError.notFound('Document not found');
      const { document, stream } = await openOwnDocumentFile(deps, store, playerId, id);
      const type = kycDocumentSchema.shape.content_type.parse(document.contentType);
      return reply
        .header('content-type', type)
        .header('content-length', String(document.sizeBytes))
        .header(
          'content-disposition',
          `attachment; filename="document-${document.id}.${extensionOf(type)}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );
}
