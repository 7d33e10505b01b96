import {
  WALLET_ERROR_CODES,
  WALLET_ERROR_MESSAGES,
  walletErrorSchema,
  walletResponseSchema,
  type WalletErrorCode,
  type WalletError,
  type WalletResponse,
} from '@croupier/contracts/wallet-protocol';
import type {
  Answer,
  FixtureClient,
  FixturePlayer,
  FreespinFixture,
  SendOptions,
  WalletClient,
} from './wallet-client.js';

/** Minor units every scenario's player starts with. */
export const FUNDS = 10_000;

/** A scenario's verdict: thrown by the checks, reported as the scenario's reason. */
export class ConformanceFailure extends Error {}

export function check(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new ConformanceFailure(reason);
}

function describe(answer: Answer): string {
  return `${answer.status} ${answer.text.slice(0, 160) || '(empty body)'}`;
}

/** A 200 in the contract's shape. */
export function expectOk(answer: Answer, what: string): WalletResponse {
  check(answer.status === 200, `${what}: expected 200, got ${describe(answer)}`);
  const parsed = walletResponseSchema.safeParse(answer.body);
  check(
    parsed.success,
    `${what}: 200 is not the protocol's response shape: ${answer.text.slice(0, 160)}`,
  );
  return parsed.data;
}

/**
 * A refusal with this HTTP status and code, in the contract's error shape, its message starting
 * with the code's canonical text (`WALLET_ERROR_MESSAGES`, what public integrations answer).
 */
export function expectRefusal(
  answer: Answer,
  status: number,
  code: number,
  what: string,
): WalletError {
  check(
    answer.status === status,
    `${what}: expected ${status} (code ${code}), got ${describe(answer)}`,
  );
  const parsed = walletErrorSchema.safeParse(answer.body);
  check(
    parsed.success,
    `${what}: ${status} is not the protocol's error shape: ${answer.text.slice(0, 160)}`,
  );
  check(parsed.data.code === code, `${what}: expected code ${code}, got ${parsed.data.code}`);
  const canonical = WALLET_ERROR_MESSAGES[code as WalletErrorCode] as string | undefined;
  if (canonical !== undefined) {
    check(
      parsed.data.message.startsWith(canonical),
      `${what}: the message of code ${code} should start with "${canonical}", got "${parsed.data.message}"`,
    );
  }
  return parsed.data;
}

/**
 * The refusal of an action id that contradicts the wallet's record: 400 with code 409, a
 * mistake no retry can mend (never an HTTP 409, which studios read as "try again").
 */
export function expectConflict(answer: Answer, what: string): WalletError {
  return expectRefusal(answer, 400, WALLET_ERROR_CODES.DUPLICATE_ACTION, what);
}

export function expectBalance(response: WalletResponse, expected: number, what: string): void {
  check(
    response.balance === expected,
    `${what}: expected balance ${expected}, got ${response.balance}`,
  );
}

/** The `tx_id` the wallet answered for one action of a batch. */
export function txIdOf(response: WalletResponse, actionId: string, what: string): string {
  const transaction = response.transactions.find((entry) => entry.action_id === actionId);
  check(transaction !== undefined, `${what}: no transaction for action ${actionId}`);
  check(transaction.tx_id.length > 0, `${what}: empty tx_id for action ${actionId}`);
  return transaction.tx_id;
}

export type Action =
  | { action: 'bet' | 'win'; action_id: string; amount: number | string }
  | { action: 'rollback'; action_id: string; original_action_id: string }
  | { action: 'jackpot_win'; action_id: string; jackpot: string; level: string };

/** Fields of a call besides the actions; anything here overrides the player's defaults. */
export type CallFields = Record<string, unknown>;

/** What a scenario works with: a fresh funded player and calls on its behalf. */
export interface ScenarioContext {
  player: FixturePlayer;
  /** A unique id for this run (action ids, rounds): `label` makes failures readable. */
  id(label: string): string;
  /** The body a studio would send for this player, round and actions. */
  body(gameId: string, actions: readonly Action[], fields?: CallFields): Record<string, unknown>;
  play(gameId: string, actions: readonly Action[], fields?: CallFields): Promise<Answer>;
  rollback(gameId: string, actions: readonly Action[], fields?: CallFields): Promise<Answer>;
  /** Any raw bytes, signed (or not) as the options say. */
  send(call: 'play' | 'rollback', rawBody: string, options?: SendOptions): Promise<Answer>;
  /** The player's balance, read with an empty `/play`. */
  balance(): Promise<number>;
  /** Ends the player's login and game session through the fixture API. */
  logout(): Promise<void>;
  /** Another fresh player. */
  newPlayer(balance: number): Promise<FixturePlayer>;
  /** The casino side of free-spin issues (the free-spin scenarios only). */
  freespins: FreespinFixture | undefined;
}

export interface Scenario {
  name: string;
  run(context: ScenarioContext): Promise<void>;
}

export function makeContext(
  wallet: WalletClient,
  fixture: FixtureClient,
  player: FixturePlayer,
  prefix: string,
  freespins?: FreespinFixture,
): ScenarioContext {
  let counter = 0;
  const context: ScenarioContext = {
    player,
    id: (label) => `${prefix}-${label}-${(counter += 1)}`,
    body: (gameId, actions, fields = {}) => ({
      user_id: player.user_id,
      session_id: player.session_id,
      currency: player.currency,
      game: player.game,
      game_id: gameId,
      finished: false,
      actions,
      ...fields,
    }),
    play: (gameId, actions, fields) =>
      wallet.send('play', JSON.stringify(context.body(gameId, actions, fields))),
    rollback: (gameId, actions, fields) =>
      wallet.send('rollback', JSON.stringify(context.body(gameId, actions, fields))),
    send: (call, rawBody, options) => wallet.send(call, rawBody, options),
    balance: async () => {
      const answer = await context.play(context.id('balance-round'), []);
      return expectOk(answer, 'balance read').balance;
    },
    logout: () => fixture.logout(player),
    newPlayer: (balance) => fixture.createPlayer(player.currency, balance),
    freespins,
  };
  return context;
}
