/**
 * GF-01 randomness battery (RELIABILITY.md): the production random source, checked four ways.
 * - Raw words: the exact bytes `cryptoRandom` draws (bench/lib/crypto-stream.ts streams its
 *   pool) piped into `dieharder -a -g 200` for as long as it reads, and >= 1 GiB through `ent`.
 *   A WEAK test is run again alone: a fair source is WEAK about 1 % of the time, so only a
 *   repeat WEAK (or any FAILED) counts against it.
 * - Scaled outcomes: per game table (roulette pocket, blackjack card, first card and draw
 *   position of the 8-deck baccarat shoe, the stop of every distinct reel-strip length the slot
 *   presets use, drawn by `spinSlot`), chi-square against the uniform law; every p-value must
 *   beat 0.01 divided by the number of tables (Bonferroni).
 * - Two processes started together each stream 1 MiB: the streams must differ and share no
 *   word at the same position.
 * dieharder and ent are Debian packages (`apt-get install dieharder ent`); without one, its
 * part is skipped with a message, no figure, and a FAIL verdict.
 * Run: `npx tsx bench/rng-battery.bench.ts` (or `npm run bench -- rng-battery`). The -a run
 * reads about 230 GiB and took an hour on 2 shared cores; the rest runs meanwhile.
 * Environment:
 * - RNG_BATTERY_QUICK=1: a few dieharder tests instead of -a, 64 MiB through ent, 200,000
 *   draws per table; prints the figures without replacing bench/results/rng-battery.json.
 * - RNG_BATTERY_BYTES: bytes through ent (default 1 GiB).
 * - RNG_BATTERY_DRAWS: draws per chi-square table (default 1,000,000).
 * - RNG_BATTERY_DIEHARDER_OUTPUT: a finished -a run's output with the stream's `bytes <n>` line
 *   (each full run leaves one in $TMPDIR/rng-battery-dieharder.txt), assessed instead of running
 *   -a again; its WEAK tests still rerun.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BACCARAT_DECKS,
  RANKS,
  SLOT_PRESETS,
  SUITS,
  cryptoRandom,
  spinRoulette,
  spinSlot,
  type Card,
} from '../packages/game-math/src/index.js';
import { drawInfinite, openShoe } from '../packages/game-math/src/cards.js';
import { uniformity, type UniformityTest } from './lib/chi-square.js';
import {
  countAssessments,
  parseDieharder,
  streamedBytes,
  type DieharderRow,
} from './lib/dieharder.js';
import { meets, printResult, writeResult, type Figure } from './lib/write-result.js';

const GIB = 2 ** 30;
const QUICK = process.env.RNG_BATTERY_QUICK === '1';
const ENT_BYTES = Number(process.env.RNG_BATTERY_BYTES ?? (QUICK ? 64 * 2 ** 20 : GIB));
const DRAWS = Number(process.env.RNG_BATTERY_DRAWS ?? (QUICK ? 200_000 : 1_000_000));
const DIEHARDER_OUTPUT = process.env.RNG_BATTERY_DIEHARDER_OUTPUT;
/** Quick mode: one test from each family, each with its full default sample count. */
const QUICK_TESTS = ['diehard_birthdays', 'diehard_rank_32x32', 'sts_monobit', 'dab_bytedistrib'];
const PROCESS_BYTES = 2 ** 20;
const DIEHARDER_LOG = join(tmpdir(), 'rng-battery-dieharder.txt');
const ALPHA = 0.01;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stream = (bytes?: number) =>
  `nice -n 10 '${process.execPath}' --import tsx bench/lib/crypto-stream.ts ${bytes ?? ''}`;

function installed(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
}

interface Run {
  stdout: string;
  stderr: string;
}

/** Runs a shell pipeline from the repository root, collecting its output. */
function shell(command: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

/** Bytes a stream process writes when run alone. */
function streamBytes(bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/lib/crypto-stream.ts', `${bytes}`],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (data: Buffer) => chunks.push(data));
    child.on('error', reject);
    child.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

const figures: Figure[] = [];
const notes: string[] = [];
const verdicts: boolean[] = [];
const minutes = (since: number) => ((performance.now() - since) / 60_000).toFixed(1);

function figure(entry: Figure): void {
  figures.push(entry);
  if (entry.pass !== undefined) verdicts.push(entry.pass);
}

function skipped(tool: string, part: string): void {
  const message = `${tool} is not installed (apt-get install ${tool}): ${part} SKIPPED, no figure`;
  console.warn(`\n!! ${message}\n`);
  notes.push(message);
  verdicts.push(false);
}

// --- Raw words: dieharder ----------------------------------------------------------------

interface DieharderOutcome {
  rows: DieharderRow[];
  bytes: number;
  source: string;
}

async function dieharderRun(): Promise<DieharderOutcome> {
  if (DIEHARDER_OUTPUT) {
    const text = readFileSync(DIEHARDER_OUTPUT, 'utf8');
    return {
      rows: parseDieharder(text),
      bytes: streamedBytes(text),
      source: `dieharder -a -g 200 output read from ${DIEHARDER_OUTPUT}`,
    };
  }
  const started = performance.now();
  if (QUICK) {
    let bytes = 0;
    const rows: DieharderRow[] = [];
    for (const test of QUICK_TESTS) {
      const run = await shell(`${stream()} | nice -n 10 dieharder -d ${test} -g 200`);
      rows.push(...parseDieharder(run.stdout));
      bytes += streamedBytes(run.stderr);
    }
    return {
      rows,
      bytes,
      source: `dieharder -d ${QUICK_TESTS.join(', ')} in ${minutes(started)} min`,
    };
  }
  // Kept in a file as it comes: progress can be watched, and the file serves as
  // RNG_BATTERY_DIEHARDER_OUTPUT when only the other parts need running again.
  writeFileSync(DIEHARDER_LOG, '');
  await shell(
    `${stream()} 2>>'${DIEHARDER_LOG}' | nice -n 10 dieharder -a -g 200 >>'${DIEHARDER_LOG}'`,
  );
  const text = readFileSync(DIEHARDER_LOG, 'utf8');
  return {
    rows: parseDieharder(text),
    bytes: streamedBytes(text),
    source: `dieharder -a -g 200 in ${minutes(started)} min (output in ${DIEHARDER_LOG})`,
  };
}

/** Runs one test again on fresh words: the same row's assessment the second time. */
async function rerun(row: DieharderRow): Promise<DieharderRow | undefined> {
  const ntup = row.ntup > 0 ? ` -n ${row.ntup}` : '';
  const run = await shell(`${stream()} | nice -n 10 dieharder -d ${row.test}${ntup} -g 200`);
  const rows = parseDieharder(run.stdout);
  return (
    rows.find((again) => again.key === row.key) ??
    rows.find((again) => again.test === row.test && again.ntup === row.ntup)
  );
}

async function dieharder(): Promise<void> {
  if (!installed('dieharder')) return skipped('dieharder', 'raw-stream battery');
  const outcome = await dieharderRun();
  const counts = countAssessments(outcome.rows);
  notes.push(`${outcome.source}: ${outcome.rows.length} results, ${outcome.bytes} bytes read`);
  let weakAgain = 0;
  for (const row of outcome.rows.filter((entry) => entry.assessment !== 'PASSED')) {
    const again = await rerun(row);
    if (again?.assessment !== 'PASSED') weakAgain += 1;
    notes.push(
      `${row.assessment} ${row.key.replace(/\|\d+$/, '')} p=${row.p}; alone on fresh words: ` +
        (again ? `${again.assessment} p=${again.p}` : 'no matching row'),
    );
  }
  if (outcome.rows.length === 0) notes.push('dieharder printed no result rows');
  const byteBudget = QUICK ? undefined : `>= ${GIB}`;
  figure({
    metric: 'bytes of cryptoRandom pool output read by dieharder',
    value: outcome.bytes,
    unit: 'bytes',
    ...(byteBudget ? { budget: byteBudget, pass: meets(outcome.bytes, byteBudget) } : {}),
  });
  figure({ metric: 'dieharder results PASSED', value: counts.PASSED, unit: 'results' });
  figure({
    metric: 'dieharder results WEAK (p outside [0.005, 0.995]; ~1 % by chance)',
    value: counts.WEAK,
    unit: 'results',
  });
  figure({
    metric: 'dieharder results FAILED',
    value: counts.FAILED,
    unit: 'results',
    budget: '<= 0',
    pass: outcome.rows.length > 0 && counts.FAILED === 0,
  });
  figure({
    metric: 'dieharder WEAK or FAILED results not PASSED again when run alone',
    value: weakAgain,
    unit: 'results',
    budget: '<= 0',
    pass: weakAgain === 0,
  });
}

// --- Raw words: ent ----------------------------------------------------------------------

function entValue(output: string, pattern: RegExp): number {
  return Number(pattern.exec(output)?.[1] ?? Number.NaN);
}

async function ent(): Promise<void> {
  if (!installed('ent')) return skipped('ent', 'byte-entropy check');
  const run = await shell(`${stream(ENT_BYTES)} | nice -n 10 ent`);
  const bytes = streamedBytes(run.stderr);
  const entropy = entValue(run.stdout, /Entropy = ([\d.]+) bits per byte/);
  const exceed = entValue(run.stdout, /would exceed this value ([\d.]+) percent/);
  const serial = entValue(run.stdout, /Serial correlation coefficient is (-?[\d.]+)/);
  const mean = entValue(run.stdout, /Arithmetic mean value of data bytes is ([\d.]+)/);
  const pi = entValue(run.stdout, /Monte Carlo value for Pi is ([\d.]+)/);
  figure({ metric: 'bytes through ent', value: bytes, unit: 'bytes' });
  figure({
    metric: 'ent entropy',
    value: entropy,
    unit: 'bits/byte',
    budget: '>= 7.99999',
    pass: meets(entropy, '>= 7.99999'),
  });
  figure({
    metric: 'ent byte chi-square: share of fair streams exceeding it',
    value: exceed,
    unit: '%',
    pass: exceed > 100 * (ALPHA / 2) && exceed < 100 * (1 - ALPHA / 2),
  });
  figure({ metric: 'ent serial correlation coefficient', value: serial, unit: '' });
  notes.push(`ent: mean byte ${mean} (127.5 fair), Monte Carlo pi ${pi}`);
}

// --- Scaled outcomes ---------------------------------------------------------------------

interface Table {
  name: string;
  cells: number;
  /** Records `draws` outcomes into `counts`. */
  fill(counts: Float64Array, draws: number): void;
}

const cardIndex = (card: Card) =>
  RANKS.indexOf(card.rank) * SUITS.length + SUITS.indexOf(card.suit);

function tally(counts: Float64Array, cell: number): void {
  const count = counts[cell];
  if (!Number.isInteger(cell) || count === undefined) {
    throw new RangeError(`outcome ${cell} outside the table's ${counts.length} cells`);
  }
  counts[cell] = count + 1;
}

function simpleTable(name: string, cells: number, draw: () => number): Table {
  return {
    name,
    cells,
    fill(counts, draws) {
      for (let i = 0; i < draws; i += 1) tally(counts, draw());
    },
  };
}

/** The stop of every reel with a strip of `length`, from whole rounds of the preset with most. */
function stripTable(length: number): Table {
  const reelsOf = (preset: (typeof SLOT_PRESETS)[number]) =>
    preset.reels.filter((strip) => strip.length === length).length;
  const preset = SLOT_PRESETS.reduce((best, candidate) =>
    reelsOf(candidate) > reelsOf(best) ? candidate : best,
  );
  const reels = preset.reels.flatMap((strip, reel) => (strip.length === length ? [reel] : []));
  return {
    name: `slot stop, ${length}-symbol strip (${preset.id}, reels ${reels.join(',')})`,
    cells: length,
    fill(counts, draws) {
      const rng = cryptoRandom();
      let recorded = 0;
      while (recorded < draws) {
        for (const spin of spinSlot(preset, rng).spins) {
          for (const reel of reels) tally(counts, spin.stops[reel] ?? -1);
          recorded += reels.length;
        }
      }
    },
  };
}

function gameTables(): Table[] {
  const rng = cryptoRandom();
  const lengths = [...new Set(SLOT_PRESETS.flatMap((preset) => preset.reels.map((s) => s.length)))];
  return [
    simpleTable('roulette pocket (spinRoulette)', 37, () => spinRoulette(rng)),
    simpleTable('blackjack card (infinite deck)', 52, () => cardIndex(drawInfinite(rng))),
    simpleTable(`baccarat first card of a fresh ${BACCARAT_DECKS}-deck shoe`, 52, () =>
      cardIndex(openShoe(BACCARAT_DECKS).draw(rng)),
    ),
    simpleTable(`${BACCARAT_DECKS}-deck shoe draw position`, 52 * BACCARAT_DECKS, () =>
      rng.int(52 * BACCARAT_DECKS),
    ),
    ...lengths.sort((a, b) => a - b).map(stripTable),
  ];
}

function scaledOutcomes(): void {
  const tables = gameTables();
  const threshold = ALPHA / tables.length;
  const results: (UniformityTest & { name: string })[] = tables.map((table) => {
    const counts = new Float64Array(table.cells);
    table.fill(counts, DRAWS);
    return { name: table.name, ...uniformity(counts) };
  });
  const lowest = results.reduce((low, result) => (result.p < low.p ? result : low));
  figure({
    metric: `chi-square lowest p over ${tables.length} game tables (${lowest.name})`,
    value: Number(lowest.p.toFixed(6)),
    unit: 'p',
    budget: `>= ${threshold}`,
    pass: lowest.p > threshold,
  });
  figure({
    metric: `Bonferroni threshold (${ALPHA} / ${tables.length} tables)`,
    value: Number(threshold.toFixed(6)),
    unit: 'p',
  });
  for (const result of results) {
    notes.push(
      `chi-square ${result.name}: ${result.statistic.toFixed(1)} on ${result.degrees} df, ` +
        `p=${result.p.toFixed(4)} (>= ${DRAWS} draws)`,
    );
  }
}

// --- Two processes -----------------------------------------------------------------------

async function twoProcesses(): Promise<void> {
  const [first, second] = await Promise.all([
    streamBytes(PROCESS_BYTES),
    streamBytes(PROCESS_BYTES),
  ]);
  const words = PROCESS_BYTES / 4;
  const asWords = (bytes: Buffer) => {
    const copy = new Uint8Array(PROCESS_BYTES);
    copy.set(bytes.subarray(0, PROCESS_BYTES));
    return new Uint32Array(copy.buffer);
  };
  const a = asWords(first);
  const b = asWords(second);
  let samePosition = 0;
  for (let i = 0; i < words; i += 1) if (a[i] === b[i]) samePosition += 1;
  const firstWords = new Set(a);
  let shared = 0;
  for (const word of b) if (firstWords.has(word)) shared += 1;
  const differ = first.length === PROCESS_BYTES && !first.equals(second);
  figure({
    metric: 'two processes started together: 1 MiB streams differ',
    value: differ ? 1 : 0,
    unit: 'yes=1',
    budget: '>= 1',
    pass: differ,
  });
  figure({
    metric: 'two processes: equal 32-bit words at the same position',
    value: samePosition,
    unit: 'words',
    budget: '<= 0',
    pass: samePosition === 0,
  });
  notes.push(
    `two processes: ${shared} of ${words} words of the second stream occur anywhere in the first ` +
      `(${((words * words) / 2 ** 32).toFixed(0)} expected by chance)`,
  );
}

// -----------------------------------------------------------------------------------------

const loadAtStart = loadavg()[0] ?? 0;
const started = performance.now();
// dieharder runs for most of an hour in its own processes; the rest runs meanwhile.
const battery = dieharder();
await twoProcesses();
scaledOutcomes();
await ent();
await battery;

const passed = verdicts.every(Boolean);
notes.push(
  `GF-01 ${passed ? 'PASS' : 'FAIL'}; ${QUICK ? 'quick run' : 'full run'} in ${minutes(started)} min; ` +
    `load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`,
);
if (QUICK) {
  printResult('rng-battery (quick: bench/results not replaced)', figures, notes);
} else {
  writeResult('rng-battery', figures, notes);
}
