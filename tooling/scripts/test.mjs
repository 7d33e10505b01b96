// `npm test`: installs what is missing, then every check a change must pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, root, runOrExit } from './lib.mjs';

/**
 * What each failed end-to-end test's page showed when it failed (Playwright's error context: the
 * page's accessibility snapshot). CI keeps only this log, not test-results, and a failure that
 * shows under CI's load alone is read from it.
 */
function printFailedPages() {
  const results = join(root, 'test-results');
  if (!existsSync(results)) return;
  for (const dir of readdirSync(results)) {
    const context = join(results, dir, 'error-context.md');
    if (!existsSync(context)) continue;
    const lines = readFileSync(context, 'utf8').split('\n');
    console.error(`\n── page at the failure: ${dir}`);
    console.error(lines.slice(0, 150).join('\n'));
    if (lines.length > 150) console.error(`… ${lines.length - 150} more lines in ${context}`);
  }
}

ensureDependencies();
const chromium = ensureChromium();

runOrExit('type-check (strict)', 'npm', ['run', 'typecheck', '--silent']);
runOrExit('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
runOrExit('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
runOrExit('migrations match the schema', 'node', ['tooling/scripts/check-migrations.mjs']);
runOrExit('unit and API tests', 'npx', ['vitest', 'run']);
runOrExit('production build', 'npm', ['run', 'build', '--silent']);
runOrExit(
  'end-to-end tests (Chromium)',
  'npx',
  ['playwright', 'test'],
  { env: { CHROMIUM_PATH: chromium } },
  printFailedPages,
);
console.log('\n✔ all checks passed');
