import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { SCENARIOS } from './suite.js';
import { runCli } from './testing/run-cli.js';
import { serveFakeWallet } from './testing/serve-fake-wallet.js';

const SECRET = 'cli-test-secret';
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('npm run conformance', () => {
  it('prints a ✓ per scenario and exits 0 for a conforming wallet', async () => {
    const { origin, server } = await serveFakeWallet(SECRET);
    servers.push(server);
    const result = await runCli([`${origin}/api/wallet/test-studio`], { WALLET_SECRET: SECRET });
    expect(result.stdout).toContain(`all ${SCENARIOS.length} scenarios passed`);
    expect(result.stdout.match(/^✓ /gm)).toHaveLength(SCENARIOS.length);
    expect(result.code).toBe(0);
  }, 60_000);

  it('prints ✗ with the reason and exits 1 when a scenario fails', async () => {
    const { origin, server } = await serveFakeWallet(SECRET, ['no-tombstone']);
    servers.push(server);
    const result = await runCli([
      `${origin}/api/wallet/test-studio`,
      '--secret',
      SECRET,
      '--fixture',
      `${origin}/__test/wallet`,
      '--only',
      'rollback before its bet',
    ]);
    expect(result.stdout).toMatch(
      /✗ a rollback before its bet is remembered.*\n {4}the bet arriving after its rollback: expected balance 10000, got 9000/,
    );
    expect(result.stdout).toContain('1 of 1 scenarios failed');
    expect(result.code).toBe(1);
  }, 60_000);

  it('explains its usage and exits 2 without a secret', async () => {
    const result = await runCli(['http://127.0.0.1:9/api/wallet/x']);
    expect(result.stderr).toContain('no secret: pass --secret or set WALLET_SECRET');
    expect(result.stderr).toContain('usage: npm run conformance');
    expect(result.code).toBe(2);
  }, 60_000);
});
