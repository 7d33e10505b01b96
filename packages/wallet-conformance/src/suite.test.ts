import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-options.js';
import { FREESPIN_SCENARIOS, runConformance, SCENARIOS, type Result } from './suite.js';
import {
  createFakeWallet,
  FAKE_FIXTURE_URL,
  FAKE_WALLET_URL,
  type FakeWalletBug,
} from './testing/fake-wallet.js';

const SECRET = 'fake-studio-secret';

async function runAgainst(bugs: readonly FakeWalletBug[] = []): Promise<Result[]> {
  const wallet = createFakeWallet(SECRET, bugs);
  return runConformance({
    walletUrl: FAKE_WALLET_URL,
    fixtureUrl: FAKE_FIXTURE_URL,
    secret: SECRET,
    studio: 'test-studio',
    fetch: wallet.fetch,
    freespins: true,
  });
}

const failed = (results: readonly Result[]) =>
  results.filter((result) => !result.passed).map((result) => result.scenario);

describe('runConformance', () => {
  it('passes every scenario against a wallet that follows the protocol', async () => {
    const results = await runAgainst();
    expect(results).toHaveLength(SCENARIOS.length + FREESPIN_SCENARIOS.length);
    expect(results.filter((result) => !result.passed)).toEqual([]);
  });

  it('has distinct, readable scenario names covering the protocol', () => {
    const names = SCENARIOS.map((scenario) => scenario.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  // Each realistic bug must be caught by the scenario written for it (and say why).
  const caught: [FakeWalletBug, string][] = [
    ['ignores-signature', 'wrong signature is refused'],
    ['replay-applies-again', 'replayed action_id answers the first tx_id'],
    ['conflict-is-replayed', 'same action_id with other content'],
    ['conflict-is-409', 'same action_id with other content'],
    ['batch-not-atomic', 'a batch is all-or-nothing'],
    ['no-tombstone', 'a rollback before its bet is remembered'],
    ['late-bet-refused', 'a rollback before its bet is remembered'],
    ['rollback-twice', 'a rollback returns the bet'],
    ['refuses-win-after-logout', 'a win arriving after the player logged out'],
    ['huge-amount-crashes', 'amounts past 2^53'],
    ['race-on-duplicates', 'the same bet sent five times at once'],
    ['refuses-rollback-after-win', 'a rollback of a bet whose round already paid a win'],
    ['refuses-spent-win-rollback', 'a win the player already spent'],
    ['rollback-in-listed-order', 'a whole round rolled back in one call'],
    ['integer-game-id-rounded', 'game_id sent as a JSON integer'],
    ['unknown-keys-read-as-balance', 'a key the protocol does not know'],
    ['own-error-texts', 'a bet above the balance'],
    ['replay-applies-again', 'free spins: a replayed spin'],
    ['freespin-ignores-end', 'free spins: an issue past its valid_until'],
    ['freespin-ignores-end', 'free spins: a canceled issue'],
    ['freespin-no-count', 'free spins: a spin beyond the issue'],
    ['freespin-replay-refused-after-end', 'free spins: a canceled issue'],
    ['freespin-rollback-keeps-spin', 'free spins: a rolled-back spin'],
  ];
  for (const [bug, scenario] of caught) {
    it(`fails a wallet with the bug "${bug}"`, async () => {
      const results = await runAgainst([bug]);
      const failures = failed(results);
      expect(failures.some((name) => name.includes(scenario))).toBe(true);
      const reasons = results.filter((result) => !result.passed).map((result) => result.reason);
      for (const reason of reasons) expect(reason).toMatch(/\S/);
    });
  }

  it('runs the free-spin scenarios only when asked, and alone with only', async () => {
    const wallet = createFakeWallet(SECRET);
    const base = { walletUrl: FAKE_WALLET_URL, fixtureUrl: FAKE_FIXTURE_URL, secret: SECRET };
    const core = await runConformance({ ...base, fetch: wallet.fetch });
    expect(core).toHaveLength(SCENARIOS.length);
    const alone = await runConformance({
      ...base,
      fetch: wallet.fetch,
      freespins: true,
      only: ['free spins:'],
    });
    expect(alone.map((result) => result.scenario)).toEqual(
      FREESPIN_SCENARIOS.map((scenario) => scenario.name),
    );
    expect(alone.filter((result) => !result.passed)).toEqual([]);
  });

  it('reports a wallet that cannot make players as failures, not as a crash', async () => {
    const results = await runConformance({
      walletUrl: FAKE_WALLET_URL,
      fixtureUrl: 'http://fake-wallet.test/nowhere',
      secret: SECRET,
      only: ['empty /play'],
      fetch: createFakeWallet(SECRET).fetch,
    });
    expect(results).toHaveLength(1);
    expect(results[0]?.passed).toBe(false);
    expect(results[0]?.reason).toMatch(/fixture POST \/players answered 403/);
  });

  it('logs one line per scenario as it finishes', async () => {
    const lines: string[] = [];
    await runConformance({
      walletUrl: FAKE_WALLET_URL,
      fixtureUrl: FAKE_FIXTURE_URL,
      secret: 'wrong-secret',
      only: ['empty /play', 'a bet takes'],
      fetch: createFakeWallet(SECRET).fetch,
      log: (line) => lines.push(line),
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^✗ an empty \/play reads the balance\n {4}.*expected 200, got 403/);
  });
});

describe('parseCli', () => {
  it('takes the secret from WALLET_SECRET and the fixture from the wallet origin', () => {
    expect(
      parseCli(['http://127.0.0.1:3000/api/wallet/croupier-studio'], { WALLET_SECRET: 's3cret' }),
    ).toEqual({
      walletUrl: 'http://127.0.0.1:3000/api/wallet/croupier-studio',
      secret: 's3cret',
      fixtureUrl: 'http://127.0.0.1:3000/__test/wallet',
    });
  });

  it('prefers the flags', () => {
    expect(
      parseCli(
        [
          'https://wallet.example/seamless',
          '--secret',
          'flag',
          '--fixture',
          'https://wallet.example/fixture',
          '--studio',
          'acme',
          '--only',
          'rollback',
          '--freespins',
        ],
        { WALLET_SECRET: 'env' },
      ),
    ).toEqual({
      walletUrl: 'https://wallet.example/seamless',
      secret: 'flag',
      fixtureUrl: 'https://wallet.example/fixture',
      studio: 'acme',
      only: ['rollback'],
      freespins: true,
    });
  });

  it('explains what is missing', () => {
    expect(parseCli([], {})).toEqual({ error: 'give exactly one wallet URL' });
    expect(parseCli(['http://x.test/w'], {})).toEqual({
      error: 'no secret: pass --secret or set WALLET_SECRET',
    });
    expect(parseCli(['not a url'], { WALLET_SECRET: 's' })).toEqual({
      error: 'not a URL: not a url',
    });
  });
});
