// Shared by the start, test and bench scripts: they must run on a fresh clone with nothing but
// Node and npm, so this file uses Node's standard library only.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

/** Runs a step; on failure `explain` (when given) prints what helps read it, and the run ends. */
export function runOrExit(label, command, args, options = {}, explain = undefined) {
  console.log(`\n▶ ${label}`);
  const status = run(command, args, options);
  if (status !== 0) {
    explain?.();
    console.error(`✖ ${label} failed (exit ${status})`);
    process.exit(status);
  }
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  if (!existsSync(lock)) return runOrExit('installing dependencies', 'npm', ['install'], { env });
  console.log('\n▶ installing dependencies (npm ci)');
  if (run('npm', ['ci'], { env }) === 0) return;
  // A registry mirror can lack an optional platform package the lockfile names; `npm install`
  // tolerates that where `npm ci` refuses. The lockfile stays the source of versions.
  runOrExit('installing dependencies (npm install fallback)', 'npm', ['install', '--no-save'], {
    env,
  });
}

export const chromiumCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Debian's Chromium drives the e2e tests and Lighthouse; it is installed when missing. */
export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = chromiumCandidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  console.log('\n▶ installing Chromium from the distribution packages');
  const update = run(sudo[0] ?? 'apt-get', [
    ...sudo.slice(1),
    ...(isRoot ? [] : ['apt-get']),
    'update',
    '-qq',
  ]);
  const install =
    update === 0
      ? run(sudo[0] ?? 'apt-get', [
          ...(isRoot ? [] : ['apt-get']),
          'install',
          '-y',
          '-qq',
          'chromium',
        ])
      : update;
  const installed = chromiumCandidates.find((path) => existsSync(path));
  if (install !== 0 || !installed) {
    console.error(
      '✖ Chromium is needed for the browser tests: install the "chromium" package or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  return installed;
}
