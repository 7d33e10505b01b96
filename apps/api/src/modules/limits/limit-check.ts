import type { AppDeps } from '../../app.js';
import type { Transaction } from '../outbox/outbox.service.js';

/**
 * The one limit check money paths call (issue: "expose one limit check the wallet will call"),
 * inside their transaction, after `lockPlayerMoney` has locked the player's accounts so two
 * movements cannot both pass against the same window.
 */
export interface DepositCheck {
  playerId: number;
  currency: string;
  amountCents: number;
  /** Deposits already requested but not yet settled: they count against the window too. */
  pendingCents: number;
  now: Date;
}

export async function assertCanDeposit(
  _tx: Transaction,
  _deps: AppDeps,
  _input: DepositCheck,
): Promise<void> {
  // Enforcement lands with the limits module (user_limits); the signature is fixed here.
}
