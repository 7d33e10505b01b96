import type { Player } from '@croupier/contracts/player';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { checkBonusCode } from './bonus-codes.js';
import { playerView } from '../player/player.read.js';
import { updatePlayer } from '../player/player.service.js';

/**
 * The player's deposit bonus code (PR-038, CB-019; engagement.md §7 set_bonus_code /
 * clear_bonus_code). Only a code that may be taken today is stored (`checkBonusCode`); the
 * cashbox checks it again per deposit (currency, window) and records it on the payment, and the
 * gifts module grants its bonus when that deposit is credited.
 */
export async function setBonusCode(deps: AppDeps, playerId: number, code: string): Promise<Player> {
  const { config } = await brandService(deps).get();
  const check = checkBonusCode(config, code, { now: deps.clock.now() });
  if (!check.ok) throw AppError.invalid({ deposit_bonus_code: [check.message] });
  await updatePlayer(deps, deps.database.db, playerId, { depositBonusCode: check.code.code });
  return playerView(deps, playerId);
}

export async function clearBonusCode(deps: AppDeps, playerId: number): Promise<Player> {
  await updatePlayer(deps, deps.database.db, playerId, { depositBonusCode: null });
  return playerView(deps, playerId);
}
