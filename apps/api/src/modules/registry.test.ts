import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { MODULES, TIERS } from './registry.js';

/**
 * The registry and the lint rule that enforces its tiers (DESIGN.md §12; issue 15 §5): every
 * module folder is listed once, the lint's tier lists are the registry's, and lint refuses a
 * module that imports one of a higher tier.
 */
const repoRoot = resolve(import.meta.dirname, '../../../..');

interface Boundaries {
  elements: unknown[];
  policies: unknown[];
  types: string[];
}
interface TiersModule {
  API_MODULE_TIERS: Record<string, string[]>;
  apiTierBoundaries(tiers: Record<string, string[]>): Boundaries;
}
const { API_MODULE_TIERS, apiTierBoundaries } = (await import(
  join(repoRoot, 'tooling/eslint/api-tiers.js')
)) as TiersModule;

function boundaryErrors(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'boundaries/dependencies')
      .map((message) => message.message),
  );
}

describe('the module registry', () => {
  it('lists every folder of modules/ once, with a tier', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const listed = MODULES.map((module) => module.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...folders].sort());
  });

  it('is in tier order, and the lint reads the same tiers', () => {
    const tierIndex = MODULES.map((module) => TIERS.indexOf(module.tier));
    expect(tierIndex).toEqual([...tierIndex].sort((a, b) => a - b));
    expect(Object.keys(API_MODULE_TIERS)).toEqual([...TIERS]);
    for (const tier of TIERS) {
      const inRegistry = MODULES.filter((module) => module.tier === tier).map((m) => m.name);
      expect(API_MODULE_TIERS[tier], tier).toEqual(inRegistry);
    }
  });
});

describe('lint enforces the tiers', () => {
  it("refuses a platform module importing the money core, with the repository's config", async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const lint = (file: string, code: string) =>
      eslint.lintText(code, { filePath: join(repoRoot, 'apps/api/src/modules', file) });

    const upward = await lint(
      'player/tier-fixture.ts',
      "import { playerBalances } from '../ledger/ledger.service.js';\nexport const x = playerBalances;\n",
    );
    expect(boundaryErrors(upward)).toEqual([expect.stringMatching(/platform module/)]);

    const downward = await lint(
      'wallet/tier-fixture.ts',
      "import { getPlayerRow } from '../player/player.service.js';\nexport const x = getPlayerRow;\n",
    );
    expect(boundaryErrors(downward)).toEqual([]);
  });

  describe('refuses a money-core module importing an engagement module', () => {
    // No engagement module exists yet: a tree of three modules on disk, linted with the same
    // tier rules the repository's config builds.
    const root = mkdtempSync(join(tmpdir(), 'croupier-tiers-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'nodenext' } }));
    write('apps/api/src/modules/player/player.service.ts', 'export const player = 1;\n');
    write('apps/api/src/modules/ledger/ledger.service.ts', 'export const ledger = 1;\n');
    write('apps/api/src/modules/gifts/gifts.service.ts', 'export const gifts = 1;\n');

    const tiers = apiTierBoundaries({
      platform: ['player'],
      'money-core': ['ledger'],
      engagement: ['gifts'],
    });
    const config: Linter.Config[] = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { boundaries },
        settings: {
          'boundaries/root-path': root,
          'boundaries/include': ['apps/**/*'],
          'boundaries/elements': tiers.elements,
          'boundaries/legacy-templates': false,
          'import/resolver': { typescript: { project: join(root, 'tsconfig.json') } },
        },
        rules: {
          'boundaries/dependencies': ['error', { default: 'allow', policies: tiers.policies }],
        },
      },
    ];
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
    const lint = (file: string, code: string) =>
      eslint.lintText(code, { filePath: join(root, 'apps/api/src/modules', file) });

    it('the ledger importing gifts is an error', async () => {
      const results = await lint(
        'ledger/grant.ts',
        "import { gifts } from '../gifts/gifts.service.js';\nexport const x = gifts;\n",
      );
      expect(boundaryErrors(results)).toEqual([expect.stringMatching(/money-core module/)]);
    });

    it('gifts importing the ledger and the player is allowed', async () => {
      const results = await lint(
        'gifts/grant.ts',
        "import { ledger } from '../ledger/ledger.service.js';\nimport { player } from '../player/player.service.js';\nexport const x = ledger + player;\n",
      );
      expect(boundaryErrors(results)).toEqual([]);
    });
  });
});
