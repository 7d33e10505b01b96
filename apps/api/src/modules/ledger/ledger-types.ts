import type { MovementKind, PlayContext, RollbackContext } from '@croupier/contracts/events';

/** The ledger's vocabulary (DESIGN.md §3): accounts, legs, postings and their event. */

export type { MovementKind } from '@croupier/contracts/events';

/** What a bet or win (play context) or a rollback (with its original) was played on. */
export type MovementPlay = PlayContext | RollbackContext;

/** A player's own money: cash and bonus, one of each per currency. */
export const PLAYER_ACCOUNT_KINDS = ['player_real', 'player_bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/** The brand's side of every movement; their balances are sums of entries, never cached. */
export const BRAND_ACCOUNT_KINDS = [
  'house',
  'psp_clearing',
  'provider_clearing',
  'withdrawals_pending',
  'jackpot_pool',
  /** Free-spin winnings held until their gift starts wagering (gifts, DESIGN.md §12). */
  'bonus_liability',
  /** The cost of promotions: every bonus grant comes from here and every forfeit returns here. */
  'promotions',
  /** What players owe the brand: a spent win a studio rolled back (wallet roll-back.ts). */
  'player_receivable',
] as const;
export type BrandAccountKind = (typeof BRAND_ACCOUNT_KINDS)[number];

export type LedgerAccountRef =
  { kind: PlayerAccountKind; playerId: number } | { kind: BrandAccountKind };

export interface Leg {
  account: LedgerAccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostingInput {
  /** Business key of the movement, e.g. `deposit:42`; a second posting under it is a replay. */
  reference: string;
  kind: MovementKind;
  currency: string;
  legs: readonly Leg[];
  metadata?: Record<string, unknown>;
  /** What a bet, win or rollback was played on: its event's `play` (contracts events.ts). */
  play?: MovementPlay;
  now: Date;
}

export interface PlayerBalance {
  currency: string;
  realCents: number;
  bonusCents: number;
}

export interface Posted {
  transactionId: number;
  reference: string;
  kind: MovementKind;
  currency: string;
  createdAt: Date;
  /** True when this reference was already booked with the same content: nothing moved now. */
  replayed: boolean;
  /** The player's balances in the currency after the movement (null for a brand-only movement). */
  balance: PlayerBalance | null;
}

/**
 * The `ledger.movement` outbox payload as the ledger writes it (its consumers read it through
 * `ledgerMovementEventSchema` of packages/contracts events.ts).
 */
export interface LedgerMovementEvent {
  transactionId: number;
  reference: string;
  kind: MovementKind;
  currency: string;
  playerId: number | null;
  /** The player's legs: account kind → signed amount. */
  playerLegs: Partial<Record<PlayerAccountKind, number>>;
  balance: PlayerBalance | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  play?: MovementPlay;
}
export const LEDGER_MOVEMENT_TOPIC = 'ledger.movement';

export function isPlayerRef(
  ref: LedgerAccountRef,
): ref is { kind: PlayerAccountKind; playerId: number } {
  return 'playerId' in ref;
}

export function keyOf(ref: LedgerAccountRef): string {
  return isPlayerRef(ref) ? `${ref.kind}:${ref.playerId}` : ref.kind;
}
