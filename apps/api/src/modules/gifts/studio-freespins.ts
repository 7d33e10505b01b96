import type { AppDeps } from '../../app-deps.js';
import type { PlayerGiftRow } from './gifts.repository.js';

/**
 * The casino's free-spin calls to the studio (server to server; docs/wallet-protocol.md): issue
 * a gift's spins and cancel them. Placeholder until the studio side lands: both refuse.
 */
export async function issueFreespinsAtStudio(
  _deps: AppDeps,
  _gift: PlayerGiftRow,
): Promise<{ issueId: string }> {
  throw new Error('not implemented');
}

export async function cancelFreespinsAtStudio(_deps: AppDeps, _gift: PlayerGiftRow): Promise<void> {
  throw new Error('not implemented');
}
