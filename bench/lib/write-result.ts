import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Figure {
  metric: string;
  value: number;
  unit: string;
  /** The DESIGN.md §11 budget, as text (e.g. ">= 95", "<= 1800"). */
  budget?: string;
  pass?: boolean;
}

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'results');

/**
 * Prints the figures and writes bench/results/<name>.json, so change is visible commit to commit.
 * `extra` is merged into the file (e.g. `before`: the same bench's figures before a change).
 */
export function writeResult(
  name: string,
  figures: Figure[],
  notes: string[] = [],
  extra: Record<string, unknown> = {},
): void {
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  const result = { name, date: new Date().toISOString(), machine, figures, notes, ...extra };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  printResult(name, figures, notes);
}

/** Prints the figures only: for trial runs whose numbers must not replace the recorded ones. */
export function printResult(name: string, figures: Figure[], notes: string[] = []): void {
  console.log(`\n${name}`);
  for (const figure of figures) {
    const verdict = figure.pass === undefined ? '' : figure.pass ? '  ok' : '  OVER BUDGET';
    const budget = figure.budget ? `  (budget ${figure.budget})` : '';
    console.log(`  ${figure.metric}: ${figure.value} ${figure.unit}${budget}${verdict}`);
  }
  for (const note of notes) console.log(`  note: ${note}`);
}

/** `value` against a budget written as ">= n" or "<= n". */
export function meets(value: number, budget: string): boolean {
  const match = /^(>=|<=)\s*([\d.]+)/.exec(budget);
  if (!match) return false;
  const limit = Number(match[2]);
  return match[1] === '>=' ? value >= limit : value <= limit;
}
