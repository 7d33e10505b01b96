import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import { check, expectRefusal, FUNDS, type ScenarioContext, type Scenario } from '../scenario.js';
import { bet } from './actions.js';

const { BAD_REQUEST } = WALLET_ERROR_CODES;

/** Signed bodies that are not the protocol: each must be a 400, never a 500 or a movement. */
function malformedBodies(context: ScenarioContext): [string, 'play' | 'rollback', string][] {
  const round = context.id('round');
  const valid = context.body(round, [bet(context.id('bet'), 100)]);
  const withAmount = (amount: unknown) =>
    JSON.stringify({
      ...valid,
      actions: [{ action: 'bet', action_id: context.id('bet'), amount }],
    });
  const without = (field: string) =>
    JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)));
  return [
    ['not JSON', 'play', '{"user_id": '],
    ['an empty body', 'play', ''],
    ['a JSON array', 'play', JSON.stringify([valid])],
    ['no user_id', 'play', without('user_id')],
    ['a bet without game_id', 'play', without('game_id')],
    ['a bet without game', 'play', without('game')],
    [
      'a balance read naming neither game nor session_id',
      'play',
      JSON.stringify({ user_id: valid.user_id, currency: valid.currency }),
    ],
    [
      'a negative game_id',
      'play',
      JSON.stringify(valid).replace(/"game_id":"[^"]*"/, '"game_id":-5'),
    ],
    ['a negative amount', 'play', withAmount(-100)],
    ['a fractional amount', 'play', withAmount(10.5)],
    ['an amount as a string', 'play', withAmount('100')],
    [
      'an unknown action',
      'play',
      JSON.stringify({
        ...valid,
        actions: [{ action: 'refund', action_id: context.id('x'), amount: 1 }],
      }),
    ],
    [
      'an action_id with spaces',
      'play',
      JSON.stringify({
        ...valid,
        actions: [{ action: 'bet', action_id: 'has spaces', amount: 1 }],
      }),
    ],
    [
      'a rollback without original_action_id',
      'rollback',
      JSON.stringify({ ...valid, actions: [{ action: 'rollback', action_id: context.id('rb') }] }),
    ],
    ['a rollback with no actions', 'rollback', JSON.stringify({ ...valid, actions: [] })],
    [
      'more than 100 actions',
      'play',
      JSON.stringify({
        ...valid,
        actions: Array.from({ length: 101 }, () => bet(context.id('bet'), 1)),
      }),
    ],
  ];
}

export const validationScenarios: Scenario[] = [
  {
    name: 'a signed body that is not the protocol is refused with 400',
    async run(context) {
      for (const [what, call, rawBody] of malformedBodies(context)) {
        expectRefusal(await context.send(call, rawBody), 400, BAD_REQUEST, `${call} with ${what}`);
      }
      check((await context.balance()) === FUNDS, 'a malformed call moved money');
    },
  },
  {
    name: 'amounts past 2^53 are refused with 400, never a 500 or a rounded movement',
    async run(context) {
      const round = context.id('round');
      const valid = JSON.stringify(context.body(round, [bet(context.id('bet'), 1)]));
      // Written as raw JSON text: JSON.stringify could not produce these numbers.
      for (const huge of ['9007199254740993', '18446744073709551616', '1e400', '-0.5']) {
        const rawBody = valid.replace('"amount":1', `"amount":${huge}`);
        check(rawBody !== valid, 'the suite could not place the huge amount');
        expectRefusal(await context.send('play', rawBody), 400, BAD_REQUEST, `amount ${huge}`);
      }
      check((await context.balance()) === FUNDS, 'a huge amount moved money');
    },
  },
];
