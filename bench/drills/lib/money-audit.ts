import pg from 'pg';
import { openPostgres } from '../../../apps/api/src/db/client.js';
import {
  trialBalance,
  verifyChains,
} from '../../../apps/api/src/modules/ledger/ledger-audit.service.js';
import { playerBalances } from '../../../apps/api/src/modules/ledger/ledger.service.js';
import type { DrillPlayer, SentAction, TrafficRecord } from './wallet-traffic.js';

export interface MoneyAudit {
  ok: boolean;
  /** Acknowledged actions (2xx) and how many of them the books hold exactly once. */
  acknowledged: number;
  acknowledgedPresentOnce: number;
  /** Acknowledged actions the books lack: acknowledged work that was lost. */
  lost: string[];
  /** Actions refused with a definitive answer that moved money anyway. */
  refusedButBooked: string[];
  /** Acknowledged bets sent after their own rollback that the tombstone answered, moving nothing. */
  lateBetsFromTombstone: number;
  /**
   * Bets sent after their own rollback whose outcome is not the documented one (a movement, no
   * tombstone, an answered `tx_id` other than the tombstone's, or a refusal).
   */
  lateBetsWrong: string[];
  /** Wallet movements in the ledger that no wallet action row accounts for, and the reverse. */
  orphanLedgerTransactions: number;
  orphanActions: number;
  /** Ledger transactions without entries or whose entries do not sum to zero. */
  halfTransactions: number;
  /** Σ of every account per currency (0 = the books balance). */
  currencyTotals: Record<string, number>;
  trialBalanceOk: boolean;
  chainsOk: boolean;
  chainTransactions: number;
  /** Players whose balance is not funds + what their acknowledged actions moved. */
  driftedPlayers: number;
}

/**
 * Holds the books to what the wallet acknowledged (RELIABILITY WI-08/WI-09): every 2xx action is
 * in them exactly once, nothing refused moved money, no half-written movement, the trial balance
 * and the hash chains verify, and every player's balance is what the acknowledgements say.
 */
export async function auditMoney(options: {
  databaseUrl: string;
  studio: string;
  runId: string;
  record: TrafficRecord;
  players: DrillPlayer[];
  funds: number;
}): Promise<MoneyAudit> {
  const { record, studio } = options;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const handle = openPostgres(options.databaseUrl, 2);
  try {
    const prefix = `drill-${options.runId}-`;
    const actions = await client.query<{
      id: string;
      action_id: string;
      kind: string;
      tx: string | null;
    }>(
      `SELECT id, action_id, kind, ledger_transaction_id AS tx FROM wallet_actions
        WHERE studio = $1 AND starts_with(action_id, $2)`,
      [studio, prefix],
    );
    const movements = await client.query<{
      reference: string;
      id: string;
      entries: number;
      total: string;
    }>(
      `SELECT t.reference, t.id, count(e.id)::int AS entries, coalesce(sum(e.amount), 0) AS total
         FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE starts_with(t.reference, $1) GROUP BY t.id`,
      [`wallet:${studio}:${prefix}`],
    );
    const booked = new Map<string, number>();
    for (const movement of movements.rows) {
      const actionId = movement.reference.slice(`wallet:${studio}:`.length);
      booked.set(actionId, (booked.get(actionId) ?? 0) + 1);
    }
    const rowsByAction = new Map<string, { id: string; kind: string; tx: string | null }[]>();
    for (const row of actions.rows) {
      rowsByAction.set(row.action_id, [...(rowsByAction.get(row.action_id) ?? []), row]);
    }

    const lost: string[] = [];
    const refusedButBooked: string[] = [];
    const lateBetsWrong: string[] = [];
    let lateBetsFromTombstone = 0;
    let acknowledged = 0;
    let presentOnce = 0;
    for (const [actionId, sent] of record.actions) {
      if (sent.lateBet !== undefined) {
        const late = judgeLateBet(
          sent,
          rowsByAction.get(actionId) ?? [],
          booked.get(actionId) ?? 0,
        );
        if (sent.fate === 'acked') {
          acknowledged += 1;
          if (late !== 'wrong') presentOnce += 1;
          if (late === 'tombstone') lateBetsFromTombstone += 1;
        }
        if (late === 'wrong') lateBetsWrong.push(actionId);
        continue;
      }
      const rows = (rowsByAction.get(actionId) ?? []).filter((row) => row.kind === sent.kind);
      if (sent.fate === 'acked') {
        acknowledged += 1;
        // A rollback of a bet the wallet never saw books nothing: its row is the record.
        const movesMoney = sent.kind !== 'rollback' || (booked.get(actionId) ?? 0) > 0;
        const once = rows.length === 1 && (!movesMoney || booked.get(actionId) === 1);
        if (once) presentOnce += 1;
        else lost.push(actionId);
      } else if (sent.fate === 'refused' && (booked.get(actionId) ?? 0) > 0) {
        refusedButBooked.push(actionId);
      }
    }

    const transactionIds = new Set(movements.rows.map((row) => String(row.id)));
    const actionTransactions = new Set(
      actions.rows.filter((row) => row.tx !== null).map((row) => String(row.tx)),
    );
    const orphanLedgerTransactions = [...transactionIds].filter(
      (id) => !actionTransactions.has(id),
    ).length;
    const orphanActions = [...actionTransactions].filter((id) => !transactionIds.has(id)).length;
    const halfTransactions = movements.rows.filter(
      (row) => row.entries < 2 || Number(row.total) !== 0,
    ).length;

    const books = await trialBalance(handle.db);
    const chains = await verifyChains(handle.db);
    // Undecided actions count where the books hold them (a rollback books only when its bet
    // had been booked); then every cent must still be accounted for.
    const undecidedBooked = new Map<string, number>();
    for (const [actionId, move] of record.undecidedMoves) {
      if ((booked.get(actionId) ?? 0) === 0) continue;
      undecidedBooked.set(move.player, (undecidedBooked.get(move.player) ?? 0) + move.amount);
    }
    let driftedPlayers = 0;
    for (const player of options.players) {
      const balances = await playerBalances(handle.db, Number(player.user_id));
      const cash = balances.find((balance) => balance.currency === player.currency);
      const expected =
        options.funds +
        (record.delta.get(player.user_id) ?? 0) +
        (undecidedBooked.get(player.user_id) ?? 0);
      if ((cash?.realCents ?? 0) !== expected) driftedPlayers += 1;
    }
    const currencyTotals = Object.fromEntries(
      books.currencies.map((row) => [row.currency, row.total]),
    );
    return {
      ok:
        lost.length === 0 &&
        refusedButBooked.length === 0 &&
        lateBetsWrong.length === 0 &&
        orphanLedgerTransactions === 0 &&
        orphanActions === 0 &&
        halfTransactions === 0 &&
        books.ok &&
        chains.ok &&
        driftedPlayers === 0 &&
        record.undecided === 0,
      acknowledged,
      acknowledgedPresentOnce: presentOnce,
      lost: lost.slice(0, 20),
      refusedButBooked: refusedButBooked.slice(0, 20),
      lateBetsFromTombstone,
      lateBetsWrong: lateBetsWrong.slice(0, 20),
      orphanLedgerTransactions,
      orphanActions,
      halfTransactions,
      currencyTotals,
      trialBalanceOk: books.ok,
      chainsOk: chains.ok,
      chainTransactions: chains.transactions,
      driftedPlayers,
    };
  } finally {
    await handle.close();
    await client.end();
  }
}

/**
 * A bet sent after its own rollback, against docs/wallet-protocol.md §6. The rollback left a
 * tombstone under the bet's id, so the books hold that tombstone, no bet row and no movement
 * under it; an acknowledged late bet was answered with the tombstone's `tx_id`, and a refusal is
 * wrong (the protocol answers 200). Only when the rollback stayed undecided may it not have
 * committed: then an ordinary bet booked once, as acknowledged, is right too, or nothing at all
 * for a bet that was not acknowledged. `none`: not acknowledged, and nothing wrong in the books.
 */
function judgeLateBet(
  sent: SentAction,
  rows: { id: string; kind: string }[],
  movements: number,
): 'tombstone' | 'booked' | 'none' | 'wrong' {
  const tombstones = rows.filter((row) => row.kind === 'tombstone');
  const bets = rows.filter((row) => row.kind === 'bet');
  if (tombstones.length === 1 && bets.length === 0 && movements === 0) {
    if (sent.fate === 'acked') {
      return sent.answeredTxId === String(tombstones[0]?.id) ? 'tombstone' : 'wrong';
    }
    return sent.fate === 'undecided' ? 'none' : 'wrong';
  }
  if (sent.lateBet === 'tombstone') return 'wrong';
  if (tombstones.length === 0 && bets.length === 1 && movements === 1) {
    if (sent.fate === 'acked') return 'booked';
    return sent.fate === 'undecided' ? 'none' : 'wrong';
  }
  if (rows.length === 0 && movements === 0 && sent.fate !== 'acked') return 'none';
  return 'wrong';
}
