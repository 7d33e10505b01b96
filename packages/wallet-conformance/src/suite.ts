import { randomBytes } from 'node:crypto';
import { ConformanceFailure, FUNDS, makeContext, type Scenario } from './scenario.js';
import { freespinScenarios } from './scenarios/freespin-scenarios.js';
import { idempotencyScenarios } from './scenarios/idempotency-scenarios.js';
import { jackpotScenarios } from './scenarios/jackpot-scenarios.js';
import { playScenarios } from './scenarios/play-scenarios.js';
import { rollbackScenarios } from './scenarios/rollback-scenarios.js';
import { sessionScenarios } from './scenarios/session-scenarios.js';
import { signatureScenarios } from './scenarios/signature-scenarios.js';
import { validationScenarios } from './scenarios/validation-scenarios.js';
import {
  FixtureClient,
  httpFreespinFixture,
  WalletClient,
  type Fetch,
  type FreespinFixture,
} from './wallet-client.js';

export interface ConformanceOptions {
  /** The wallet's base URL: the suite calls `${walletUrl}/play` and `${walletUrl}/rollback`. */
  walletUrl: string;
  /** The studio id the wallet knows the secret under; prefixes every id the suite sends. */
  studio?: string;
  /** The studio's HMAC secret at this wallet. */
  secret: string;
  /** The wallet's fixture API (`POST /players`, `POST /logout`; docs/wallet-protocol.md). */
  fixtureUrl: string;
  /** The player currency the scenarios use (default EUR). */
  currency?: string;
  /** Run only the scenarios whose name contains one of these strings. */
  only?: readonly string[];
  /**
   * Free spins (docs/wallet-protocol.md "Free spins"), for a wallet that takes them: `true` runs
   * their scenarios (named `free spins: …`; `only: ['free spins:']` runs them alone) with the
   * fixture API's `/freespins` calls, a fixture object with that instead. Absent: not run.
   */
  freespins?: boolean | FreespinFixture;
  fetch?: Fetch;
  /** One line per scenario as it finishes. */
  log?: (line: string) => void;
}

export interface Result {
  scenario: string;
  passed: boolean;
  /** Why it failed: the first broken expectation, or the error the call raised. */
  reason?: string;
}

/** The free-spin scenarios, run when the wallet takes free spins (`freespins` option). */
export const FREESPIN_SCENARIOS: readonly Scenario[] = freespinScenarios;

/** Every scenario of the core protocol, in the order the report lists them. */
export const SCENARIOS: readonly Scenario[] = [
  ...signatureScenarios,
  ...playScenarios,
  ...idempotencyScenarios,
  ...rollbackScenarios,
  ...sessionScenarios,
  ...validationScenarios,
  ...jackpotScenarios,
];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Runs the wallet-protocol conformance scenarios against any wallet that implements
 * packages/contracts/src/wallet-protocol.ts and the fixture API. Each scenario gets a fresh
 * funded player and ids unique to this run, so a wallet can be checked repeatedly without a
 * reset. Scenarios run one after another; one failing does not stop the others.
 */
export async function runConformance(options: ConformanceOptions): Promise<Result[]> {
  const fetchImpl = options.fetch ?? fetch;
  const wallet = new WalletClient(trimSlash(options.walletUrl), options.secret, fetchImpl);
  const fixture = new FixtureClient(trimSlash(options.fixtureUrl), fetchImpl);
  const currency = options.currency ?? 'EUR';
  const run = randomBytes(4).toString('hex');
  const freespins =
    typeof options.freespins === 'object'
      ? options.freespins
      : options.freespins
        ? httpFreespinFixture(trimSlash(options.fixtureUrl), fetchImpl)
        : undefined;
  const pool = [...SCENARIOS, ...(freespins ? FREESPIN_SCENARIOS : [])];
  const selected = pool.filter(
    (scenario) =>
      options.only === undefined || options.only.some((part) => scenario.name.includes(part)),
  );
  const results: Result[] = [];
  for (const [index, scenario] of selected.entries()) {
    const prefix = `${options.studio ?? 'conformance'}-${run}-s${index + 1}`;
    let result: Result;
    try {
      const player = await fixture.createPlayer(currency, FUNDS);
      await scenario.run(makeContext(wallet, fixture, player, prefix, freespins));
      result = { scenario: scenario.name, passed: true };
    } catch (error) {
      const reason =
        error instanceof ConformanceFailure
          ? error.message
          : `error: ${error instanceof Error ? error.message : String(error)}`;
      result = { scenario: scenario.name, passed: false, reason };
    }
    results.push(result);
    options.log?.(formatResult(result));
  }
  return results;
}

export function formatResult(result: Result): string {
  return result.passed
    ? `✓ ${result.scenario}`
    : `✗ ${result.scenario}\n    ${result.reason ?? ''}`;
}
