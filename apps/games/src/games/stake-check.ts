import type { CatalogGame, GameEngine } from '@croupier/contracts/studio';
import { StudioError } from '../lib/studio-error.js';
import { limitsFor } from '../sessions/session-view.js';

/** A round's total stake must lie within the game's bet limits in the session currency. */
export function assertStakeWithinLimits(game: CatalogGame, currency: string, stake: number): void {
  const limits = limitsFor(game, currency);
  if (!Number.isSafeInteger(stake) || stake < limits.min || stake > limits.max) {
    throw new StudioError(
      'invalid_bet',
      `The stake must be between ${limits.min} and ${limits.max} (minor units)`,
    );
  }
}

/** A table call for another game's session (e.g. a roulette spin on a slot) is refused. */
export function assertEngine(game: CatalogGame, engine: GameEngine): void {
  if (game.engine !== engine) {
    throw new StudioError('invalid_bet', `This session plays ${game.engine}, not ${engine}`);
  }
}
