import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { LedgerMovementEvent } from '@croupier/contracts/events';
import type { AppDeps } from '../../app-deps.js';
import { eurCentsOf, eurRates } from '../ledger/eur-rates.js';
import { countTowardsAdventure } from './adventures.service.js';

/** A deposit, a bet, or the rollback of a bet: what moves an adventure day. */
function countsForAdventure(movement: LedgerMovementEvent): boolean {
  if (movement.playerId === null) return false;
  if (movement.kind === 'deposit' || movement.kind === 'bet') return true;
  return movement.kind === 'rollback' && movement.play?.originalKind === 'bet';
}

/**
 * A deposit's amount in EUR cents at the brand's current rate (deposit events carry none); a
 * currency without a rate (the demo FUN) counts nothing.
 */
export async function depositEurCents(
  deps: AppDeps,
  movement: LedgerMovementEvent,
): Promise<number | null> {
  const amount = movement.playerLegs.player_real ?? 0;
  if (amount <= 0) return null;
  return eurCentsOf(await eurRates(deps), movement.currency, amount);
}

/**
 * The adventure calendar's consumer (docs/adventures.md): deposits, bets and bet rollbacks
 * count towards the player's day, in the transaction that records the event, so a redelivered
 * event counts once and a prize is granted once.
 */
export const adventuresPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const log = app.log.child({ module: 'adventures' });
    // The rates are cached per instance and read outside any transaction: loaded here, the
    // consumer's transaction never waits on a first load (later refreshes run in the background).
    app.addHook('onReady', async () => {
      await eurRates(deps).catch((error: unknown) => log.warn({ error }, 'EUR rates not loaded'));
    });

    app.outbox.handleInTransaction(
      'ledger.movement',
      'adventures-movements',
      async (movement, { tx }) => {
        if (movement.playerId === null) return;
        const base = {
          playerId: movement.playerId,
          currency: movement.currency,
          at: new Date(movement.createdAt),
        };
        if (movement.kind === 'deposit') {
          const eur = await depositEurCents(deps, movement);
          if (eur === null || eur <= 0) return;
          await countTowardsAdventure(tx, deps, log, {
            ...base,
            depositEurCents: eur,
            wagerEurCents: 0,
          });
          return;
        }
        if (movement.kind !== 'bet' && movement.kind !== 'rollback') return;
        const eur = movement.play?.eurCents ?? 0;
        if (eur <= 0) return;
        await countTowardsAdventure(tx, deps, log, {
          ...base,
          depositEurCents: 0,
          wagerEurCents: movement.kind === 'bet' ? eur : -eur,
        });
      },
      { orderedBy: 'player', only: countsForAdventure },
    );
  },
  { name: 'adventures', dependencies: ['outbox', 'realtime'] },
);
