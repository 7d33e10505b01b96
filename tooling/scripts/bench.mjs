// `npm run bench`: production build, then every bench/*.bench.ts in turn (DESIGN.md §11).
// Figures print and land in bench/results/<name>.json. `npm run bench -- lobby` runs a subset.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, root, run, runOrExit } from './lib.mjs';

ensureDependencies();
const chromium = ensureChromium();
runOrExit('production build', 'npm', ['run', 'build', '--silent']);

const filter = process.argv[2];
const benches = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !filter || file.includes(filter))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n▶ bench/${bench}`);
  const status = run('npx', ['tsx', join('bench', bench)], { env: { CHROMIUM_PATH: chromium } });
  if (status !== 0) failed += 1;
}
console.log(
  `\n${benches.length - failed} benchmarks ran, ${failed} failed; results in bench/results/`,
);
process.exit(failed > 0 ? 1 : 0);
