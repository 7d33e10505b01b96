// `npm start`: the whole platform on embedded defaults (PGlite, in-process bus), from a fresh clone.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, root, runOrExit } from './lib.mjs';

ensureDependencies();
// The player site and the three servers (a second for the servers): `npm start` runs the same
// `node dist/server.js` as production (decision 0008); `npm run dev -w <app>` is the watch path.
runOrExit('building the player site and the servers', 'npm', ['run', 'build', '--silent']);

const port = process.env.PORT ?? '3000';
// A laptop: the repository's default secrets and the dev mailbox are meant here, and refused
// anywhere APP_ENV is left at production (docs/operations.md).
const appEnv = process.env.APP_ENV ?? 'development';
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
// The sandbox payment provider runs on its own origin (DESIGN.md §1, §7); both sides share
// the merchant key and webhook secret (the defaults when neither is set).
const paymentsPort = process.env.PAYMENTS_PORT ?? '3200';
const paymentsUrl = process.env.PAYMENTS_PUBLIC_URL ?? `http://localhost:${paymentsPort}`;
// The game studio too (DESIGN.md §6): the casino calls it server to server on GAMES_API_URL and
// iframes its pages from GAMES_PUBLIC_URL; the studio calls the casino's wallet back.
const gamesPort = process.env.GAMES_PORT ?? '3100';
const gamesUrl = process.env.GAMES_PUBLIC_URL ?? `http://localhost:${gamesPort}`;
const env = {
  ...process.env,
  APP_ENV: appEnv,
  DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'true',
  GAMES_API_URL: process.env.GAMES_API_URL ?? `http://127.0.0.1:${gamesPort}`,
  GAMES_PUBLIC_URL: gamesUrl,
  PORT: port,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, 'apps', 'web', 'dist'),
  GEO_DEV_OVERRIDE: process.env.GEO_DEV_OVERRIDE ?? 'true',
  PAYMENTS_API_URL: process.env.PAYMENTS_API_URL ?? `http://127.0.0.1:${paymentsPort}`,
};
const paymentsEnv = {
  ...process.env,
  APP_ENV: appEnv,
  // PORT and PUBLIC_URL name the api's in the shared environment; the provider gets its own.
  PORT: paymentsPort,
  PUBLIC_URL: paymentsUrl,
  PAYMENTS_DATA_DIR: process.env.PAYMENTS_DATA_DIR ?? join(dataDir, 'payments'),
};
const gamesEnv = {
  ...process.env,
  APP_ENV: appEnv,
  PORT: gamesPort,
  PUBLIC_URL: gamesUrl,
  GAMES_DATA_DIR: process.env.GAMES_DATA_DIR ?? join(dataDir, 'games'),
  WALLET_URL: process.env.WALLET_URL ?? `http://127.0.0.1:${port}/api/wallet/croupier-studio`,
  CASINO_ORIGINS: process.env.CASINO_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
};
const start = (server, serverEnv) =>
  spawn(process.execPath, [server], {
    cwd: root,
    env: serverEnv,
    stdio: 'inherit',
  });
const api = start('apps/api/dist/server.js', env);
const payments = start('apps/payments/dist/server.js', paymentsEnv);
const games = start('apps/games/dist/server.js', gamesEnv);

console.log(`\nCroupier is starting: player site and API on http://localhost:${port}`);
console.log(`  API docs:   http://localhost:${port}/api/docs`);
console.log('  Geo for development: add ?geo=DE (or any country code) to try another country.');
console.log(`  Dev mailbox: http://localhost:${port}/dev/mailbox (every mail the platform sends)`);
console.log(`  Payments sandbox: ${paymentsUrl}/sandbox (test cards: docs/payments-sandbox.md)`);
console.log(`  Game studio: ${gamesUrl} (game pages, catalog feed, wallet client)`);
// Kept in step with apps/api/src/modules/player/demo-players.ts (seeded on first start).
console.log('  Demo players: demo@croupier.test / demo-player-2026');
console.log('                vip@croupier.test  / vip-player-2026 (Diamond VIP)');

const children = [api, payments, games];
let stopping = false;
const stop = (signal) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// One server stopping stops the platform: a casino without its provider (or the reverse) is broken.
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) stop('SIGTERM');
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(code ?? 0);
    }
  });
}
