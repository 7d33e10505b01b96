import type { PspSettlementReport } from '@croupier/contracts/psp';
import type { AppDeps } from '../../app-deps.js';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { findSettledPayments, type PaymentRow } from './payments.repository.js';
import { insertReconciliationAudit } from './reconciliation.repository.js';

/**
 * Daily PSP reconciliation (RELIABILITY WI-15): what the provider says it settled on a UTC day
 * against what we booked. Both sides are signed from the casino's view (deposits +, payouts and
 * charge-backs −) and keyed by kind and provider id. Anything on one side only, or with another
 * amount or currency, is a difference; the result is a `ledger_audits` row of kind
 * `reconciliation` (ok when there is none).
 */
type Kind = PspSettlementReport['lines'][number]['kind'];

export interface ReconciliationDifference {
  problem: 'missing_here' | 'missing_at_provider' | 'amount_mismatch' | 'currency_mismatch';
  kind: Kind;
  providerId: string | null;
  paymentId: number | null;
  ours: { amount: number; currency: string } | null;
  provider: { amount: number; currency: string } | null;
}

export interface ReconciliationResult {
  date: string;
  ok: boolean;
  providerLines: number;
  ourLines: number;
  differences: ReconciliationDifference[];
}

interface OurLine {
  kind: Kind;
  paymentId: number;
  providerId: string | null;
  amount: number;
  currency: string;
}

function ourLines(settled: PaymentRow[], chargedBack: PaymentRow[]): OurLine[] {
  const line = (row: PaymentRow, kind: Kind, amount: number): OurLine => ({
    kind,
    paymentId: row.id,
    providerId: row.providerPaymentId,
    amount,
    currency: row.currency,
  });
  return [
    ...settled.map((row) =>
      row.action === 'deposit'
        ? line(row, 'payment', row.amountCents)
        : line(row, 'payout', -row.amountCents),
    ),
    ...chargedBack.map((row) => line(row, 'chargeback', -row.amountCents)),
  ];
}

/** The UTC day before `now`, as YYYY-MM-DD. */
export function previousUtcDay(now: Date): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export async function reconcileDay(
  deps: AppDeps,
  provider: PaymentProvider,
  date: string,
): Promise<ReconciliationResult> {
  const from = new Date(`${date}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  const report = await provider.settlementReport(date);
  const db = deps.database.db;
  const { settled, chargedBack } = await findSettledPayments(db, {
    provider: provider.name,
    from,
    to,
  });
  const ours = new Map<string, OurLine>();
  for (const entry of ourLines(settled, chargedBack)) {
    ours.set(`${entry.kind}:${entry.providerId ?? `ours-${entry.paymentId}`}`, entry);
  }

  const differences: ReconciliationDifference[] = [];
  const seen = new Set<string>();
  for (const line of report.lines) {
    const key = `${line.kind}:${line.id}`;
    seen.add(key);
    const mine = ours.get(key);
    const theirs = { amount: line.amount, currency: line.currency };
    if (!mine) {
      differences.push({
        problem: 'missing_here',
        kind: line.kind,
        providerId: line.id,
        paymentId: /^\d+$/.test(line.merchant_reference) ? Number(line.merchant_reference) : null,
        ours: null,
        provider: theirs,
      });
      continue;
    }
    const problem =
      mine.currency !== line.currency
        ? 'currency_mismatch'
        : mine.amount !== line.amount
          ? 'amount_mismatch'
          : null;
    if (problem) {
      differences.push({
        problem,
        kind: line.kind,
        providerId: line.id,
        paymentId: mine.paymentId,
        ours: { amount: mine.amount, currency: mine.currency },
        provider: theirs,
      });
    }
  }
  for (const [key, mine] of ours) {
    if (seen.has(key)) continue;
    differences.push({
      problem: 'missing_at_provider',
      kind: mine.kind,
      providerId: mine.providerId,
      paymentId: mine.paymentId,
      ours: { amount: mine.amount, currency: mine.currency },
      provider: null,
    });
  }

  const result: ReconciliationResult = {
    date,
    ok: differences.length === 0,
    providerLines: report.lines.length,
    ourLines: ours.size,
    differences,
  };
  await insertReconciliationAudit(db, {
    ok: result.ok,
    summary: `${provider.name} ${date}: ${report.lines.length} provider lines, ${ours.size} ours, ${differences.length} differences`,
    details: { provider: provider.name, ...result },
    createdAt: deps.clock.now(),
  });
  return result;
}

/** `psp-reconciliation`, daily: yesterday (UTC) against the provider's settlement report. */
export function pspReconciliationJob(deps: AppDeps, provider: PaymentProvider): ScheduledJob {
  return {
    name: 'psp-reconciliation',
    intervalMs: 24 * 60 * 60 * 1000,
    async run({ now }) {
      const result = await reconcileDay(deps, provider, previousUtcDay(now));
      return `${result.date}: ${result.differences.length} differences`;
    },
  };
}
