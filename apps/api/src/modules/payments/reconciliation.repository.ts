import { ledgerAudits } from '../../db/schema/ledger.js';
import type { Executor } from '../../db/transaction.js';

/** PSP reconciliation results go beside the ledger's own audits (`kind = 'reconciliation'`). */
export async function insertReconciliationAudit(
  db: Executor,
  row: { ok: boolean; summary: string; details: unknown; createdAt: Date },
): Promise<void> {
  await db.insert(ledgerAudits).values({ kind: 'reconciliation', ...row });
}
