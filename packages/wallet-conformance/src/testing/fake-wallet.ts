import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PLAY_FIELDS,
  playRequestSchema,
  rollbackRequestSchema,
  WALLET_ERROR_CODES,
  WALLET_ERROR_MESSAGES,
  WALLET_SIGNATURE_HEADER,
  type WalletErrorCode,
} from '@croupier/contracts/wallet-protocol';

/**
 * A tiny in-memory wallet that follows wallet-protocol.ts, served through an injected `fetch`,
 * so the suite's own tests can show that it passes a correct wallet and catches broken ones.
 * Each `bug` switches on one realistic mistake.
 */
export type FakeWalletBug =
  | 'ignores-signature'
  | 'replay-applies-again'
  | 'conflict-is-replayed'
  | 'conflict-is-409'
  | 'batch-not-atomic'
  | 'no-tombstone'
  | 'late-bet-refused'
  | 'rollback-twice'
  | 'refuses-win-after-logout'
  | 'huge-amount-crashes'
  | 'race-on-duplicates'
  | 'refuses-rollback-after-win'
  | 'refuses-spent-win-rollback'
  | 'rollback-in-listed-order'
  | 'integer-game-id-rounded'
  | 'unknown-keys-read-as-balance'
  | 'own-error-texts'
  /** Free spins: plays spins of an issue the casino ended (expired, canceled). */
  | 'freespin-ignores-end'
  /** Free spins: plays more spins than were issued. */
  | 'freespin-no-count'
  /** Free spins: a replay after the issue ended is refused instead of answered. */
  | 'freespin-replay-refused-after-end'
  /** Free spins: a rolled-back spin is not given back. */
  | 'freespin-rollback-keeps-spin';

export const FAKE_WALLET_URL = 'http://fake-wallet.test/api/wallet/test-studio';
export const FAKE_FIXTURE_URL = 'http://fake-wallet.test/__test/wallet';

interface Player {
  currency: string;
  balance: number;
  sessionId: string;
  loggedIn: boolean;
}

/** A free-spin issue as the casino holds it (the fixture's `/freespins`). */
interface FreespinIssue {
  userId: string;
  currency: string;
  left: number;
  ended: boolean;
}

interface ActionRecord {
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  /** A free spin's bet or win: its issue. */
  issue?: string;
  amount: number;
  userId: string;
  round: string;
  original?: string;
  txId: string;
  rolledBack: boolean;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: WalletErrorCode,
    readonly balance?: number,
  ) {
    super(WALLET_ERROR_MESSAGES[code]);
  }
}

const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function createFakeWallet(secret: string, bugs: readonly FakeWalletBug[] = []) {
  const has = (bug: FakeWalletBug) => bugs.includes(bug);
  const players = new Map<string, Player>();
  const actions = new Map<string, ActionRecord>();
  const paidRounds = new Set<string>();
  const issues = new Map<string, FreespinIssue>();
  const conflict = () => new Refusal(has('conflict-is-409') ? 409 : 400, 409);
  let sequence = 0;
  const nextTx = () => `tx-${(sequence += 1)}`;

  function signed(raw: string, signature: string | null): boolean {
    if (has('ignores-signature')) return true;
    const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
    const given = Buffer.from(signature ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Applies a batch on copies; commits only when every action passed (all-or-nothing). */
  async function play(raw: string): Promise<Response> {
    const body = parse(raw, playRequestSchema);
    const player = playerOf(body.user_id, body.currency);
    let balance = player.balance;
    const staged = new Map<string, ActionRecord>();
    const paid: string[] = [];
    const transactions = [];
    const round = body.game_id ?? '';
    const issueId = body.freespin_issue_id;
    const issue = issueId === undefined ? undefined : issues.get(issueId);
    let spinsLeft = issue?.left ?? 0;
    if (issueId !== undefined && has('freespin-replay-refused-after-end') && issue?.ended) {
      throw new Refusal(400, 400);
    }
    for (const action of body.actions) {
      const known = actions.get(action.action_id) ?? staged.get(action.action_id);
      if (known?.kind === 'tombstone' && known.userId === body.user_id) {
        if (has('late-bet-refused')) throw conflict();
        transactions.push({ action_id: action.action_id, tx_id: known.txId });
        continue;
      }
      if (known && !(has('replay-applies-again') && known.kind === action.action)) {
        const same =
          known.kind === action.action &&
          known.amount === action.amount &&
          known.round === round &&
          known.userId === body.user_id;
        if (!same && !has('conflict-is-replayed')) throw conflict();
        transactions.push({ action_id: action.action_id, tx_id: known.txId });
        continue;
      }
      if (has('race-on-duplicates')) await new Promise((resolve) => setTimeout(resolve, 1));
      // The fake wallet keeps no jackpot: no round ever fed one.
      if (action.action === 'jackpot_win') throw new Refusal(400, 400);
      if (issueId !== undefined) {
        // A free spin: nothing staked, the win held for the gift; refused unless the issue
        // is the player's, in play, with a spin left for each bet.
        const honoured =
          issue !== undefined &&
          issue.userId === body.user_id &&
          issue.currency === body.currency &&
          (!issue.ended || has('freespin-ignores-end'));
        if (!honoured) throw new Refusal(400, 400);
        if (action.action === 'bet') {
          if (spinsLeft <= 0 && !has('freespin-no-count')) throw new Refusal(400, 400);
          spinsLeft -= 1;
        }
      } else if (action.action === 'bet') {
        if (!player.loggedIn) throw new Refusal(412, WALLET_ERROR_CODES.INVALID_PLAYER);
        if (action.amount > balance) {
          if (has('batch-not-atomic')) player.balance = balance;
          throw new Refusal(412, WALLET_ERROR_CODES.NOT_ENOUGH_FUNDS, balance);
        }
        balance -= action.amount;
      } else {
        if (has('refuses-win-after-logout') && !player.loggedIn) {
          throw new Refusal(412, WALLET_ERROR_CODES.INVALID_PLAYER);
        }
        balance += action.amount;
        paid.push(round);
      }
      const record: ActionRecord = {
        kind: action.action,
        ...(issueId === undefined ? {} : { issue: issueId }),
        amount: action.amount,
        userId: body.user_id,
        round,
        txId: nextTx(),
        rolledBack: false,
      };
      staged.set(action.action_id, record);
      transactions.push({ action_id: action.action_id, tx_id: record.txId });
    }
    for (const [id, record] of staged) actions.set(id, record);
    for (const round of paid) paidRounds.add(round);
    if (issue) issue.left = spinsLeft;
    player.balance = balance;
    return ok(body.game_id, balance, transactions);
  }

  async function rollback(raw: string): Promise<Response> {
    const body = parse(raw, rollbackRequestSchema);
    const player = playerOf(body.user_id, body.currency);
    let balance = player.balance;
    const staged = new Map<string, ActionRecord>();
    const undone: ActionRecord[] = [];
    const transactions: { action_id: string; tx_id: string }[] = [];
    // Stakes back before wins taken, so the outcome does not depend on the listed order.
    const rank = (id: string) => {
      const kind = actions.get(id)?.kind;
      return kind === 'bet' ? 0 : kind === 'win' ? 2 : 1;
    };
    const ordered = has('rollback-in-listed-order')
      ? body.actions
      : [...body.actions].sort((a, b) => rank(a.original_action_id) - rank(b.original_action_id));
    for (const action of ordered) {
      const known = actions.get(action.action_id);
      if (known) {
        if (known.kind !== 'rollback' || known.original !== action.original_action_id) {
          throw conflict();
        }
        transactions.push({ action_id: action.action_id, tx_id: known.txId });
        continue;
      }
      const original = actions.get(action.original_action_id);
      const record: ActionRecord = {
        kind: 'rollback',
        amount: 0,
        userId: body.user_id,
        round: body.game_id,
        original: action.original_action_id,
        txId: nextTx(),
        rolledBack: false,
      };
      if (original === undefined) {
        if (!has('no-tombstone')) {
          staged.set(action.original_action_id, {
            ...record,
            kind: 'tombstone',
            txId: nextTx(),
          });
        }
      } else if (original.kind === 'rollback') {
        throw conflict();
      } else if (
        (original.kind === 'bet' || original.kind === 'win') &&
        (!original.rolledBack || has('rollback-twice'))
      ) {
        if (
          original.kind === 'bet' &&
          paidRounds.has(original.round) &&
          has('refuses-rollback-after-win')
        ) {
          throw conflict();
        }
        if (original.kind === 'win' && original.amount > balance) {
          if (has('refuses-spent-win-rollback')) {
            throw new Refusal(412, WALLET_ERROR_CODES.NOT_ENOUGH_FUNDS, balance);
          }
        }
        if (original.issue === undefined) {
          // What the player already spent of a win is the casino's receivable, not a debt here.
          balance = Math.max(
            0,
            balance + (original.kind === 'bet' ? original.amount : -original.amount),
          );
        }
        undone.push(original);
      }
      staged.set(action.action_id, record);
      transactions.push({ action_id: action.action_id, tx_id: record.txId });
    }
    for (const [id, record] of staged) actions.set(id, record);
    for (const original of undone) {
      original.rolledBack = true;
      // A free spin's bet undone: the spin goes back to its issue.
      const issue = original.issue === undefined ? undefined : issues.get(original.issue);
      if (issue && original.kind === 'bet' && !has('freespin-rollback-keeps-spin')) issue.left += 1;
    }
    player.balance = balance;
    const inRequestOrder = body.actions.flatMap(
      (action) => transactions.find((entry) => entry.action_id === action.action_id) ?? [],
    );
    return ok(body.game_id, balance, inRequestOrder);
  }

  function parse<T>(
    raw: string,
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  ): T {
    if (has('huge-amount-crashes') && /\d{16,}|e\d{3}/.test(raw)) throw new Error('overflow');
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new Refusal(400, 400);
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      let fields = value as Record<string, unknown>;
      if (has('unknown-keys-read-as-balance')) {
        fields = Object.fromEntries(
          Object.entries(fields).filter(([key]) => PLAY_FIELDS.includes(key)),
        );
      }
      // A round sent as an integer is its digits, read from the text (past 2^53 too).
      const digits = /^\{[^{[]*"game_id":(\d+)/.exec(raw)?.[1];
      if (digits !== undefined && !has('integer-game-id-rounded')) fields.game_id = digits;
      value = fields;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Refusal(400, 400);
    return parsed.data;
  }

  function playerOf(userId: string, currency: string): Player {
    const player = players.get(userId);
    if (player === undefined) throw new Refusal(412, WALLET_ERROR_CODES.INVALID_PLAYER);
    if (player.currency !== currency) throw new Refusal(412, WALLET_ERROR_CODES.WRONG_CURRENCY);
    return player;
  }

  function ok(
    gameId: string | undefined,
    balance: number,
    transactions: { action_id: string; tx_id: string }[],
  ) {
    const processedAt = new Date(0).toISOString();
    return json(200, {
      balance,
      game_id: gameId,
      transactions: transactions.map((entry) => ({ ...entry, processed_at: processedAt })),
    });
  }

  function fixture(path: string, raw: string): Response {
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (path === '/players') {
      const userId = String(players.size + 1);
      const player: Player = {
        currency: String(body.currency),
        balance: Number(body.balance),
        sessionId: `session-${userId}`,
        loggedIn: true,
      };
      players.set(userId, player);
      return json(200, {
        user_id: userId,
        session_id: player.sessionId,
        game: 'fake/slot',
        currency: player.currency,
      });
    }
    if (path === '/freespins') {
      const issueId = `issue-${issues.size + 1}`;
      issues.set(issueId, {
        userId: String(body.user_id),
        currency: String(body.currency),
        left: Number(body.quantity),
        ended: false,
      });
      return json(200, { issue_id: issueId });
    }
    if (path === '/freespins/end') {
      const issue = issues.get(String(body.issue_id));
      if (issue === undefined) return json(404, undefined);
      issue.ended = true;
      return new Response(null, { status: 204 });
    }
    const player = players.get(String(body.user_id));
    if (path !== '/logout' || player === undefined) return json(404, undefined);
    player.loggedIn = false;
    return new Response(null, { status: 204 });
  }

  const fakeFetch = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const raw = typeof init?.body === 'string' ? init.body : '';
    if (url.href.startsWith(FAKE_FIXTURE_URL))
      return fixture(url.href.slice(FAKE_FIXTURE_URL.length), raw);
    const headers = new Headers(init?.headers);
    try {
      if (!signed(raw, headers.get(WALLET_SIGNATURE_HEADER))) throw new Refusal(403, 403);
      if (url.href === `${FAKE_WALLET_URL}/play`) return await play(raw);
      if (url.href === `${FAKE_WALLET_URL}/rollback`) return await rollback(raw);
      return json(404, { code: 404, message: 'no such call' });
    } catch (error) {
      if (error instanceof Refusal) {
        return json(error.status, {
          code: error.code,
          message: has('own-error-texts') ? `refused ${error.code}` : error.message,
          balance: error.balance,
        });
      }
      return json(500, { code: 500, message: 'internal error' });
    }
  };

  return { fetch: fakeFetch as typeof fetch };
}
