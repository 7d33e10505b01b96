import { pino } from 'pino';
import type { AppDeps } from '../../app-deps.js';
import { operatorArgs, readJsonSpec } from '../../lib/operator-args.js';
import { recordOperatorEvent } from '../audit/security-events.js';
import { publishedDraw } from './lotteries.service.js';
import {
  cancelLottery,
  createLotteryFromSpec,
  drawDueLottery,
  lotterySpecSchema,
  operatorLotteries,
  operatorLottery,
} from './lottery-operator.service.js';

const USAGE = `usage: npm run lotteries -w @croupier/api -- <command> [options]
  list                     every lottery: id, slug, state, start, end, tickets, prizes
  show <slug>              one lottery in full (JSON): tickets by source, prizes, the draw task,
                           and once drawn its winners (player ids, prizes paid) and the proof
  proof <slug>             the published proof of a drawn lottery (GET /api/lotteries/<slug>/draw)
  create --file <json>     a new lottery (docs/lotteries.md shows one); its draw is at endAt
  cancel <slug>            remove a lottery nobody holds a ticket of; refused once tickets exist
  draw <slug>              draw a lottery past its end now (the draw task's work; once only)
Every change is recorded in the audit log (security_events, type lotteries_operator).`;

export class LotteriesUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

function audit(deps: AppDeps, details: Record<string, unknown>) {
  return recordOperatorEvent(deps, 'lotteries_operator', null, details);
}

function readSpec(file: string | undefined) {
  return readJsonSpec(
    file,
    lotterySpecSchema,
    (problem) => new LotteriesUsageError(problem),
    '--file <json> is needed',
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** `npm run lotteries -- …` (docs/lotteries.md): the lotteries an operator manages. */
export async function runLotteriesCommand(deps: AppDeps, argv: readonly string[]): Promise<string> {
  const parsed = operatorArgs(
    argv,
    { file: { type: 'string' } },
    (problem) => new LotteriesUsageError(problem),
  );
  const [command, slug] = parsed.positionals;
  const needSlug = () => {
    if (!slug) throw new LotteriesUsageError('a lottery slug (or id) is needed');
    return slug;
  };
  switch (command) {
    case 'list': {
      const lotteries = await operatorLotteries(deps);
      if (lotteries.length === 0) return 'no lotteries';
      return lotteries
        .map(({ row, state }) =>
          [
            row.id,
            row.slug,
            state,
            row.startAt.toISOString(),
            row.endAt.toISOString(),
            `${row.ticketsIssued} ticket(s)`,
            `${Array.isArray(row.prizes) ? row.prizes.length : 0} prize(s)`,
          ].join('\t'),
        )
        .join('\n');
    }
    case 'show':
      return json(await operatorLottery(deps, needSlug()));
    case 'proof':
      return json(await publishedDraw(deps, needSlug()));
    case 'create': {
      const spec = await readSpec(parsed.values.file);
      const row = await createLotteryFromSpec(deps, spec);
      await audit(deps, { action: 'create', id: row.id, slug: row.slug, seedHash: row.seedHash });
      return `created ${row.slug} (id ${row.id}), draws at ${row.endAt.toISOString()}; seed hash ${row.seedHash}`;
    }
    case 'cancel': {
      const { row, unscheduled } = await cancelLottery(deps, needSlug());
      await audit(deps, {
        action: 'cancel',
        id: row.id,
        slug: row.slug,
        title: row.title,
        startAt: row.startAt,
        endAt: row.endAt,
        seedHash: row.seedHash,
      });
      return `cancelled ${row.slug} (id ${row.id}): it had no tickets; ${unscheduled ? 'its draw task is removed' : 'it had no draw task'}`;
    }
    case 'draw': {
      const log = pino({ level: deps.env.LOG_LEVEL });
      const { row, outcome } = await drawDueLottery(deps, needSlug(), log);
      if (outcome === 'already_drawn') return `${row.slug} was drawn already`;
      const drawn = await operatorLottery(deps, row.slug);
      await audit(deps, { action: 'draw', id: row.id, slug: row.slug, outcome });
      return `drew ${row.slug}: ${row.ticketsIssued} ticket(s), ${drawn.winners.length} winner(s); show ${row.slug} lists them`;
    }
    default:
      throw new LotteriesUsageError(command ? `unknown command ${command}` : 'no command');
  }
}
