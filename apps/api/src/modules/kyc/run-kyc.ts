import { runOperatorCommand } from '../../lib/operator-command.js';
import { runKycCommand } from './kyc.command.js';

/**
 * `npm run kyc -w @croupier/api -- …`: the review mail is sent by the api's worker when it
 * runs again.
 */
runOperatorCommand(runKycCommand);
