import { randomInt } from 'node:crypto';
import { WALLET_ERROR_CODES, WALLET_ERROR_MESSAGES } from '@croupier/contracts/wallet-protocol';
import {
  check,
  expectBalance,
  expectConflict,
  expectOk,
  expectRefusal,
  FUNDS,
  txIdOf,
  type Scenario,
} from '../scenario.js';
import { bet, win } from './actions.js';

const { BAD_REQUEST, NOT_ENOUGH_FUNDS, INVALID_PLAYER, WRONG_CURRENCY } = WALLET_ERROR_CODES;

/** `/play`: balances, bets, wins and the refusals that move nothing. */
export const playScenarios: Scenario[] = [
  {
    name: 'an empty /play reads the balance',
    async run(context) {
      const empty = expectOk(await context.play(context.id('round'), []), 'empty actions');
      expectBalance(empty, FUNDS, 'empty actions');
      check(empty.transactions.length === 0, 'an empty call listed transactions');
      const body = context.body(context.id('round'), []);
      delete body.actions;
      const absent = expectOk(await context.send('play', JSON.stringify(body)), 'no actions field');
      expectBalance(absent, FUNDS, 'no actions field');
    },
  },
  {
    name: 'a balance read needs only user_id, currency and session_id or game',
    async run(context) {
      const { user_id, currency, session_id, game } = context.player;
      const bodies: [string, Record<string, unknown>][] = [
        ['user_id, currency, session_id', { user_id, currency, session_id }],
        ['user_id, currency, game', { user_id, currency, game }],
      ];
      for (const [what, body] of bodies) {
        const answer = expectOk(await context.send('play', JSON.stringify(body)), what);
        expectBalance(answer, FUNDS, what);
        check(answer.transactions.length === 0, `${what}: a balance read listed transactions`);
      }
    },
  },
  {
    name: 'a body with a key the protocol does not know in place of actions is refused with 400, not read as a balance',
    async run(context) {
      const body = context.body(context.id('round'), []);
      delete body.actions;
      const single = { action: 'bet', action_id: context.id('bet'), amount: 1_000 };
      for (const [what, key, value] of [
        ['a single "action" object', 'action', single],
        ['a misspelt "Actions" batch', 'Actions', [single]],
      ] as const) {
        expectRefusal(
          await context.send('play', JSON.stringify({ ...body, [key]: value })),
          400,
          BAD_REQUEST,
          what,
        );
      }
      check((await context.balance()) === FUNDS, 'a body without actions moved money');
    },
  },
  {
    name: 'game_id sent as a JSON integer is the round named by its decimal digits',
    async run(context) {
      // Integers unique to this run; the second is past 2^53, where a double would round it.
      const rounds = [
        String(randomInt(1, 2 ** 47)),
        `1${String(randomInt(2 ** 47)).padStart(19, '0')}`,
      ];
      let balance = FUNDS;
      for (const digits of rounds) {
        const betId = context.id('bet');
        const asInteger = (actions: string) =>
          JSON.stringify(context.body('ROUND', [])).replace(
            '"game_id":"ROUND","finished":false,"actions":[]',
            `"game_id":${digits},"finished":false,"actions":${actions}`,
          );
        const rawBody = asInteger(JSON.stringify([bet(betId, 100)]));
        check(rawBody.includes(`"game_id":${digits}`), 'the suite could not place the integer');
        const first = expectOk(await context.send('play', rawBody), `bet in round ${digits}`);
        balance -= 100;
        expectBalance(first, balance, `bet in round ${digits}`);
        check(
          first.game_id === undefined || first.game_id === digits,
          `round ${digits} was answered as game_id ${String(first.game_id)}`,
        );
        // The same bet with the round as a string is a replay: one round, not two.
        const replay = expectOk(
          await context.play(digits, [bet(betId, 100)]),
          `the bet again with game_id "${digits}"`,
        );
        expectBalance(replay, balance, `the bet again with game_id "${digits}"`);
        check(
          txIdOf(replay, betId, 'replay') === txIdOf(first, betId, 'bet'),
          `the bet with game_id "${digits}" answered another tx_id`,
        );
        // A round one apart is another round: the same id there contradicts the record.
        const neighbour = (BigInt(digits) + 1n).toString();
        expectConflict(
          await context.play(neighbour, [bet(betId, 100)]),
          `the bet again in round ${neighbour}`,
        );
      }
      check((await context.balance()) === balance, 'the integer rounds moved money more than once');
    },
  },
  {
    name: 'a bet takes its amount and answers a tx_id',
    async run(context) {
      const actionId = context.id('bet');
      const response = expectOk(
        await context.play(context.id('round'), [bet(actionId, 1_000)]),
        'bet',
      );
      expectBalance(response, FUNDS - 1_000, 'bet');
      txIdOf(response, actionId, 'bet');
      check((await context.balance()) === FUNDS - 1_000, 'the balance read after a bet differs');
    },
  },
  {
    name: 'a bet and a win in one batch move the net amount',
    async run(context) {
      const betId = context.id('bet');
      const winId = context.id('win');
      const response = expectOk(
        await context.play(context.id('round'), [bet(betId, 1_000), win(winId, 2_500)], {
          finished: true,
        }),
        'bet and win',
      );
      expectBalance(response, FUNDS + 1_500, 'bet and win');
      check(
        txIdOf(response, betId, 'bet and win') !== txIdOf(response, winId, 'bet and win'),
        'the bet and the win share a tx_id',
      );
    },
  },
  {
    name: 'a bet above the balance is refused with 412 code 100 and moves nothing',
    async run(context) {
      const refusal = expectRefusal(
        await context.play(context.id('round'), [bet(context.id('bet'), FUNDS + 1)]),
        412,
        NOT_ENOUGH_FUNDS,
        'bet above the balance',
      );
      check(
        refusal.message === WALLET_ERROR_MESSAGES[NOT_ENOUGH_FUNDS],
        `code 100 answered "${refusal.message}", not the protocol's text`,
      );
      if (refusal.balance !== undefined) {
        check(refusal.balance === FUNDS, `code 100 reported balance ${refusal.balance}`);
      }
      check((await context.balance()) === FUNDS, 'a refused bet moved money');
      // Exactly the whole balance is still a valid stake.
      expectBalance(
        expectOk(
          await context.play(context.id('round'), [bet(context.id('bet'), FUNDS)]),
          'all-in bet',
        ),
        0,
        'all-in bet',
      );
    },
  },
  {
    name: 'a batch is all-or-nothing: a valid bet beside a refused one is not applied',
    async run(context) {
      const round = context.id('round');
      const firstId = context.id('bet');
      expectRefusal(
        await context.play(round, [bet(firstId, 1_000), bet(context.id('bet'), FUNDS)]),
        412,
        NOT_ENOUGH_FUNDS,
        'batch with a bet past the balance',
      );
      check((await context.balance()) === FUNDS, 'the first bet of a refused batch was applied');
      // The refused batch left no trace: the first bet's id is still new and applies once.
      const retry = expectOk(await context.play(round, [bet(firstId, 1_000)]), 'first bet alone');
      expectBalance(retry, FUNDS - 1_000, 'first bet alone');
    },
  },
  {
    name: 'a call in a currency the player has no wallet in is refused with 412 code 154',
    async run(context) {
      const other = context.player.currency === 'EUR' ? 'USD' : 'EUR';
      expectRefusal(
        await context.play(context.id('round'), [bet(context.id('bet'), 100)], { currency: other }),
        412,
        WRONG_CURRENCY,
        `bet in ${other}`,
      );
      check((await context.balance()) === FUNDS, 'a bet in the wrong currency moved money');
    },
  },
  {
    name: 'an unknown player is refused with 412 code 101',
    async run(context) {
      for (const userId of ['999999999999999', context.id('nobody')]) {
        expectRefusal(
          await context.play(context.id('round'), [bet(context.id('bet'), 100)], {
            user_id: userId,
          }),
          412,
          INVALID_PLAYER,
          `bet for unknown player ${userId}`,
        );
        expectRefusal(
          await context.play(context.id('round'), [], { user_id: userId }),
          412,
          INVALID_PLAYER,
          `balance of unknown player ${userId}`,
        );
      }
    },
  },
  {
    name: 'a win without a bet in a new round is credited (free rounds, promotions)',
    async run(context) {
      const response = expectOk(
        await context.play(context.id('round'), [win(context.id('win'), 700)], { finished: true }),
        'win without bet',
      );
      expectBalance(response, FUNDS + 700, 'win without bet');
    },
  },
  {
    name: 'a zero win is recorded with a tx_id and moves nothing',
    async run(context) {
      const round = context.id('round');
      expectOk(await context.play(round, [bet(context.id('bet'), 300)]), 'bet');
      const winId = context.id('win');
      const response = expectOk(
        await context.play(round, [win(winId, 0)], { finished: true }),
        'zero win',
      );
      expectBalance(response, FUNDS - 300, 'zero win');
      txIdOf(response, winId, 'zero win');
    },
  },
  {
    name: 'a late win on a round the studio already finished is credited',
    async run(context) {
      const round = context.id('round');
      expectOk(
        await context.play(round, [bet(context.id('bet'), 500), win(context.id('win'), 0)], {
          finished: true,
        }),
        'finished round',
      );
      const late = expectOk(
        await context.play(round, [win(context.id('win'), 1_200)], { finished: true }),
        'late win on the finished round',
      );
      expectBalance(late, FUNDS - 500 + 1_200, 'late win on the finished round');
    },
  },
];
