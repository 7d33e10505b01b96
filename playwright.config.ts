import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// builds of the site and the servers, on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3090);
// The sandbox payment provider on its own origin, as in production (DESIGN.md §7). +200 keeps it
// clear of `npm start`'s provider on 3200 when E2E_PORT is the default.
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT ?? port + 200);
// The game studio on its own origin too (DESIGN.md §6), +100 like `npm start`'s 3100.
const gamesPort = Number(process.env.E2E_GAMES_PORT ?? port + 100);
const payments = {
  PAYMENTS_API_KEY: 'e2e-payments-api-key',
  PAYMENTS_WEBHOOK_SECRET: 'e2e-payments-webhook-secret',
};
// Each server is built (under a second) and run as production runs it, `node dist/server.js`
// (DESIGN.md §10, decision 0008); each builds only its own app, so the three do not race.
const serve = (app: 'api' | 'games' | 'payments') =>
  `node tooling/scripts/build-servers.mjs ${app} && node apps/${app}/dist/server.js`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'));
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 860 },
  launchOptions,
};
/** The route-table walk's tests (e2e/dead-ends.spec.ts), run by the `routes` project alone. */
const ROUTE_WALK = /every path of the route tables/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two files at a time (a file's tests stay in order): most of a test is waiting on a server,
  // a payment page or a live round. Each test has a player and an address of its own.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      grepInvert: ROUTE_WALK,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: ROUTE_WALK },
    // The walk of every route under every locale prefix (e2e/dead-ends.spec.ts) loads a page
    // after page for minutes: beside it, another worker's test timed out waiting on the api or a
    // game in two CI runs in a row. It runs last, its two halves beside each other only; the
    // route tables are the same on every viewport, so on the desktop alone.
    {
      name: 'routes',
      use: desktop,
      testMatch: /dead-ends\.spec\.ts$/,
      grep: ROUTE_WALK,
      fullyParallel: true,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: [
    {
      command: serve('api'),
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // E2E_WEB_DIST: a build made elsewhere (`vite build --outDir`), so two checkouts' runs can
        // share a machine without one's build replacing the other's.
        WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? join(import.meta.dirname, 'apps', 'web', 'dist'),
        // Development on purpose: default secrets, the test API and the dev mailbox, where the
        // tests read mailed links from.
        APP_ENV: 'development',
        DEV_MAILBOX: 'true',
        GEO_DEV_OVERRIDE: 'true',
        // Each test calls from an address of its own (e2e/fixtures.ts), through this proxy.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        ENABLE_TEST_API: 'true',
        LOG_LEVEL: 'warn',
        PAYMENTS_API_URL: `http://127.0.0.1:${paymentsPort}`,
        GAMES_API_URL: `http://127.0.0.1:${gamesPort}`,
        GAMES_PUBLIC_URL: `http://localhost:${gamesPort}`,
        ...payments,
      },
    },
    {
      command: serve('payments'),
      url: `http://localhost:${paymentsPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(paymentsPort),
        HOST: '127.0.0.1',
        APP_ENV: 'development',
        PUBLIC_URL: `http://localhost:${paymentsPort}`,
        PAYMENTS_DATA_DIR: join(dataDir, 'payments'),
        LOG_LEVEL: 'warn',
        // Short enough that a test waits seconds, not minutes, for the timed steps.
        PAYOUT_PROCESSING_MS: '1000',
        PAYOUT_DELAY_MS: '3000',
        CRYPTO_CONFIRMATION_MS: '500',
        BANK_TRANSFER_MS: '2000',
        CHARGEBACK_DELAY_MS: '3000',
        ...payments,
      },
    },
    {
      command: serve('games'),
      url: `http://localhost:${gamesPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(gamesPort),
        HOST: '127.0.0.1',
        APP_ENV: 'development',
        PUBLIC_URL: `http://localhost:${gamesPort}`,
        GAMES_DATA_DIR: join(dataDir, 'games'),
        WALLET_URL: `http://127.0.0.1:${port}/api/wallet/croupier-studio`,
        CASINO_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        // Live rounds short enough for a test to watch one through.
        LIVE_BETTING_MS: '8000',
        LIVE_CLOSED_MS: '1000',
        LIVE_PLAYING_MS: '6000',
        LIVE_RESULT_MS: '3000',
      },
    },
  ],
});
