import { parseArgs } from 'node:util';
import type { AppDeps } from '../../app-deps.js';
import { sinceOption } from '../../lib/operator-since.js';
import { listReceivables } from './receivables.js';
import {
  findKeptStakes,
  refundKeptStakes,
  type KeptRound,
  type KeptStakes,
  type RepairOutcome,
} from './wallet-repair.service.js';

const USAGE = `usage: npm run wallet-repair -w @croupier/api -- <command> [--since YYYY-MM-DD]
  list                 rounds the studio cancelled whose stakes the wallet kept
  refund [--dry-run]   roll each of them back through the ledger (idempotent: a second run
                       finds nothing); --dry-run only says what it would do
  receivables          wins players had spent when a studio rolled them back: who owes what
  --since              look at rounds from this day on (default: the last 90 days, the
                       studio's round retention)`;

const DEFAULT_DAYS = 90;

export class WalletRepairUsageError extends Error {
  constructor(missing: string) {
    super(`missing ${missing}\n${USAGE}`);
  }
}

/** One line per kept round: who, what was kept, when. */
function line(round: KeptRound): string {
  const stake = round.actions
    .filter((action) => action.kind === 'bet')
    .reduce((sum, action) => sum + action.amount, 0);
  const won = round.actions
    .filter((action) => action.kind === 'win')
    .reduce((sum, action) => sum + action.amount, 0);
  return [
    `player ${round.playerId}`,
    round.currency,
    `round ${round.roundId}`,
    round.game,
    round.actions[0]?.createdAt.toISOString() ?? '',
    `stake kept ${stake}`,
    won > 0 ? `win paid ${won} (taken back with the stake)` : '',
  ]
    .filter(Boolean)
    .join('  ');
}

function found(stakes: KeptStakes): string {
  const header =
    `${stakes.kept.length} cancelled round(s) with stakes kept, of ${stakes.checked} played ` +
    `round(s) checked with the studio` +
    (stakes.unknown > 0 ? ` (${stakes.unknown} no longer known to it)` : '');
  return [header, ...stakes.kept.map(line)].join('\n');
}

function outcome(result: RepairOutcome): string {
  return result.refunded
    ? `rolled back  ${line(result.round)}  balance now ${result.balance}`
    : `NOT rolled back (${result.code} ${result.message})  ${line(result.round)}`;
}

/**
 * Runs one operator command against `deps`; returns the text to print. Amounts are in the
 * currency's minor units, as the ledger keeps them.
 */
export async function runWalletRepairCommand(
  deps: AppDeps,
  argv: readonly string[],
): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { since: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  });
  const since = sinceOption(values.since, deps.clock.now(), DEFAULT_DAYS);
  if (!since) throw new WalletRepairUsageError('--since as YYYY-MM-DD');
  const [command] = positionals;
  if (command === 'receivables') return listReceivables(deps, since);
  if (command !== 'list' && command !== 'refund') throw new WalletRepairUsageError('a command');

  const stakes = await findKeptStakes(deps, since);
  if (command === 'list') return found(stakes);
  if (values['dry-run']) return `dry run: would roll back\n${found(stakes)}`;
  if (stakes.kept.length === 0) return `${found(stakes)}\nnothing to refund`;
  const results = await refundKeptStakes(deps, stakes.kept);
  const refunded = results.filter((result) => result.refunded).length;
  return [
    ...results.map(outcome),
    `${refunded} of ${results.length} round(s) rolled back (audit: ledger_audits kind wallet_repair)`,
  ].join('\n');
}
