import { runOperatorCommand } from '../../lib/operator-command.js';
import { runGiftsCommand } from './gifts.command.js';

/**
 * `npm run gifts -w @croupier/api -- …`: the gifts an operator manages until the back office
 * exists (list, issue, cancel, templates, promo codes, expected cost). Every change is audited.
 */
runOperatorCommand(runGiftsCommand);
