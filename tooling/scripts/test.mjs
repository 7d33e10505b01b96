// `npm test`: installs what is missing, then every check a change must pass.
import { ensureChromium, ensureDependencies, runOrExit } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();

runOrExit('type-check (strict)', 'npm', ['run', 'typecheck', '--silent']);
runOrExit('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
runOrExit('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
runOrExit('migrations match the schema', 'node', ['tooling/scripts/check-migrations.mjs']);
runOrExit('unit and API tests', 'npx', ['vitest', 'run']);
runOrExit('production build', 'npm', ['run', 'build', '--silent']);
runOrExit('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], {
  env: { CHROMIUM_PATH: chromium },
});
console.log('\n✔ all checks passed');
