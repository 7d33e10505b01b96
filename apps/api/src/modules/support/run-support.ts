import { runOperatorCommand } from '../../lib/operator-command.js';
import { runSupportCommand } from './support.command.js';

/** `npm run support -w @croupier/api -- …`: the messages players wrote to support. */
runOperatorCommand(runSupportCommand);
