// `npm start`: the whole platform on embedded defaults (PGlite, in-process bus), from a fresh clone.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root, runOrExit } from './lib.mjs';

ensureDependencies();
runOrExit('building the player site', 'npm', ['run', 'build', '--silent']);

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, 'apps', 'web', 'dist'),
  GEO_DEV_OVERRIDE: process.env.GEO_DEV_OVERRIDE ?? 'true',
};
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

console.log(`\nCroupier is starting: player site and API on http://localhost:${port}`);
console.log(`  API docs:   http://localhost:${port}/api/docs`);
console.log('  Geo for development: add ?geo=DE (or any country code) to try another country.');
console.log(`  Dev mailbox: http://localhost:${port}/dev/mailbox (every mail the platform sends)`);
// Kept in step with apps/api/src/modules/player/demo-players.ts (seeded on first start).
console.log('  Demo players: demo@croupier.test / demo-player-2026');
console.log('                vip@croupier.test  / vip-player-2026 (Diamond VIP)');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code) => process.exit(code ?? 0));
