import type { PlayRequest, WalletResponse } from '@croupier/contracts/wallet-protocol';
import type { AppDeps } from '../../app-deps.js';
import { inlineQuery } from '../../db/inline-sql.js';
import { PlayerCashBatch } from '../ledger/cash-batch.js';
import type { EurRates } from '../ledger/eur-rates.js';
import { openBrandAccount, PLAYER_ACCOUNT_KINDS } from '../ledger/ledger.service.js';
import { NO_BET_LIMITS } from '../limits/limit-check.js';
import { parsePlayRead, playReadStatements } from './play-read.repository.js';
import { prepareWriteRound, ROUND_OF_ANOTHER_PLAYER } from './round-totals.js';
import { walletCache } from './wallet-cache.js';
import { answerOf, newWalletCall, playActions, playerIdOf } from './wallet-call-steps.js';
import { refuse } from './wallet-refusal.js';
import { endGifts } from './gift-end.js';
import { giftWrites } from './bonus-in-play.js';
import type { BrandAccountKind } from '../ledger/ledger-types.js';
import { jackpotRuleOf, jackpotSnapshot } from '../jackpots/jackpot-config.js';
import { feedWrites } from '../jackpots/jackpot-play.service.js';

/**
 * A `/play` call in two round trips (issue 15 §4, decision 0505), on both databases:
 *
 * 1. BEGIN, the player's money lock and everything the call decides on (play-read.repository.ts)
 *    in one message;
 * 2. the stake plan, the limits and every protocol check decide in TypeScript, as on every path
 *    (place-bet.ts, pay-win.ts: nothing is decided in SQL);
 * 3. the booking (movements, entries, balances, hash chain, outbox events), the actions, the
 *    round, guards that fail the message unless the database holds what was computed, and
 *    COMMIT, in one message.
 *
 * What is rare takes the ordinary statements inside the same transaction: a player with live
 * responsible-gaming limits (their windows are read as `readBetLimits` reads them), a first
 * movement in a currency (the accounts are opened and locked by the booking), a big win (its
 * ticker event).
 * The first call in a currency with no provider-clearing account opens it in a transaction of
 * its own and runs again, so brand accounts are still opened before any player lock.
 */
export async function runPlayCall(
  deps: AppDeps,
  studio: string,
  request: PlayRequest,
  rates: EurRates,
): Promise<WalletResponse> {
  try {
    return await playInMessages(deps, studio, request, rates);
  } catch (error) {
    if (error instanceof BrandAccountMissing) {
      await deps.database.db.transaction((tx) =>
        openBrandAccount(tx, error.kind, request.currency, deps.clock.now()),
      );
      return runPlayCall(deps, studio, request, rates);
    }
    if ((error as { code?: unknown } | null)?.code === ROUND_OF_ANOTHER_PLAYER) {
      throw refuse.conflict(`Round ${request.game_id ?? ''} belongs to another player`);
    }
    throw error;
  }
}

/** A brand account the call may book on is not opened yet in the currency (a first call). */
class BrandAccountMissing extends Error {
  constructor(readonly kind: BrandAccountKind) {
    super(`${kind} account missing`);
  }
}

async function playInMessages(
  deps: AppDeps,
  studio: string,
  request: PlayRequest,
  rates: EurRates,
): Promise<WalletResponse> {
  const now = deps.clock.now();
  const playerId = playerIdOf(request.user_id);
  if (playerId === null) throw refuse.invalidPlayer();
  const { currency } = request;
  const gameIdentifier = request.game ?? '';
  const cache = walletCache(deps);
  const cachedGame = cache.game(gameIdentifier, currency);
  // In memory after the first call (jackpot-config.ts); a batch only reads it.
  const jackpots = request.actions.length > 0 ? await jackpotSnapshot(deps) : undefined;
  const first = playReadStatements({
    studio,
    playerId,
    currency,
    gameIdentifier,
    cachedGame,
    sessionId: request.session_id,
    actionIds: request.actions.map((action) => action.action_id),
    now,
    freespinIssueId: request.freespin_issue_id,
    winRound: request.actions.some((action) => action.action === 'win')
      ? { studio, roundId: request.game_id ?? '' }
      : null,
  });

  return deps.database.inMessages(first, async (rows, messages) => {
    const read = parsePlayRead(rows, cachedGame);
    const { player } = read;
    if (!player) throw refuse.invalidPlayer();
    if (!player.holdsCurrency) throw refuse.noWalletInCurrency();
    if (player.clearingAccountId === null) throw new BrandAccountMissing('provider_clearing');
    if (read.game) cache.rememberGame(gameIdentifier, currency, read.game);

    // A free-spin call needs its gift in play, unless every action is a replay: those are
    // answered from their recorded rows, whatever became of the issue since.
    if (
      request.freespin_issue_id !== undefined &&
      !read.freespins &&
      request.actions.some((action) => !read.known.some((row) => row.actionId === action.action_id))
    ) {
      throw refuse.badRequest('no free spins in play under this freespin_issue_id');
    }
    const brandAccounts = new Map<BrandAccountKind, number>([
      ['provider_clearing', player.clearingAccountId],
    ]);
    if (read.promotionsAccountId !== null) {
      brandAccounts.set('promotions', read.promotionsAccountId);
    } else if (read.gift || read.roundStakes?.some((stake) => stake.bonusCents > 0)) {
      // A conversion or a forfeited win share may book on promotions (a bonus granted from
      // free-spin winnings leaves it unopened in the currency).
      throw new BrandAccountMissing('promotions');
    }
    // A call that may feed or pay a jackpot books on its brand accounts (opened with the
    // snapshot); any other call books as before.
    const jackpotAccounts = jackpots?.accounts.get(currency);
    const game = cachedGame ?? read.game;
    if (
      jackpots &&
      jackpotAccounts &&
      game &&
      (jackpotRuleOf(jackpots, game, currency) !== null ||
        request.actions.some((action) => action.action === 'jackpot_win'))
    ) {
      brandAccounts.set('jackpot_pool', jackpotAccounts.jackpotPool);
      brandAccounts.set('house', jackpotAccounts.house);
    }
    const cash =
      read.accounts.length === PLAYER_ACCOUNT_KINDS.length
        ? PlayerCashBatch.fromLocked({
            playerId,
            currency,
            now,
            brandAccounts,
            accounts: read.accounts,
          })
        : await PlayerCashBatch.lock(messages.tx, { playerId, currency, now, brandAccounts });
    const call = newWalletCall({
      tx: messages.tx,
      deps,
      studio,
      player,
      request,
      now,
      rates,
      balance: cash.balance,
    });
    call.cash = cash;
    call.game = cachedGame ?? read.game ?? null;
    if (read.sessionOpen !== undefined) call.sessionOpen = read.sessionOpen;
    // No live limit row: no block, no window (blocks are limit rows too, limits/limit-rows.ts).
    if (!read.hasLiveLimits) {
      call.blocked = false;
      call.limits = NO_BET_LIMITS;
    }
    for (const row of read.known) call.known.set(row.actionId, row);
    if (read.gift) {
      call.gift = read.gift.gift;
      call.bonus = read.gift.bonus;
    }
    call.freespins = read.freespins;
    if (read.roundStakes) call.roundStakes = read.roundStakes;
    if (jackpots) call.jackpots = jackpots;

    const answered = await playActions(call, request);
    // Ends a bonus or free spins at the end of a call that recorded something new.
    if (call.pending.length > 0) await endGifts(call);
    const write = prepareWriteRound(call);
    // The gifts' rows, only when the call changed them (a call with no bonus writes none).
    const gifts = giftWrites(call);
    // The pools the call's bets fed, with the same COMMIT (none for a game without a jackpot).
    const fed = call.jackpotFeeds?.length
      ? feedWrites({
          feeds: call.jackpotFeeds,
          playerId,
          studio,
          currency,
          now,
        })
      : null;
    let fedPools: WalletResponse['jackpots'];
    if (write.statements.length > 0 || gifts.statements.length > 0) {
      const statements = [
        ...write.statements.map((statement) => inlineQuery(statement)),
        ...gifts.statements,
      ];
      const fedAt = statements.length;
      statements.push(...(fed?.statements ?? []));
      const answers = await messages.sendAndCommit(
        [...statements, ...write.guards, ...gifts.guards].join(';\n'),
      );
      write.apply(answers);
      if (fed) fedPools = fed.answer(answers.slice(fedAt));
    }
    const answer = answerOf(call, request, answered);
    return fedPools ? { ...answer, jackpots: fedPools } : answer;
  });
}
