import { WALLET_ERROR_CODES } from '@croupier/contracts/wallet-protocol';
import {
  check,
  expectBalance,
  expectOk,
  expectRefusal,
  FUNDS,
  type Scenario,
} from '../scenario.js';
import { signBody } from '../wallet-client.js';
import { bet, rollbackOf } from './actions.js';

const { BAD_SIGNATURE } = WALLET_ERROR_CODES;

/** Signing: the wallet trusts nothing it cannot attribute to the studio's secret. */
export const signatureScenarios: Scenario[] = [
  {
    name: 'a call without X-REQUEST-SIGN is refused with 403 and moves nothing',
    async run(context) {
      const body = JSON.stringify(context.body(context.id('round'), [bet(context.id('bet'), 100)]));
      expectRefusal(
        await context.send('play', body, { signature: false }),
        403,
        BAD_SIGNATURE,
        'unsigned /play',
      );
      const rollback = JSON.stringify(
        context.body(context.id('round'), [rollbackOf(context.id('rb'), context.id('bet'))]),
      );
      expectRefusal(
        await context.send('rollback', rollback, { signature: false }),
        403,
        BAD_SIGNATURE,
        'unsigned /rollback',
      );
      check((await context.balance()) === FUNDS, 'an unsigned bet moved money');
    },
  },
  {
    name: 'a wrong signature is refused with 403 and moves nothing',
    async run(context) {
      const body = JSON.stringify(context.body(context.id('round'), [bet(context.id('bet'), 100)]));
      expectRefusal(
        await context.send('play', body, { signature: signBody('not-the-secret', body) }),
        403,
        BAD_SIGNATURE,
        'bet signed with another secret',
      );
      // A valid signature of other bytes: the wallet must sign-check what it received.
      const other = JSON.stringify(context.body(context.id('round'), []));
      expectRefusal(
        await context.send('play', body, { signature: signBody('x', other) }),
        403,
        BAD_SIGNATURE,
        'bet carrying the signature of another body',
      );
      expectRefusal(
        await context.send('play', body, { signature: 'zz-not-hex' }),
        403,
        BAD_SIGNATURE,
        'bet with a signature that is not hex',
      );
      check((await context.balance()) === FUNDS, 'a badly signed bet moved money');
    },
  },
  {
    name: 'the signature covers the raw bytes: any JSON spacing the studio sends is accepted',
    async run(context) {
      const actionId = context.id('bet');
      const pretty = JSON.stringify(
        context.body(context.id('round'), [bet(actionId, 250)]),
        null,
        2,
      );
      const response = expectOk(await context.send('play', `\n${pretty}\n`), 'pretty-printed bet');
      expectBalance(response, FUNDS - 250, 'pretty-printed bet');
    },
  },
];
