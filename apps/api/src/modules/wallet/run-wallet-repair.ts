import { runOperatorCommand } from '../../lib/operator-command.js';
import { runWalletRepairCommand } from './wallet-repair.command.js';

/**
 * `npm run wallet-repair -w @croupier/api -- …`: stakes kept by rollbacks the wallet refused
 * (issue 14). Asks the studio at GAMES_API_URL which rounds it cancelled.
 */
runOperatorCommand(runWalletRepairCommand);
