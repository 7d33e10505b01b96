import { runOperatorCommand } from '../../lib/operator-command.js';
import { runVipCommand } from './vip.command.js';

/**
 * `npm run vip -w @croupier/api -- …`: the VIP programme an operator manages until the back
 * office exists (thresholds, a player's status, the quarter's expiry). Every change is audited.
 */
runOperatorCommand(runVipCommand);
