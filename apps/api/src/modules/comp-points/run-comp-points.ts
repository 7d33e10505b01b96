import { runOperatorCommand } from '../../lib/operator-command.js';
import { runCompPointsCommand } from './comp-points.command.js';

/**
 * `npm run comp-points -w @croupier/api -- …`: comp points an operator manages until the back
 * office exists (earning rates, weights, mart prices, a player's points). Every change is audited.
 */
runOperatorCommand(runCompPointsCommand);
