import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No import cycle in the api or the packages (issue 15 §5), type-only imports included: a cycle
 * makes module load order matter and lets a low module reach a high one through a loop.
 * dependency-cruiser reads the graph once; see the commit that added it for why not lint.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');

async function cycles(roots: string[], baseDir: string): Promise<string[]> {
  const { output } = (await cruise(roots, {
    baseDir,
    validate: true,
    ruleSet: {
      forbidden: [{ name: 'no-cycle', severity: 'error', from: {}, to: { circular: true } }],
    },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  })) as { output: ICruiseResult };
  return output.summary.violations.map((violation) =>
    [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' -> '),
  );
}

describe('import cycles', () => {
  it('the api and the packages have none', async () => {
    expect(await cycles(['apps/api/src', 'packages'], repoRoot)).toEqual([]);
  }, 120_000);

  it('the check finds one when there is one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'croupier-cycle-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), "import type { B } from './b.js';\nexport type A = B;\n");
    writeFileSync(
      join(root, 'src/b.ts'),
      "import { a } from './c.js';\nexport type B = typeof a;\n",
    );
    writeFileSync(
      join(root, 'src/c.ts'),
      "import type { A } from './a.js';\nexport const a: A | 1 = 1;\n",
    );
    expect(await cycles(['src'], root)).not.toEqual([]);
  }, 60_000);
});
