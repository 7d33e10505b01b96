import type { AppDeps } from '../../app-deps.js';
import { operatorArgs, wholeNumberArg } from '../../lib/operator-args.js';
import { recordOperatorEvent } from '../audit/security-events.js';
import {
  operatorJackpot,
  operatorJackpots,
  operatorJackpotWins,
  setLevelContribution,
} from './jackpot-operator.service.js';

const USAGE = `usage: npm run jackpots -w @croupier/api -- <command> [options]
  list [--currency <code>]       one line per pool: jackpot, state, level, basis points, currency,
                                 seed, must drop by, amount, seeded, contributions, wins, drops
  show <identifier>              one jackpot in full (JSON): levels, pools, its last 10 wins
  wins [--player <id>] [--jackpot <identifier>] [--limit <n>]
                                 the wins, newest first (default 20)
  set-contribution <identifier> <level_1|level_2|level_3> <basis points>
                                 the level's share of future stakes; no money moves
Amounts are in minor units of the pool's currency. Changes are recorded in the audit log
(security_events, type jackpots_operator); a running api reads them within 5 seconds.`;

export class JackpotsUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

const refuse = (problem: string) => new JackpotsUsageError(problem);
const wholeNumber = (text: string | undefined, name: string, min: number, max: number) =>
  wholeNumberArg(text, name, { min, max }, refuse);

/** `npm run jackpots -- …` (docs/jackpots.md): the jackpots as an operator sees and tunes them. */
export async function runJackpotsCommand(deps: AppDeps, argv: readonly string[]): Promise<string> {
  const parsed = operatorArgs(
    argv,
    {
      currency: { type: 'string' },
      player: { type: 'string' },
      jackpot: { type: 'string' },
      limit: { type: 'string' },
    },
    refuse,
  );
  const { positionals, values } = parsed;
  const [command, first, second, third] = positionals;
  switch (command) {
    case 'list': {
      const currency = values.currency?.toUpperCase();
      if (currency !== undefined && !/^[A-Z]{3,4}$/.test(currency)) {
        throw new JackpotsUsageError('--currency needs a currency code');
      }
      const lines = (await operatorJackpots(deps, currency ? { currency } : {})).flatMap(
        (jackpot) =>
          jackpot.levels.flatMap((level) =>
            level.pools.map((pool) =>
              [
                jackpot.identifier,
                jackpot.state,
                level.identifier,
                `${level.contribution_basis_points}bp`,
                pool.currency,
                pool.seed_cents,
                pool.must_drop_by_cents,
                pool.amount_cents,
                pool.seeded_cents,
                pool.contributions_cents,
                pool.wins_cents,
                pool.drops,
              ].join('\t'),
            ),
          ),
      );
      if (lines.length === 0) return currency ? `no pools in ${currency}` : 'no jackpots';
      return [
        'jackpot\tstate\tlevel\tshare\tcurrency\tseed\tmust_drop_by\tamount\tseeded\tcontributions\twins\tdrops',
        ...lines,
      ].join('\n');
    }
    case 'show': {
      if (!first) throw new JackpotsUsageError('a jackpot identifier is needed');
      return JSON.stringify(await operatorJackpot(deps, first), null, 2);
    }
    case 'wins': {
      const wins = await operatorJackpotWins(deps, {
        limit: values.limit === undefined ? 20 : wholeNumber(values.limit, '--limit', 1, 1_000),
        ...(values.player === undefined
          ? {}
          : { playerId: wholeNumber(values.player, '--player', 1, Number.MAX_SAFE_INTEGER) }),
        ...(values.jackpot === undefined ? {} : { jackpot: values.jackpot }),
      });
      if (wins.length === 0) return 'no wins';
      return wins
        .map((win) =>
          [
            win.id,
            win.createdAt,
            win.jackpotIdentifier,
            win.levelIdentifier,
            `player ${win.playerId}`,
            win.currency,
            win.amountCents,
            win.game,
            `round ${win.roundId}`,
          ].join('\t'),
        )
        .join('\n');
    }
    case 'set-contribution': {
      if (!first || !second) throw new JackpotsUsageError('a jackpot and a level are needed');
      const changed = await setLevelContribution(deps, {
        jackpot: first,
        level: second,
        basisPoints: wholeNumber(third, 'basis points', 1, 10_000),
      });
      await recordOperatorEvent(deps, 'jackpots_operator', null, { action: command, ...changed });
      return `${changed.jackpot} ${changed.level}: ${changed.before} -> ${changed.after} basis points of each stake from now on (${changed.total} over its levels)`;
    }
    default:
      throw new JackpotsUsageError(command ? `unknown command ${command}` : 'no command');
  }
}
