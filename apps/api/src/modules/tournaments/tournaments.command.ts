import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { kindOf } from '@croupier/domain/tournaments/identifier';
import { statusFromDates } from '@croupier/domain/tournaments/status';
import type { AppDeps } from '../../app-deps.js';
import { readJsonSpec } from '../../lib/operator-args.js';
import { recordOperatorEvent } from '../audit/security-events.js';
import { closeTournament, scheduleClose } from './close.task.js';
import { tournamentSpecSchema } from './tournaments.model.js';
import {
  findTournamentByIdentifier,
  insertTournament,
  listTournaments,
  setCanceled,
} from './tournaments.repository.js';

const USAGE = `usage: npm run tournaments -w @croupier/api -- <command> [options]
  list                          every item: id, identifier, kind, type, status, dates
  create <file.json>            a new item from a JSON file (docs/tournaments.md shows one);
                                its close is scheduled at its end
  cancel <identifier>           hide an item that has not closed; it is never closed or paid
  close <identifier>            close an ended item now (the task's work; once only)
Every change is recorded in the audit log (security_events, type tournaments_operator).`;

export class TournamentsUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

function audit(deps: AppDeps, details: Record<string, unknown>) {
  return recordOperatorEvent(deps, 'tournaments_operator', null, details);
}

function readSpec(file: string | undefined) {
  return readJsonSpec(file, tournamentSpecSchema, (problem) => new TournamentsUsageError(problem));
}

/** `npm run tournaments -- …` (docs/tournaments.md): the items an operator manages. */
export async function runTournamentsCommand(
  deps: AppDeps,
  argv: readonly string[],
): Promise<string> {
  const { positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: {} });
  const [command, first] = positionals;
  const db = deps.database.db;
  const now = deps.clock.now();
  switch (command) {
    case 'list': {
      const rows = await listTournaments(db);
      return rows
        .map((row) =>
          [
            row.id,
            row.frontendIdentifier,
            kindOf(row.frontendIdentifier),
            row.type,
            row.closedAt ? 'closed' : statusFromDates(row.startAt, row.endAt, now),
            row.startAt.toISOString(),
            row.endAt.toISOString(),
          ].join('\t'),
        )
        .join('\n');
    }
    case 'create': {
      const spec = await readSpec(first);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertTournament(tx, spec);
        if (inserted) await scheduleClose(tx, deps, inserted);
        return inserted;
      });
      if (!row) throw new TournamentsUsageError(`${spec.frontendIdentifier} exists already`);
      await audit(deps, { action: 'create', id: row.id, identifier: row.frontendIdentifier });
      return `created ${row.frontendIdentifier} (id ${row.id}), closes after ${row.endAt.toISOString()}`;
    }
    case 'cancel':
    case 'close': {
      if (!first) throw new TournamentsUsageError('an identifier is needed');
      const row = await findTournamentByIdentifier(db, first);
      if (!row) throw new TournamentsUsageError(`no tournament ${first}`);
      const result =
        command === 'cancel'
          ? (await setCanceled(db, row.id, now))
            ? `cancelled ${first}`
            : `${first} is closed or cancelled already`
          : await db.transaction((tx) =>
              closeTournament(tx, deps, pino({ level: deps.env.LOG_LEVEL }), row.id, now),
            );
      await audit(deps, { action: command, id: row.id, identifier: first, result });
      return result;
    }
    default:
      throw new TournamentsUsageError(command ? `unknown command ${command}` : 'no command');
  }
}
