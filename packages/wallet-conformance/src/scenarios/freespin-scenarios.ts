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
  type ScenarioContext,
} from '../scenario.js';
import { bet, rollbackOf, win } from './actions.js';

const { BAD_REQUEST } = WALLET_ERROR_CODES;

/**
 * Free spins (docs/wallet-protocol.md "Free spins"): the casino issued N spins to the player
 * (the fixture's `POST /freespins` stands for the issue the studio accepted); each spin reaches
 * the wallet as a `/play` carrying `freespin_issue_id`, a bet of 0 and its win. The wallet takes
 * nothing from the player, holds the wins for the gift, counts each spin once however often it
 * is replayed, and refuses with `400` code `400` a spin it cannot honour (unknown or another
 * player's issue, none left, ended by expiry or cancel, a stake above 0), moving nothing.
 */

function fixtureOf(context: ScenarioContext) {
  const fixture = context.freespins;
  check(fixture !== undefined, 'no free-spin fixture: run with the free-spin fixture API');
  return fixture;
}

async function issue(context: ScenarioContext, quantity: number): Promise<string> {
  return (await fixtureOf(context).issue(context.player, { quantity, bet_level: 100 })).issue_id;
}

/** One free spin: a bet of 0 and its win in one finished call. */
function spin(
  context: ScenarioContext,
  issueId: string,
  winAmount: number,
  ids = { round: context.id('fs-round'), bet: context.id('fs-bet'), win: context.id('fs-win') },
) {
  const actions: Action[] = [bet(ids.bet, 0), win(ids.win, winAmount)];
  return {
    ids,
    send: () => context.play(ids.round, actions, { finished: true, freespin_issue_id: issueId }),
  };
}

async function expectSpinRefused(
  context: ScenarioContext,
  issueId: string,
  what: string,
): Promise<void> {
  const before = await context.balance();
  expectRefusal(await spin(context, issueId, 500).send(), 400, BAD_REQUEST, what);
  check((await context.balance()) === before, `${what}: a refused free spin moved money`);
}

export const freespinScenarios: Scenario[] = [
  {
    name: 'free spins: a spin stakes 0 from the issue, answers a tx_id for its bet and win, and never lowers the balance',
    async run(context) {
      const issueId = await issue(context, 3);
      const first = spin(context, issueId, 250);
      const answer = expectOk(await first.send(), 'free spin with a win');
      txIdOf(answer, first.ids.bet, 'free spin bet');
      txIdOf(answer, first.ids.win, 'free spin win');
      check(
        answer.balance >= FUNDS,
        `free spin: the balance fell from ${FUNDS} to ${answer.balance}`,
      );
      const nothing = spin(context, issueId, 0);
      const zero = expectOk(await nothing.send(), 'free spin that won nothing');
      txIdOf(zero, nothing.ids.win, 'free spin zero win');
      check(zero.balance >= FUNDS, `free spin: the balance fell to ${zero.balance}`);
    },
  },
  {
    name: 'free spins: a replayed spin answers its first tx_ids and uses no second spin',
    async run(context) {
      const issueId = await issue(context, 2);
      const first = spin(context, issueId, 300);
      const answer = expectOk(await first.send(), 'free spin');
      for (let replay = 1; replay <= 3; replay += 1) {
        const again = expectOk(await first.send(), `replay ${replay}`);
        check(
          txIdOf(again, first.ids.bet, 'replayed bet') === txIdOf(answer, first.ids.bet, 'bet'),
          `replay ${replay}: the bet answered another tx_id`,
        );
        check(
          txIdOf(again, first.ids.win, 'replayed win') === txIdOf(answer, first.ids.win, 'win'),
          `replay ${replay}: the win answered another tx_id`,
        );
        expectBalance(again, answer.balance, `replay ${replay}`);
      }
      // Two spins were issued: the replays used none, so the second spin still plays...
      expectOk(await spin(context, issueId, 0).send(), 'second spin after replays');
      // ...and a third is refused.
      await expectSpinRefused(context, issueId, 'a third spin of two');
    },
  },
  {
    name: 'free spins: a spin beyond the issue is refused with 400 code 400, nothing moved',
    async run(context) {
      const issueId = await issue(context, 1);
      expectOk(await spin(context, issueId, 100).send(), 'the one spin');
      await expectSpinRefused(context, issueId, 'a spin beyond the issue');
    },
  },
  {
    name: 'free spins: a stake above 0 under an issue is refused with 400, and the spin stays unused',
    async run(context) {
      const issueId = await issue(context, 1);
      const round = context.id('fs-round');
      expectRefusal(
        await context.play(round, [bet(context.id('fs-bet'), 100)], {
          freespin_issue_id: issueId,
        }),
        400,
        BAD_REQUEST,
        'a free spin staking 100',
      );
      expectBalance(
        expectOk(await context.play(context.id('balance-round'), []), 'balance'),
        FUNDS,
        'after the refused stake',
      );
      expectOk(await spin(context, issueId, 0).send(), 'the unused spin');
    },
  },
  {
    name: 'free spins: an unknown issue, or another player’s, is refused with 400 code 400',
    async run(context) {
      await expectSpinRefused(context, context.id('no-such-issue'), 'an unknown issue');
      const other = await context.newPlayer(FUNDS);
      const theirs = await fixtureOf(context).issue(other, { quantity: 3, bet_level: 100 });
      await expectSpinRefused(context, theirs.issue_id, 'another player’s issue');
    },
  },
  {
    name: 'free spins: an issue past its valid_until (expired at the casino) is refused with 400',
    async run(context) {
      const issueId = await issue(context, 3);
      expectOk(await spin(context, issueId, 100).send(), 'a spin before expiry');
      await fixtureOf(context).end(context.player, issueId, 'expired');
      await expectSpinRefused(context, issueId, 'a spin after expiry');
    },
  },
  {
    name: 'free spins: a canceled issue is refused with 400, and a spin played before it stays answered',
    async run(context) {
      const issueId = await issue(context, 3);
      const played = spin(context, issueId, 100);
      const answer = expectOk(await played.send(), 'a spin before the cancel');
      await fixtureOf(context).end(context.player, issueId, 'canceled');
      await expectSpinRefused(context, issueId, 'a spin after the cancel');
      // A retry of a spin the wallet already answered is a replay, not a new spin.
      const replay = expectOk(await played.send(), 'the earlier spin replayed');
      check(
        txIdOf(replay, played.ids.win, 'replayed win') === txIdOf(answer, played.ids.win, 'win'),
        'the earlier spin replayed after the cancel answered another tx_id',
      );
    },
  },
  {
    name: 'free spins: a rolled-back spin is given back to the issue',
    async run(context) {
      const issueId = await issue(context, 1);
      const round = context.id('fs-round');
      const betId = context.id('fs-bet');
      expectOk(
        await context.play(round, [bet(betId, 0)], { freespin_issue_id: issueId }),
        'the spin’s bet',
      );
      expectOk(
        await context.rollback(round, [rollbackOf(context.id('fs-rb'), betId)], {
          finished: true,
        }),
        'its rollback',
      );
      expectOk(await spin(context, issueId, 200).send(), 'the spin played again');
    },
  },
  {
    name: 'free spins: real stakes beside an issue are charged as usual and use no spin',
    async run(context) {
      const issueId = await issue(context, 1);
      const real = expectOk(
        await context.play(context.id('round'), [bet(context.id('bet'), 1_000)], {
          finished: true,
        }),
        'a real bet',
      );
      expectBalance(real, FUNDS - 1_000, 'a real bet beside free spins');
      expectOk(await spin(context, issueId, 0).send(), 'the free spin');
    },
  },
];
