/**
 * Bonus money while it is being wagered (engagement.md §3 Gift: amount_cents,
 * amount_wager_cents, amount_wager_requirement_cents; RELIABILITY WI-13). Pure rules: the wallet
 * posts what these functions decide, so the same decision is made in tests, in the wallet call
 * and in any replay.
 *
 * - A stake takes real money first, then bonus money (one fixed order, so a replay or an audit
 *   reaches the same split).
 * - While a bonus is being wagered a stake above `maxBetCents` is refused.
 * - Each stake adds `stake × contribution%` (rounded down) to the progress: slots count fully,
 *   table games less, by the game's contribution.
 * - A win is shared in the proportion the stake was: the bonus part stays bonus money.
 * - When progress reaches the requirement the bonus converts once: up to `maxWinCents` moves to
 *   real money, the rest is forfeited; a bonus balance of zero before that ends the bonus as lost.
 */

export interface WageringBonus {
  status: 'active' | 'converted' | 'lost' | 'forfeited';
  bonusCents: number;
  wageredCents: number;
  requirementCents: number;
  /** Largest stake while wagering; null = no cap. */
  maxBetCents: number | null;
  /** Most bonus money that may convert to real; null = no cap. */
  maxWinCents: number | null;
}

export interface Wallet {
  realCents: number;
  bonus: WageringBonus | null;
}

export interface StakeSplit {
  fromRealCents: number;
  fromBonusCents: number;
}

export type StakeDecision =
  | { ok: true; split: StakeSplit; wallet: Wallet }
  | { ok: false; reason: 'not_enough_money' | 'max_bet' | 'invalid_amount' };

/** What conversion moved: real money gained and bonus money forfeited (both ≥ 0). */
export interface Conversion {
  convertedCents: number;
  forfeitedCents: number;
}

function isActive(bonus: WageringBonus | null): bonus is WageringBonus {
  return bonus !== null && bonus.status === 'active';
}

/**
 * Converts once when the requirement is met; ends a spent bonus as lost. The wallet calls it at
 * the end of a call whose round is finished (stake-plan.ts `settleAtRoundEnd`).
 */
export function settle(wallet: Wallet): { wallet: Wallet; conversion: Conversion | null } {
  const bonus = wallet.bonus;
  if (!isActive(bonus)) return { wallet, conversion: null };
  if (bonus.wageredCents >= bonus.requirementCents) {
    const convertedCents =
      bonus.maxWinCents === null ? bonus.bonusCents : Math.min(bonus.bonusCents, bonus.maxWinCents);
    const forfeitedCents = bonus.bonusCents - convertedCents;
    return {
      wallet: {
        realCents: wallet.realCents + convertedCents,
        bonus: { ...bonus, status: 'converted', bonusCents: 0 },
      },
      conversion: { convertedCents, forfeitedCents },
    };
  }
  if (bonus.bonusCents === 0) {
    return { wallet: { ...wallet, bonus: { ...bonus, status: 'lost' } }, conversion: null };
  }
  return { wallet, conversion: null };
}

/** Takes a stake (CB-021's "not enough money", the max bet while wagering) and counts its progress. */
export function placeStake(
  wallet: Wallet,
  stakeCents: number,
  contributionPercent: number,
): StakeDecision {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0)
    return { ok: false, reason: 'invalid_amount' };
  const bonus = isActive(wallet.bonus) ? wallet.bonus : null;
  if (bonus && bonus.maxBetCents !== null && stakeCents > bonus.maxBetCents) {
    return { ok: false, reason: 'max_bet' };
  }
  const available = wallet.realCents + (bonus?.bonusCents ?? 0);
  if (stakeCents > available) return { ok: false, reason: 'not_enough_money' };
  const fromRealCents = Math.min(wallet.realCents, stakeCents);
  const fromBonusCents = stakeCents - fromRealCents;
  const contribution = Math.max(0, Math.min(100, Math.trunc(contributionPercent)));
  return {
    ok: true,
    split: { fromRealCents, fromBonusCents },
    wallet: {
      realCents: wallet.realCents - fromRealCents,
      bonus: bonus
        ? {
            ...bonus,
            bonusCents: bonus.bonusCents - fromBonusCents,
            wageredCents: bonus.wageredCents + Math.floor((stakeCents * contribution) / 100),
          }
        : wallet.bonus,
    },
  };
}

/**
 * The bonus part of a win: its share of the round's stakes taken from bonus money, rounded down
 * (the rounding is real money's).
 */
export function bonusShareOfWin(winCents: number, split: StakeSplit): number {
  const stake = split.fromRealCents + split.fromBonusCents;
  if (stake <= 0 || winCents <= 0 || split.fromBonusCents <= 0) return 0;
  // In BigInt: a crypto win times a crypto stake passes 2^53 long before either does.
  const share = (BigInt(winCents) * BigInt(split.fromBonusCents)) / BigInt(stake);
  return Math.min(winCents, Number(share));
}

/**
 * Pays a round's win in the proportion its stake was taken (rounded in the player's favour of
 * real money: the bonus share is rounded down), then settles the bonus: the conversion, if
 * this round completed the requirement, is returned so the wallet can post it exactly once.
 */
export function payWin(
  wallet: Wallet,
  split: StakeSplit,
  winCents: number,
): { wallet: Wallet; toRealCents: number; toBonusCents: number; conversion: Conversion | null } {
  const bonus = isActive(wallet.bonus) ? wallet.bonus : null;
  const toBonusCents = bonus ? bonusShareOfWin(winCents, split) : 0;
  const toRealCents = Math.max(0, winCents) - toBonusCents;
  const paid: Wallet = {
    realCents: wallet.realCents + toRealCents,
    bonus: bonus ? { ...bonus, bonusCents: bonus.bonusCents + toBonusCents } : wallet.bonus,
  };
  const settled = settle(paid);
  return { wallet: settled.wallet, toRealCents, toBonusCents, conversion: settled.conversion };
}

/** Cancels an active bonus (the player gives it up): its money is forfeited. */
export function forfeitBonus(wallet: Wallet): { wallet: Wallet; forfeitedCents: number } {
  const bonus = wallet.bonus;
  if (!isActive(bonus)) return { wallet, forfeitedCents: 0 };
  return {
    wallet: { ...wallet, bonus: { ...bonus, status: 'forfeited', bonusCents: 0 } },
    forfeitedCents: bonus.bonusCents,
  };
}
