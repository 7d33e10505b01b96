// `npm run drill`: the crash drills of RELIABILITY.md (WI-08 the api killed under load, WI-09 the
// database crashed and its connections cut), each on a PostgreSQL cluster of its own. Figures
// print and land in bench/results/drill-<name>.json. `npm run drill -- db` runs a subset.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

ensureDependencies();
const filter = process.argv[2];
const drills = readdirSync(join(root, 'bench', 'drills'))
  .filter((file) => file.endsWith('.drill.ts'))
  .filter((file) => !filter || file.includes(filter))
  .sort();
let failed = 0;
for (const drill of drills) {
  console.log(`\n▶ bench/drills/${drill}`);
  if (run(process.execPath, ['--import', 'tsx', join('bench', 'drills', drill)]) !== 0) failed += 1;
}
console.log(`\n${drills.length - failed} drills held, ${failed} failed; results in bench/results/`);
process.exit(failed > 0 ? 1 : 0);
