import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import {
  check,
  expectBalance,
  expectOk,
  expectRefusal,
  FUNDS,
  txIdOf,
  type Scenario,
} from '../scenario.js';
import { bet, rollbackOf, win } from './actions.js';

const { DUPLICATE_ACTION } = WALLET_ERROR_CODES;

/** `/rollback`: undo once, remember rollbacks of unseen actions, never undo a paid round. */
export const rollbackScenarios: Scenario[] = [
  {
    name: 'a rollback returns the bet, and replaying it moves nothing more',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      expectOk(await context.play(round, [bet(betId, 1_000)]), 'bet');
      const rollbackId = context.id('rb');
      const first = expectOk(
        await context.rollback(round, [rollbackOf(rollbackId, betId)]),
        'rollback',
      );
      expectBalance(first, FUNDS, 'rollback');
      const firstTx = txIdOf(first, rollbackId, 'rollback');
      const replay = expectOk(
        await context.rollback(round, [rollbackOf(rollbackId, betId)]),
        'rollback replay',
      );
      expectBalance(replay, FUNDS, 'rollback replay');
      check(
        txIdOf(replay, rollbackId, 'rollback replay') === firstTx,
        'the rollback replay answered another tx_id',
      );
      // Another rollback id for the same bet: already undone, answered without a movement.
      const again = expectOk(
        await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
        'second rollback of the bet',
      );
      expectBalance(again, FUNDS, 'second rollback of the bet');
      // The bet's own id is now spent: resending it is a replay, not a new stake.
      const resent = await context.play(round, [bet(betId, 1_000)]);
      if (resent.status === 200)
        expectBalance(
          expectOk(resent, 'bet resent after its rollback'),
          FUNDS,
          'bet resent after its rollback',
        );
      else expectRefusal(resent, 409, DUPLICATE_ACTION, 'bet resent after its rollback');
    },
  },
  {
    name: 'a rollback before its bet is remembered: the late bet is refused with 409 and moves nothing',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const early = expectOk(
        await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
        'rollback of an unseen bet',
      );
      expectBalance(early, FUNDS, 'rollback of an unseen bet');
      expectRefusal(
        await context.play(round, [bet(betId, 1_000)]),
        409,
        DUPLICATE_ACTION,
        'the bet arriving after its rollback',
      );
      check((await context.balance()) === FUNDS, 'a tombstoned bet moved money');
    },
  },
  {
    name: 'several rollbacks of the same unseen bet under different ids all answer 200, once',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const answer = expectOk(
          await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
          `pre-rollback ${attempt}`,
        );
        expectBalance(answer, FUNDS, `pre-rollback ${attempt}`);
      }
      expectRefusal(
        await context.play(round, [bet(betId, 1_000)]),
        409,
        DUPLICATE_ACTION,
        'the bet after three rollbacks',
      );
      check((await context.balance()) === FUNDS, 'pre-rollbacks or the late bet moved money');
    },
  },
  {
    name: 'a rollback of a bet whose round already paid a win is refused with 409',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      expectOk(
        await context.play(round, [bet(betId, 1_000), win(context.id('win'), 500)]),
        'bet and win',
      );
      expectRefusal(
        await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
        409,
        DUPLICATE_ACTION,
        'rollback after the win',
      );
      check((await context.balance()) === FUNDS - 500, 'a refused rollback moved money');
    },
  },
  {
    name: 'a rollback of a win takes the win back',
    async run(context) {
      const round = context.id('round');
      const winId = context.id('win');
      expectOk(await context.play(round, [win(winId, 800)]), 'win');
      const rollbackId = context.id('rb');
      const answer = expectOk(
        await context.rollback(round, [rollbackOf(rollbackId, winId)]),
        'rollback of the win',
      );
      expectBalance(answer, FUNDS, 'rollback of the win');
      txIdOf(answer, rollbackId, 'rollback of the win');
    },
  },
  {
    name: 'a rollback racing its own bet ends with the stake returned, whichever arrives first',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const [betAnswer, rollbackAnswer] = await Promise.all([
        context.play(round, [bet(betId, 1_000)]),
        context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
      ]);
      expectOk(rollbackAnswer, 'the racing rollback');
      // The bet either came first (200, then rolled back) or found its tombstone (409).
      if (betAnswer.status !== 200) {
        expectRefusal(betAnswer, 409, DUPLICATE_ACTION, 'the bet behind its rollback');
      }
      check((await context.balance()) === FUNDS, 'the bet and its rollback left money moved');
    },
  },
  {
    name: 'a rollback id that is already a bet or win id is refused with 409',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const winId = context.id('win');
      expectOk(await context.play(round, [bet(betId, 1_000)]), 'bet');
      expectOk(await context.play(context.id('round'), [win(winId, 300)]), 'win');
      expectRefusal(
        await context.rollback(round, [rollbackOf(winId, betId)]),
        409,
        DUPLICATE_ACTION,
        'a rollback reusing the win id',
      );
      check((await context.balance()) === FUNDS - 700, 'a conflicting rollback moved money');
    },
  },
  {
    name: 'a rollback batch is all-or-nothing',
    async run(context) {
      const round = context.id('round');
      const firstBet = context.id('bet');
      const secondBet = context.id('bet');
      expectOk(await context.play(round, [bet(firstBet, 1_000), bet(secondBet, 2_000)]), 'bets');
      const usedId = context.id('rb');
      expectOk(
        await context.rollback(round, [rollbackOf(usedId, secondBet)]),
        'rollback of the second bet',
      );
      // A good rollback beside one whose id was already used for another original.
      const goodId = context.id('rb');
      expectRefusal(
        await context.rollback(round, [rollbackOf(goodId, firstBet), rollbackOf(usedId, firstBet)]),
        409,
        DUPLICATE_ACTION,
        'rollback batch with a conflicting id',
      );
      check(
        (await context.balance()) === FUNDS - 1_000,
        'part of a refused rollback batch was applied',
      );
      const alone = expectOk(
        await context.rollback(round, [rollbackOf(goodId, firstBet)]),
        'the good rollback alone',
      );
      expectBalance(alone, FUNDS, 'the good rollback alone');
    },
  },
];
