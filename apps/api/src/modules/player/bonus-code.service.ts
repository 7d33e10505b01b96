import type { Player } from '@croupier/contracts/player';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { findBonusCode } from '../payments/bonus-codes.js';
import { playerView } from './player.read.js';
import { updatePlayer } from './player.service.js';

/**
 * The player's deposit bonus code (PR-038, CB-019; engagement.md §7 set_bonus_code /
 * clear_bonus_code). Only a code the brand offers today is stored; the cashbox checks it again
 * per deposit (currency, window) and records it on the payment for the gifts feature.
 */
export async function setBonusCode(deps: AppDeps, playerId: number, code: string): Promise<Player> {
  const { config } = await brandService(deps).get();
  const found = findBonusCode(config, code, { now: deps.clock.now() });
  if (!found) throw AppError.invalid({ deposit_bonus_code: [VALIDATION.BONUS_CODE_INVALID] });
  await updatePlayer(deps, deps.database.db, playerId, { depositBonusCode: found.code });
  return playerView(deps, playerId);
}

export async function clearBonusCode(deps: AppDeps, playerId: number): Promise<Player> {
  await updatePlayer(deps, deps.database.db, playerId, { depositBonusCode: null });
  return playerView(deps, playerId);
}
