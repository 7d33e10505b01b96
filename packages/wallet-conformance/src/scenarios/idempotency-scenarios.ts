import {
  check,
  expectBalance,
  expectConflict,
  expectOk,
  FUNDS,
  txIdOf,
  type Scenario,
} from '../scenario.js';
import { bet, win } from './actions.js';

/** Retries are the studio's normal life: the same action_id must never move money twice. */
export const idempotencyScenarios: Scenario[] = [
  {
    name: 'a replayed action_id answers the first tx_id and moves money once',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const winId = context.id('win');
      const batch = [bet(betId, 1_000), win(winId, 400)];
      const first = expectOk(await context.play(round, batch), 'first send');
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const replay = expectOk(await context.play(round, batch), `replay ${attempt}`);
        expectBalance(replay, FUNDS - 600, `replay ${attempt}`);
        check(
          txIdOf(replay, betId, 'replay') === txIdOf(first, betId, 'first send') &&
            txIdOf(replay, winId, 'replay') === txIdOf(first, winId, 'first send'),
          `replay ${attempt} answered other tx_ids than the first send`,
        );
      }
      // A replayed bet inside a batch with a new win: only the win is new.
      const mixed = expectOk(
        await context.play(round, [bet(betId, 1_000), win(context.id('win'), 50)]),
        'replayed bet with a new win',
      );
      expectBalance(mixed, FUNDS - 550, 'replayed bet with a new win');
    },
  },
  {
    name: 'the same action_id with other content is refused with 400 code 409 and moves nothing',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      expectOk(await context.play(round, [bet(betId, 1_000)]), 'bet');
      expectConflict(await context.play(round, [bet(betId, 2_000)]), 'same bet id, other amount');
      expectConflict(
        await context.play(context.id('round'), [bet(betId, 1_000)]),
        'same bet id, other round',
      );
      expectConflict(await context.play(round, [win(betId, 1_000)]), 'same id sent as a win');
      // A conflict refuses the whole batch: the new win beside it is not paid either.
      expectConflict(
        await context.play(round, [win(context.id('win'), 5_000), bet(betId, 1)]),
        'batch with a conflicting id',
      );
      check((await context.balance()) === FUNDS - 1_000, 'a conflicting call moved money');
    },
  },
  {
    name: 'the same bet sent five times at once moves money once',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => context.play(round, [bet(betId, 1_000)])),
      );
      const txIds = new Set(
        answers.map((answer, index) =>
          txIdOf(expectOk(answer, `concurrent send ${index + 1}`), betId, 'concurrent send'),
        ),
      );
      check(txIds.size === 1, `concurrent sends answered ${txIds.size} different tx_ids`);
      check(
        (await context.balance()) === FUNDS - 1_000,
        'concurrent duplicates moved money more than once',
      );
    },
  },
];
