import type { PspSettlementReport } from '@croupier/contracts/psp';
import type { PspContext } from '../context.js';

type Line = PspSettlementReport['lines'][number];

/**
 * What the provider settled on one UTC day, signed from the merchant's side: deposits in (+),
 * payouts and charge-backs out (-). The casino reconciles its ledger against it (RELIABILITY WI-15).
 */
export function settlementReport(context: PspContext, date: string): PspSettlementReport {
  const onDay = (at: string | null): at is string => at !== null && at.startsWith(date);
  const lines: Line[] = [];
  for (const payment of context.store.payments.values()) {
    if (onDay(payment.settled_at)) {
      lines.push({
        id: payment.id,
        merchant_reference: payment.merchant_reference,
        kind: 'payment',
        amount: payment.amount,
        currency: payment.currency,
        settled_at: payment.settled_at,
      });
    }
    if (onDay(payment.charged_back_at)) {
      lines.push({
        id: payment.id,
        merchant_reference: payment.merchant_reference,
        kind: 'chargeback',
        amount: -payment.amount,
        currency: payment.currency,
        settled_at: payment.charged_back_at,
      });
    }
  }
  for (const payout of context.store.payouts.values()) {
    if (onDay(payout.paid_at)) {
      lines.push({
        id: payout.id,
        merchant_reference: payout.merchant_reference,
        kind: 'payout',
        amount: -payout.amount,
        currency: payout.currency,
        settled_at: payout.paid_at,
      });
    }
  }
  lines.sort((a, b) => a.settled_at.localeCompare(b.settled_at) || a.id.localeCompare(b.id));
  return { date, lines };
}

/** Quotes a CSV cell; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function settlementCsv(report: PspSettlementReport): string {
  const header = 'id,merchant_reference,kind,amount,currency,settled_at';
  const rows = report.lines.map((line) =>
    [line.id, line.merchant_reference, line.kind, line.amount, line.currency, line.settled_at]
      .map(cell)
      .join(','),
  );
  return [header, ...rows].map((row) => `${row}\r\n`).join('');
}
