// The `ledger.movement` events the engagement benches feed their consumers, as the wallet
// writes them for a slot bet and its rollback (one shape for every bench; types in the .d.mts).
import { randomUUID } from 'node:crypto';

/** A EUR slot bet of `stake` cents by `playerId`, the `sequence`-th movement of the run. */
export function betEvent(sequence, playerId, stake) {
  return {
    transactionId: sequence,
    reference: `bench:${sequence}`,
    kind: 'bet',
    currency: 'EUR',
    playerId,
    playerLegs: { player_real: -stake },
    balance: { currency: 'EUR', realCents: 10_000, bonusCents: 0 },
    metadata: {},
    createdAt: new Date().toISOString(),
    play: {
      studio: 'bench',
      actionId: `a${sequence}-${randomUUID().slice(0, 8)}`,
      game: 'bench/slot',
      provider: 'bench',
      categories: ['slots'],
      round: `r${sequence}`,
      roundFinished: true,
      split: { realCents: stake, bonusCents: 0 },
      eurCents: stake,
    },
  };
}

/** The win of `prize` cents that ends the round of `bet`, the `sequence`-th movement. */
export function winEvent(bet, sequence, prize) {
  return {
    ...bet,
    kind: 'win',
    transactionId: sequence,
    reference: `bench:${sequence}`,
    playerLegs: { player_real: prize },
    createdAt: new Date().toISOString(),
    play: {
      ...bet.play,
      actionId: `w${sequence}`,
      split: { realCents: prize, bonusCents: 0 },
      eurCents: prize,
    },
  };
}

/** The rollback of `original`, booked now as the `sequence`-th movement: the stake returned. */
export function rollbackEvent(original, sequence) {
  return {
    ...original,
    kind: 'rollback',
    transactionId: sequence,
    reference: `bench:${sequence}`,
    playerLegs: { player_real: original.play.split.realCents },
    createdAt: new Date().toISOString(),
    play: {
      ...original.play,
      actionId: `rb${sequence}`,
      originalActionId: original.play.actionId,
      originalKind: 'bet',
    },
  };
}
