import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import {
  check,
  expectBalance,
  expectOk,
  expectRefusal,
  FUNDS,
  type Scenario,
} from '../scenario.js';
import { bet, rollbackOf, win } from './actions.js';

const { INVALID_PLAYER } = WALLET_ERROR_CODES;

/**
 * After logout the player owes nothing new but is owed everything: wins and rollbacks of a
 * round already staked are accepted, new bets are refused (WI-06).
 */
export const sessionScenarios: Scenario[] = [
  {
    name: 'a win arriving after the player logged out is credited',
    async run(context) {
      const round = context.id('round');
      expectOk(await context.play(round, [bet(context.id('bet'), 1_000)]), 'bet');
      await context.logout();
      const late = expectOk(
        await context.play(round, [win(context.id('win'), 3_000)], { finished: true }),
        'win after logout',
      );
      expectBalance(late, FUNDS + 2_000, 'win after logout');
    },
  },
  {
    name: 'a rollback arriving after the player logged out returns the bet',
    async run(context) {
      const round = context.id('round');
      const betId = context.id('bet');
      expectOk(await context.play(round, [bet(betId, 1_000)]), 'bet');
      await context.logout();
      const answer = expectOk(
        await context.rollback(round, [rollbackOf(context.id('rb'), betId)]),
        'rollback after logout',
      );
      expectBalance(answer, FUNDS, 'rollback after logout');
    },
  },
  {
    name: 'a new bet in a game session that ended with logout is refused with 412 code 101',
    async run(context) {
      await context.logout();
      expectRefusal(
        await context.play(context.id('round'), [bet(context.id('bet'), 1_000)]),
        412,
        INVALID_PLAYER,
        'bet after logout',
      );
      check((await context.balance()) === FUNDS, 'a bet after logout moved money');
    },
  },
];
