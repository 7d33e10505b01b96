import { runOperatorCommand } from '../../lib/operator-command.js';
import { runJackpotsCommand } from './jackpots.command.js';

/**
 * `npm run jackpots -w @croupier/api -- …`: the jackpots' pools and wins as the books keep
 * them, and a level's share of future stakes, until the back office exists. Changes are
 * audited.
 */
runOperatorCommand(runJackpotsCommand);
