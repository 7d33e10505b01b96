import type { LedgerMovementEvent } from '@croupier/contracts/events';

export type BetEvent = Extract<LedgerMovementEvent, { kind: 'bet' }>;
export function betEvent(sequence: number, playerId: number, stake: number): BetEvent;
export function winEvent(bet: BetEvent, sequence: number, prize: number): LedgerMovementEvent;
export function rollbackEvent(original: BetEvent, sequence: number): LedgerMovementEvent;
