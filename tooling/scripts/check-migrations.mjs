// CI fails if regenerating the migrations from the schema would change them (CONVENTIONS.md).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

const api = join(root, 'apps', 'api');
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'schema-check'], {
  cwd: api,
  encoding: 'utf8',
});
const output = `${result.stdout}${result.stderr}`;
if (result.status !== 0) {
  console.error(output);
  process.exit(1);
}
if (!output.includes('No schema changes')) {
  // Remove what the check generated so the tree stays as it was, then fail.
  spawnSync('git', ['checkout', '--', 'drizzle'], { cwd: api });
  spawnSync('git', ['clean', '-fdq', 'drizzle'], { cwd: api });
  console.error('The schema changed without a migration: run `npm run db:generate` and commit it.');
  process.exit(1);
}
console.log('migrations are up to date');
