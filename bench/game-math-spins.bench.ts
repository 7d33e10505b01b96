/**
 * Slot spin evaluation speed (DESIGN.md §11: >= 5,000,000 spins/s per thread; a 10^9-spin RTP
 * run in <= 2 min). For every slot preset, on one thread:
 * - `evaluateStops` alone (the allocation-free hot path) over pre-drawn random stops;
 * - whole simulated rounds (`slotRoundPlayer`: seeded stop draws, free spins played out), the
 *   loop an RTP run spends its time in, counted in spins;
 * - `spinSlot`, the full round with grids and win descriptions the studio sends to players.
 * The machine is shared (other processes compete for its 2 cores), so rates are taken on this
 * process's CPU time — what one thread does per second it runs — with the wall-clock rate and
 * the load average printed beside them. The budget figure is the slowest preset. The 10^9-spin
 * projection divides by the slowest round rate times the cores, one worker thread per core.
 * Run: `npx tsx bench/game-math-spins.bench.ts` (or `npm run bench -- game-math-spins`).
 * Environment: GAME_MATH_SPINS (evaluations per preset and measure, default 3,000,000).
 */
import { cpus, loadavg } from 'node:os';
import {
  SLOT_PRESETS,
  seededRandom,
  slotRoundPlayer,
  spinSlot,
  stopsEvaluator,
  type SlotConfig,
} from '../packages/game-math/src/index.js';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const SPINS = Number(process.env.GAME_MATH_SPINS ?? 3_000_000);
const SPIN_BUDGET = '>= 5000000';
const BILLION_BUDGET = '<= 120';

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

interface Rate {
  cpu: number;
  wall: number;
}

/** Runs `work(count)`, returning how many units per CPU second and per wall second. */
function measure(count: number, work: (count: number) => void): Rate {
  const cpuStart = cpuSeconds();
  const wallStart = performance.now();
  work(count);
  return {
    cpu: count / (cpuSeconds() - cpuStart),
    wall: count / ((performance.now() - wallStart) / 1000),
  };
}

let sink = 0;

function evaluationRate(preset: SlotConfig): Rate {
  const reels = preset.reels.length;
  const rng = seededRandom(1);
  const batches = 4096;
  const stops = Array.from({ length: batches }, () =>
    Int32Array.from(preset.reels, (strip) => rng.int(strip.length)),
  );
  const evaluate = stopsEvaluator(preset);
  measure(SPINS / 10, (count) => {
    for (let i = 0; i < count; i += 1)
      sink += evaluate(stops[i % batches] ?? new Int32Array(reels));
  });
  return measure(SPINS, (count) => {
    for (let i = 0; i < count; i += 1)
      sink += evaluate(stops[i % batches] ?? new Int32Array(reels));
  });
}

function roundRate(preset: SlotConfig): Rate {
  const play = slotRoundPlayer(preset);
  const rng = seededRandom(2);
  const out = new Float64Array(3);
  let spins = 0;
  const rounds = SPINS / 2;
  const rate = measure(rounds, (count) => {
    for (let i = 0; i < count; i += 1) {
      play(rng, out);
      spins += out[2] ?? 1;
    }
  });
  // In spins: free spins are spins an RTP run evaluates too.
  const perRound = spins / rounds;
  return { cpu: rate.cpu * perRound, wall: rate.wall * perRound };
}

function fullSpinRate(preset: SlotConfig): Rate {
  const rng = seededRandom(3);
  return measure(SPINS / 20, (count) => {
    for (let i = 0; i < count; i += 1) sink += spinSlot(preset, rng).winCredits;
  });
}

const loadAtStart = loadavg()[0] ?? 0;
const million = (value: number) => Number((value / 1e6).toFixed(2));
const rows = SLOT_PRESETS.map((preset) => {
  const row = {
    preset: preset.id,
    evaluate: evaluationRate(preset),
    rounds: roundRate(preset),
    spinSlot: fullSpinRate(preset),
  };
  console.log(
    `  ${preset.id.padEnd(24)} evaluateStops ${million(row.evaluate.cpu)}M/s` +
      ` (wall ${million(row.evaluate.wall)}M/s), RTP-run spins ${million(row.rounds.cpu)}M/s` +
      ` (wall ${million(row.rounds.wall)}M/s), spinSlot ${million(row.spinSlot.cpu)}M/s`,
  );
  return row;
});

const slowest = (pick: (row: (typeof rows)[number]) => number) =>
  rows.reduce((low, row) => (pick(row) < pick(low) ? row : low));
const slowestEvaluate = slowest((row) => row.evaluate.cpu);
const slowestRounds = slowest((row) => row.rounds.cpu);
const slowestSpinSlot = slowest((row) => row.spinSlot.cpu);
const threads = cpus().length;
const billionSeconds = 1e9 / (slowestRounds.rounds.cpu * threads);

const figures: Figure[] = [
  {
    metric: `evaluateStops spins/s per thread, slowest preset (${slowestEvaluate.preset})`,
    value: Math.round(slowestEvaluate.evaluate.cpu),
    unit: 'spins/s',
    budget: SPIN_BUDGET,
    pass: meets(slowestEvaluate.evaluate.cpu, SPIN_BUDGET),
  },
  {
    metric: `RTP-run spins/s per thread (seeded draws + free spins), slowest preset (${slowestRounds.preset})`,
    value: Math.round(slowestRounds.rounds.cpu),
    unit: 'spins/s',
    budget: SPIN_BUDGET,
    pass: meets(slowestRounds.rounds.cpu, SPIN_BUDGET),
  },
  {
    metric: `projected 10^9-spin RTP run, ${threads} worker threads, slowest preset`,
    value: Number(billionSeconds.toFixed(1)),
    unit: 's',
    budget: BILLION_BUDGET,
    pass: meets(billionSeconds, BILLION_BUDGET),
  },
  {
    metric: `spinSlot rounds/s per thread (grids and wins described), slowest preset (${slowestSpinSlot.preset})`,
    value: Math.round(slowestSpinSlot.spinSlot.cpu),
    unit: 'rounds/s',
  },
  {
    metric: 'evaluateStops spins/s per thread, median preset',
    value: Math.round(
      [...rows].sort((a, b) => a.evaluate.cpu - b.evaluate.cpu)[Math.floor(rows.length / 2)]
        ?.evaluate.cpu ?? 0,
    ),
    unit: 'spins/s',
  },
];

writeResult('game-math-spins', figures, [
  `${SPINS} evaluations per preset; rates per CPU second of this thread (wall-clock rates printed above)`,
  `load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end, on ${threads} cores`,
  ...rows.map(
    (row) =>
      `${row.preset}: evaluate ${million(row.evaluate.cpu)}M/s, RTP-run ${million(row.rounds.cpu)}M spins/s, spinSlot ${million(row.spinSlot.cpu)}M rounds/s`,
  ),
]);
if (sink === Number.NEGATIVE_INFINITY) console.log('unreachable: keeps the work observable');
