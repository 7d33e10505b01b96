import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import {
  check,
  expectBalance,
  expectOk,
  expectRefusal,
  FUNDS,
  txIdOf,
  type Action,
  type Scenario,
} from '../scenario.js';
import { bet, rollbackOf } from './actions.js';

const { BAD_REQUEST, DUPLICATE_ACTION } = WALLET_ERROR_CODES;

const jackpotWin = (actionId: string, jackpot: string, level: string): Action => ({
  action: 'jackpot_win',
  action_id: actionId,
  jackpot,
  level,
});

/** `jackpot_win` (docs/wallet-protocol.md §14): a level's pool paid to a round that fed it. */
export const jackpotScenarios: Scenario[] = [
  {
    name: 'jackpots: a jackpot_win for a round that fed no jackpot is 400 and moves nothing',
    async run(context) {
      const round = context.id('round');
      const staked = expectOk(await context.play(round, [bet(context.id('bet'), 100)]), 'bet');
      const fed = new Set((staked.jackpots ?? []).map((level) => level.jackpot));
      const unknown = `no-such-jackpot-${context.id('jp')}`;
      check(!fed.has(unknown), 'the unknown jackpot was fed');
      expectRefusal(
        await context.play(round, [jackpotWin(context.id('jpwin'), unknown, 'level_1')]),
        400,
        BAD_REQUEST,
        'a jackpot the round did not feed',
      );
      expectBalance(
        expectOk(await context.play(context.id('read'), []), 'read'),
        FUNDS - 100,
        'after the refusal',
      );
    },
  },
  {
    name: 'jackpots: a fed level pays the answered pool once, its replay answers the same, its rollback is refused',
    async run(context) {
      const round = context.id('round');
      const staked = expectOk(await context.play(round, [bet(context.id('bet'), 1_000)]), 'bet');
      const level = staked.jackpots?.[0];
      // A game that feeds no jackpot has nothing more to check here.
      if (!level) return;
      check(
        level.amount === level.before + level.contribution,
        'the pool after is not before + contribution',
      );
      check(
        level.amount <= level.must_drop_by || level.contribution > 0,
        'the pool is past must-drop-by',
      );
      const actionId = context.id('jpwin');
      const action = jackpotWin(actionId, level.jackpot, level.level);
      const paid = expectOk(await context.play(round, [action], { finished: true }), 'jackpot win');
      const line = paid.transactions.find((entry) => entry.action_id === actionId);
      check(
        line?.amount !== undefined && line.amount >= level.amount,
        'the win did not answer the pool it paid',
      );
      expectBalance(paid, FUNDS - 1_000 + (line?.amount ?? 0), 'after the jackpot win');
      const replay = expectOk(await context.play(round, [action], { finished: true }), 'replay');
      check(
        txIdOf(replay, actionId, 'replay') === txIdOf(paid, actionId, 'first') &&
          replay.transactions[0]?.amount === line?.amount,
        'the replay answered another tx_id or amount',
      );
      expectBalance(replay, paid.balance, 'after the replay');
      expectRefusal(
        await context.rollback(round, [rollbackOf(context.id('rb'), actionId)]),
        400,
        DUPLICATE_ACTION,
        'the rollback of a jackpot win',
      );
    },
  },
];
