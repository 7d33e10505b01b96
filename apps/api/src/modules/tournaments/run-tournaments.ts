import { runOperatorCommand } from '../../lib/operator-command.js';
import { runTournamentsCommand } from './tournaments.command.js';

/**
 * `npm run tournaments -w @croupier/api -- …`: the tournaments, quests and achievements an
 * operator manages until the back office exists (list, create from a file, cancel, close).
 * Every change is audited.
 */
runOperatorCommand(runTournamentsCommand);
