import {
  check,
  expectBalance,
  expectConflict,
  expectOk,
  FUNDS,
  txIdOf,
  type Scenario,
  type ScenarioContext,
} from '../scenario.js';
import { bet, rollbackOf, win } from './actions.js';

/** A bet that meets its tombstone: 200, the same `tx_id` every time, nothing moved. */
async function expectLateBetAnswered(
  context: ScenarioContext,
  round: string,
  betId: string,
  what: string,
): Promise<void> {
  const late = expectOk(await context.play(round, [bet(betId, 1_000)]), what);
  expectBalance(late, FUNDS, what);
  const tombstone = txIdOf(late, betId, what);
  const again = expectOk(await context.play(round, [bet(betId, 1_000)]), `${what}, sent again`);
  check(
    txIdOf(again, betId, `${what}, sent again`) === tombstone,
    `${what}: sent again it answered another tx_id`,
  );
  check((await context.balance()) === FUNDS, `${what}: a tombstoned bet moved money`);
}

/**
 * `/rollback`: undo once, remember rollbacks of unseen actions, undo whole rounds in any order,
 * and never refuse what the studio must not retry for a day.
 */
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
      expectBalance(
        expectOk(await context.play(round, [bet(betId, 1_000)]), 'bet resent after its rollback'),
        FUNDS,
        'bet resent after its rollback',
      );
    },
  },
  {
    name: "a rollback before its bet is remembered: the late bet is answered 200 with the tombstone's tx_id and moves nothing",
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const early = expectOk(
        await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
        'rollback of an unseen bet',
      );
      expectBalance(early, FUNDS, 'rollback of an unseen bet');
      await expectLateBetAnswered(context, round, betId, 'the bet arriving after its rollback');
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
      await expectLateBetAnswered(context, round, betId, 'the bet after three rollbacks');
    },
  },
  {
    name: 'a rollback of a bet whose round already paid a win returns the stake; the win stays until its own rollback',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const winId = context.id('win');
      expectOk(await context.play(round, [bet(betId, 1_000), win(winId, 1_500)]), 'bet and win');
      expectBalance(
        expectOk(
          await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
          'rollback of the bet after the win',
        ),
        FUNDS + 1_500,
        'rollback of the bet after the win',
      );
      expectBalance(
        expectOk(
          await context.rollback(round, [rollbackOf(context.id('rb'), winId)]),
          'rollback of the win',
        ),
        FUNDS,
        'rollback of the win',
      );
    },
  },
  {
    name: 'a whole round rolled back in one call ends the same in any order of its actions',
    async run(context) {
      // Twice the same round shape, its rollbacks listed bet first, then win first (a studio
      // undoing "newest first"). The player spent the win meanwhile: taking the win back
      // before the stake is returned must not leave less than the other order does.
      for (const winFirst of [false, true]) {
        const what = winFirst ? 'round rolled back win first' : 'round rolled back bet first';
        const round = context.id('round');
        const betId = context.id('bet');
        const winId = context.id('win');
        const start = await context.balance();
        expectOk(await context.play(round, [bet(betId, start), win(winId, 3_000)]), 'round');
        const spendId = context.id('bet');
        expectOk(await context.play(context.id('round'), [bet(spendId, 3_000)]), 'spend the win');
        const undo = [rollbackOf(context.id('rb'), betId), rollbackOf(context.id('rb'), winId)];
        const answer = expectOk(
          await context.rollback(round, winFirst ? undo.reverse() : undo),
          what,
        );
        expectBalance(answer, start - 3_000, what);
        // Give the spent stake back for the next pass.
        expectOk(
          await context.rollback(context.id('round'), [rollbackOf(context.id('rb'), spendId)]),
          'rollback of the spending bet',
        );
      }
      check((await context.balance()) === FUNDS, 'the round rollbacks left money moved');
    },
  },
  {
    name: 'a rollback of a win the player already spent answers 200: what is there is taken, never below zero',
    async run(context) {
      const winId = context.id('win');
      expectOk(await context.play(context.id('round'), [win(winId, 800)]), 'win');
      expectOk(
        await context.play(context.id('round'), [bet(context.id('bet'), FUNDS + 500)]),
        'a bet spending most of the win',
      );
      const rollbackId = context.id('rb');
      const answer = expectOk(
        await context.rollback(context.id('round'), [rollbackOf(rollbackId, winId)]),
        'rollback of the spent win',
      );
      expectBalance(answer, 0, 'rollback of the spent win');
      const replay = expectOk(
        await context.rollback(context.id('round'), [rollbackOf(rollbackId, winId)]),
        'the rollback replayed',
      );
      check(
        txIdOf(replay, rollbackId, 'the rollback replayed') ===
          txIdOf(answer, rollbackId, 'rollback of the spent win'),
        'the rollback replay answered another tx_id',
      );
      check((await context.balance()) === 0, 'the replayed rollback moved money');
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
      // The bet either came first (then rolled back) or met its tombstone: 200 either way.
      expectOk(betAnswer, 'the bet racing its rollback');
      check((await context.balance()) === FUNDS, 'the bet and its rollback left money moved');
    },
  },
  {
    name: 'a rollback id that is already a bet or win id is refused with 400 code 409',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const winId = context.id('win');
      expectOk(await context.play(round, [bet(betId, 1_000)]), 'bet');
      expectOk(await context.play(context.id('round'), [win(winId, 300)]), 'win');
      expectConflict(
        await context.rollback(round, [rollbackOf(winId, betId)]),
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
      expectConflict(
        await context.rollback(round, [rollbackOf(goodId, firstBet), rollbackOf(usedId, firstBet)]),
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
