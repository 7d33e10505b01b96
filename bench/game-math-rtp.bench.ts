/**
 * Simulated RTP against the theory (DESIGN.md §6: every slot config's PAR sheet is confirmed by
 * simulation). Each slot preset plays GAME_MATH_RTP_ROUNDS whole rounds (default 10^7, free
 * spins included) from a seeded source; the empirical RTP must lie within 2.58 standard errors
 * (σ/√n, σ the per-round standard deviation measured in the run) of the PAR sheet's exact RTP —
 * a 99 % band, so across ~18 independent checks one miss in six runs is chance, not a bug.
 * Table games are checked the same way against their exact figures: European roulette (a
 * straight-up bet, 36/37) at GAME_MATH_RTP_ROUNDS; baccarat (the banker bet, exact 8-deck
 * enumeration) and blackjack with basic strategy (infinite-deck recursion), with and without
 * split, at GAME_MATH_TABLE_ROUNDS (default 10^6: those engines build card objects and play
 * ~250,000-700,000 rounds per second, so 10^7 each would take minutes on this shared machine).
 * Sized so the whole bench stays around 3 minutes here under the usual load. Seeds are fixed:
 * a run is reproducible.
 * Run: `npx tsx bench/game-math-rtp.bench.ts` (or `npm run bench -- game-math-rtp`).
 */
import { loadavg } from 'node:os';
import {
  baccaratOdds,
  blackjackReturn,
  parSheet,
  parSummary,
  SLOT_PRESETS,
  seededRandom,
  simulateRtp,
  type SimulationResult,
} from '../packages/game-math/src/index.js';
import { toNumber } from '../packages/game-math/src/exact.js';
import { writeResult, type Figure } from './lib/write-result.js';

const ROUNDS = Number(process.env.GAME_MATH_RTP_ROUNDS ?? 10_000_000);
const TABLE_ROUNDS = Number(process.env.GAME_MATH_TABLE_ROUNDS ?? 1_000_000);
const Z_LIMIT = 2.58;

interface Check {
  game: string;
  theoretical: number;
  result: SimulationResult;
  z: number;
  seconds: number;
}

function check(game: string, theoretical: number, rounds: number, seed: number): Check {
  const started = performance.now();
  const result = simulateRtp(game, rounds, seededRandom(seed));
  const standardError = result.stdDevPerRound / Math.sqrt(rounds);
  const z = standardError > 0 ? (result.rtp - theoretical) / standardError : 0;
  const line: Check = {
    game,
    theoretical,
    result,
    z,
    seconds: (performance.now() - started) / 1000,
  };
  console.log(
    `  ${game.padEnd(24)} theory ${(theoretical * 100).toFixed(3)} %  simulated ${(result.rtp * 100).toFixed(3)} %` +
      `  σ/√n ${(standardError * 100).toFixed(3)} %  z ${z.toFixed(2)}${Math.abs(z) <= Z_LIMIT ? '' : '  OUTSIDE'}` +
      `  (${rounds} rounds, ${line.seconds.toFixed(1)} s)`,
  );
  return line;
}

const loadAtStart = loadavg()[0] ?? 0;
const started = performance.now();
const checks: Check[] = SLOT_PRESETS.map((preset, index) =>
  check(preset.id, parSummary(parSheet(preset)).rtp, ROUNDS, 1000 + index),
);
checks.push(check('european-roulette', 36 / 37, ROUNDS, 2001));
checks.push(check('baccarat', toNumber(baccaratOdds().bankerRtp), TABLE_ROUNDS, 2002));
checks.push(check('blackjack-s17', blackjackReturn({ split: true }).rtp, TABLE_ROUNDS, 2003));
checks.push(check('live-blackjack', blackjackReturn({ split: false }).rtp, TABLE_ROUNDS, 2004));
const totalSeconds = (performance.now() - started) / 1000;

const within = checks.filter((line) => Math.abs(line.z) <= Z_LIMIT);
const figures: Figure[] = [
  {
    metric: `games whose simulated RTP lies within ${Z_LIMIT} σ/√n of the theoretical RTP`,
    value: within.length,
    unit: `of ${checks.length}`,
  },
  {
    metric: 'largest |z| over all games',
    value: Number(Math.max(...checks.map((line) => Math.abs(line.z))).toFixed(2)),
    unit: 'σ/√n',
    budget: `<= ${Z_LIMIT}`,
    pass: within.length === checks.length,
  },
  { metric: 'bench duration', value: Number(totalSeconds.toFixed(1)), unit: 's' },
];

writeResult('game-math-rtp', figures, [
  `${ROUNDS} rounds per slot preset and roulette; ${TABLE_ROUNDS} for baccarat and each blackjack table`,
  `load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`,
  ...checks.map(
    (line) =>
      `${line.game}: theory ${(line.theoretical * 100).toFixed(3)} %, simulated ${(line.result.rtp * 100).toFixed(3)} %, z ${line.z.toFixed(2)}, ${line.result.rounds} rounds (${line.result.spins} spins)`,
  ),
]);
if (within.length !== checks.length) process.exitCode = 1;
