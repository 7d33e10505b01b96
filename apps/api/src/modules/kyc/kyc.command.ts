import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { kycDocumentStatusSchema } from '@croupier/contracts/verification';
import type { AppDeps } from '../../app-deps.js';
import { filesDirectory } from './file-store.js';
import { documentsForReview, reviewDocument, type KycDecision } from './kyc.service.js';

const USAGE = `usage: npm run kyc -w @croupier/api -- <command>
  list [--status pending|approved|rejected]   documents, oldest first
  approve <id> [--by <name>]                  approve a document
  reject <id> --reason "<text>" [--by <name>] reject a document; the player reads the reason`;

/** One line per document, for a terminal, ending with the file the operator opens to review. */
function line(row: Awaited<ReturnType<typeof documentsForReview>>[number], files: string): string {
  return [
    `#${row.id}`,
    `player ${row.playerId}`,
    row.kind,
    row.status,
    row.contentType,
    `${row.sizeBytes} B`,
    row.createdAt.toISOString(),
    `sha256 ${row.sha256.slice(0, 16)}…`,
    row.rejectReason ? `reason: ${row.rejectReason}` : '',
    join(files, row.storageKey),
  ]
    .filter(Boolean)
    .join('  ');
}

/**
 * Runs one operator command against `deps`; returns the text to print. Separate from `main`
 * so the command's behaviour is tested on a test database.
 */
export async function runKycCommand(deps: AppDeps, argv: readonly string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      reason: { type: 'string' },
      by: { type: 'string' },
    },
  });
  const [command, idText] = positionals;
  const reviewer = values.by ?? userInfo().username;
  const files = filesDirectory(deps.env);
  const show = (row: Parameters<typeof line>[0]) => line(row, files);

  if (command === 'list') {
    const status =
      values.status === undefined ? undefined : kycDocumentStatusSchema.parse(values.status);
    const rows = await documentsForReview(deps, { status });
    return rows.length === 0 ? 'no documents' : rows.map(show).join('\n');
  }
  if (command === 'approve' || command === 'reject') {
    const id = Number(idText);
    if (!idText || !Number.isSafeInteger(id) || id <= 0) throw new UsageError('a document id');
    const decision: KycDecision =
      command === 'approve'
        ? { status: 'approved' }
        : { status: 'rejected', reason: values.reason ?? '' };
    if (decision.status === 'rejected' && !decision.reason.trim())
      throw new UsageError('--reason "<text>" for a rejection');
    const { document, verified } = await reviewDocument(deps, id, decision, reviewer);
    return `${show(document)}\nplayer ${document.playerId} verified: ${verified ? 'yes' : 'no'}`;
  }
  throw new UsageError('a command');
}

export class UsageError extends Error {
  constructor(missing: string) {
    super(`missing ${missing}\n${USAGE}`);
  }
}
