import { buildApp } from '../../app.js';
import { runOperatorCommand } from '../../lib/operator-command.js';
import { runOutboxCommand } from './outbox.command.js';

/**
 * `npm run outbox -w @croupier/api -- status | retry <event-id> [--consumer <name>] |
 * retry-dead --consumer <name> | retry-task <key>`: the outbox's consumers, timed tasks and
 * jobs for an operator (decision 0302). Builds the app without its worker to learn which
 * consumers this build registers.
 */
runOperatorCommand(async (deps, argv) => {
  const app = await buildApp(deps);
  try {
    await app.ready();
    return await runOutboxCommand(
      { db: deps.database.db, clock: deps.clock, consumers: app.outbox.consumers() },
      argv,
    );
  } finally {
    await app.close();
  }
});
