/** Reading dieharder's result table (`test_name|ntup|tsamples|psamples|p-value|Assessment`). */

export type Assessment = 'PASSED' | 'WEAK' | 'FAILED';

export interface DieharderRow {
  test: string;
  ntup: number;
  p: number;
  assessment: Assessment;
  /** Tests such as sts_serial print several rows per ntup: `test|ntup|n-th` tells them apart. */
  key: string;
}

const ROW = /^\s*([a-z0-9_]+)\|\s*(\d+)\|\s*\d+\|\s*\d+\|\s*([\d.]+)\|\s*(PASSED|WEAK|FAILED)\s*$/;

export function parseDieharder(output: string): DieharderRow[] {
  const seen = new Map<string, number>();
  const rows: DieharderRow[] = [];
  for (const line of output.split('\n')) {
    const match = ROW.exec(line);
    if (!match) continue;
    const [, test = '', ntup = '0', p = '0', assessment = 'FAILED'] = match;
    const base = `${test}|${ntup}`;
    const nth = (seen.get(base) ?? 0) + 1;
    seen.set(base, nth);
    rows.push({
      test,
      ntup: Number(ntup),
      p: Number(p),
      assessment: assessment as Assessment,
      key: `${base}|${nth}`,
    });
  }
  return rows;
}

export function countAssessments(rows: DieharderRow[]): Record<Assessment, number> {
  const counts: Record<Assessment, number> = { PASSED: 0, WEAK: 0, FAILED: 0 };
  for (const row of rows) counts[row.assessment] += 1;
  return counts;
}

/** The `bytes <n>` line bench/lib/crypto-stream.ts prints when its reader is done. */
export function streamedBytes(stderr: string): number {
  const matches = [...stderr.matchAll(/^bytes (\d+)$/gm)];
  return matches.reduce((sum, match) => sum + Number(match[1]), 0);
}
