import { runOperatorCommand } from '../../lib/operator-command.js';
import { runLotteriesCommand } from './lotteries.command.js';

/**
 * `npm run lotteries -w @croupier/api -- …`: the lotteries an operator manages until the back
 * office exists (list, show with winners and proof, create from a file, cancel, draw a due
 * one). Every change is audited.
 */
runOperatorCommand(runLotteriesCommand);
