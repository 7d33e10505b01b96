import { signBody } from '../../../apps/api/src/modules/wallet/wallet-signature.js';

/**
 * Mixed seamless-wallet traffic as a studio sends it (docs/wallet-protocol.md), with the
 * studio's retry rule: a call without a definitive answer (a dropped connection, a time-out, a
 * 5xx while the api or its database restarts) is sent again with the same ids and the same bytes
 * until one comes. What the wallet acknowledged is recorded, so the audit can hold the books to
 * it (RELIABILITY WI-08, WI-09).
 */

export interface DrillPlayer {
  user_id: string;
  session_id: string;
  game: string;
  currency: string;
}

type CallKind = 'play' | 'rollback';

/**
 * What one action id came to: acknowledged (2xx), refused (a definitive 4xx/412), or undecided
 * (the drill stopped retrying before an answer came: the books alone tell whether it happened).
 */
export type ActionFate = 'acked' | 'refused' | 'undecided';

/**
 * What the books must hold for an acknowledged bet that arrived after its own rollback
 * (docs/wallet-protocol.md §6): `tombstone` when the rollback was acknowledged (no movement,
 * answered with the tombstone's `tx_id`); `tombstone-or-booked` when the rollback stayed
 * undecided, so either the rollback committed (a tombstone) or it did not (an ordinary bet).
 */
export type LateBetOutcome = 'tombstone' | 'tombstone-or-booked';

export interface SentAction {
  kind: 'bet' | 'win' | 'rollback';
  fate: ActionFate;
  status: number;
  /** Set on a bet sent after its own rollback: what its acknowledgement must mean. */
  lateBet?: LateBetOutcome;
  /** The `tx_id` the wallet answered for this action (recorded for late bets). */
  answeredTxId?: string;
}

export interface TrafficRecord {
  /** Every action id sent, with its kind and its call's definitive answer. */
  actions: Map<string, SentAction>;
  /** Cash each player should have moved by, from the acknowledged actions only. */
  delta: Map<string, number>;
  /**
   * Cash each undecided action would move if the books hold it, by action id (also a late bet
   * whose rollback stayed undecided: whether it was booked is for the books to say).
   */
  undecidedMoves: Map<string, { player: string; amount: number }>;
  calls: number;
  /** Sends beyond the first of a call (the retries). */
  retries: number;
  /** Answers that were not definitive, by status (0 = no answer: refused, reset, time-out). */
  transient: Map<number, number>;
  /** Calls still without a definitive answer when the drill gave up on them. */
  undecided: number;
  ops: number;
}

interface CallAnswer {
  status: number;
  body: string;
}

/** The `tx_id` a wallet answer gave `actionId`, if it names one. */
function txIdOf(body: string, actionId: string): string | undefined {
  try {
    const answer = JSON.parse(body) as {
      transactions?: { action_id?: unknown; tx_id?: unknown }[];
    };
    const transaction = answer.transactions?.find((entry) => entry.action_id === actionId);
    return typeof transaction?.tx_id === 'string' ? transaction.tx_id : undefined;
  } catch {
    return undefined;
  }
}

const DEFINITIVE = new Set([200, 400, 403, 409, 412]);
const CALL_TIMEOUT_MS = 5_000;
const RETRY_BASE_MS = 1_000;
/** The studio doubles up to ten minutes; the drill stops doubling at 30 s so a run ends. */
const RETRY_MAX_MS = 30_000;

export class WalletTraffic {
  readonly record: TrafficRecord = {
    actions: new Map(),
    delta: new Map(),
    undecidedMoves: new Map(),
    calls: 0,
    retries: 0,
    transient: new Map(),
    undecided: 0,
    ops: 0,
  };
  private sequence = 0;
  /** Calls are abandoned (counted undecided) after this time: the drill's end plus a grace. */
  giveUpAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly options: {
      url: () => string;
      studio: string;
      secret: string;
      players: DrillPlayer[];
      runId: string;
    },
  ) {}

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `drill-${this.options.runId}-${prefix}-${this.sequence}`;
  }

  private move(player: DrillPlayer, amount: number): void {
    this.record.delta.set(player.user_id, (this.record.delta.get(player.user_id) ?? 0) + amount);
  }

  /** One signed send; the HTTP status and body, status 0 when no answer came in `timeoutMs`. */
  private async send(
    kind: CallKind,
    raw: string,
    sign: string,
    timeoutMs: number,
  ): Promise<CallAnswer> {
    try {
      const response = await fetch(
        `${this.options.url()}/api/wallet/${this.options.studio}/${kind}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-sign': sign },
          body: raw,
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      return { status: response.status, body: await response.text() };
    } catch {
      return { status: 0, body: '' };
    }
  }

  /** Sends one call until a definitive answer; returns it (status 0 if the drill gave up). */
  private async callForAnswer(kind: CallKind, body: Record<string, unknown>): Promise<CallAnswer> {
    const raw = JSON.stringify(body);
    const sign = signBody(this.options.secret, raw);
    this.record.calls += 1;
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) this.record.retries += 1;
      const answer = await this.send(kind, raw, sign, CALL_TIMEOUT_MS);
      if (DEFINITIVE.has(answer.status)) return answer;
      this.record.transient.set(answer.status, (this.record.transient.get(answer.status) ?? 0) + 1);
      if (Date.now() > this.giveUpAt) {
        this.record.undecided += 1;
        return { status: 0, body: '' };
      }
      // Our studio's rule (apps/games WALLET_RETRY_*): from a second, doubling, with jitter so
      // the callers a restart stalled do not all come back in the same instant.
      const backoff = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(attempt, 10));
      await new Promise((resolve) =>
        setTimeout(resolve, backoff / 2 + (Math.random() * backoff) / 2),
      );
    }
  }

  /** Sends one call until a definitive answer; its status (0 if the drill gave up). */
  private async call(kind: CallKind, body: Record<string, unknown>): Promise<number> {
    return (await this.callForAnswer(kind, body)).status;
  }

  private note(
    actionId: string,
    kind: 'bet' | 'win' | 'rollback',
    status: number,
    extra: Pick<SentAction, 'lateBet' | 'answeredTxId'> = {},
  ): boolean {
    const fate: ActionFate = status === 200 ? 'acked' : status === 0 ? 'undecided' : 'refused';
    this.record.actions.set(actionId, { kind, fate, status, ...extra });
    return fate === 'acked';
  }

  /** What an undecided action moves if it was booked (the audit reads the books for it). */
  private ifBooked(actionId: string, player: DrillPlayer, amount: number): void {
    if (this.record.actions.get(actionId)?.fate !== 'undecided') return;
    this.record.undecidedMoves.set(actionId, { player: player.user_id, amount });
  }

  private base(player: DrillPlayer, round: string) {
    return {
      user_id: player.user_id,
      currency: player.currency,
      game: player.game,
      game_id: round,
      session_id: player.session_id,
    };
  }

  /** One balance read, no retry: does the wallet answer right now? */
  async answersNow(): Promise<boolean> {
    const player = this.options.players[0] as DrillPlayer;
    const raw = JSON.stringify({ ...this.base(player, this.nextId('probe')), actions: [] });
    return (await this.send('play', raw, signBody(this.options.secret, raw), 2_000)).status === 200;
  }

  /** One round of a random shape, each call retried until the wallet decides. */
  async runOne(): Promise<void> {
    this.record.ops += 1;
    const players = this.options.players;
    const player = players[Math.floor(Math.random() * players.length)] as DrillPlayer;
    const round = this.nextId('round');
    const stake = 1 + Math.floor(Math.random() * 500);
    const prize = 1 + Math.floor(Math.random() * 1_000);
    const shape = Math.random();
    const bet = this.nextId('bet');
    if (shape < 0.4) {
      // A spin: bet and win in one batch closing the round (all or nothing).
      const win = this.nextId('win');
      const status = await this.call('play', {
        ...this.base(player, round),
        finished: true,
        actions: [
          { action: 'bet', action_id: bet, amount: stake },
          { action: 'win', action_id: win, amount: prize },
        ],
      });
      this.note(win, 'win', status);
      if (this.note(bet, 'bet', status)) this.move(player, prize - stake);
      this.ifBooked(bet, player, -stake);
      this.ifBooked(win, player, prize);
    } else if (shape < 0.65) {
      // A table round: the bet, then the win that closes it.
      const placed = await this.call('play', {
        ...this.base(player, round),
        actions: [{ action: 'bet', action_id: bet, amount: stake }],
      });
      if (this.note(bet, 'bet', placed)) this.move(player, -stake);
      this.ifBooked(bet, player, -stake);
      const win = this.nextId('win');
      const paid = await this.call('play', {
        ...this.base(player, round),
        finished: true,
        actions: [{ action: 'win', action_id: win, amount: prize }],
      });
      if (this.note(win, 'win', paid)) this.move(player, prize);
      this.ifBooked(win, player, prize);
    } else if (shape < 0.8) {
      // The studio timed out on a bet and rolls it back.
      const placed = await this.call('play', {
        ...this.base(player, round),
        actions: [{ action: 'bet', action_id: bet, amount: stake }],
      });
      const betAcked = this.note(bet, 'bet', placed);
      if (betAcked) this.move(player, -stake);
      this.ifBooked(bet, player, -stake);
      const rollback = this.nextId('rollback');
      const undone = await this.call('rollback', {
        ...this.base(player, round),
        finished: true,
        actions: [{ action: 'rollback', action_id: rollback, original_action_id: bet }],
      });
      if (this.note(rollback, 'rollback', undone) && betAcked) this.move(player, stake);
      this.ifBooked(rollback, player, stake);
    } else if (shape < 0.9) {
      // The rollback overtakes its bet: it leaves a tombstone, and the late bet is answered 200
      // with the tombstone's tx_id and moves nothing (WI-05, docs/wallet-protocol.md §6).
      const rollback = this.nextId('rollback');
      const undone = await this.call('rollback', {
        ...this.base(player, round),
        finished: true,
        actions: [{ action: 'rollback', action_id: rollback, original_action_id: bet }],
      });
      const rolledBack = this.note(rollback, 'rollback', undone);
      const late = await this.callForAnswer('play', {
        ...this.base(player, round),
        actions: [{ action: 'bet', action_id: bet, amount: stake }],
      });
      const lateBet: LateBetOutcome | undefined = rolledBack
        ? 'tombstone'
        : undone === 0
          ? 'tombstone-or-booked'
          : undefined;
      if (lateBet === undefined) {
        // The rollback was refused, so no tombstone: the bet is an ordinary one.
        if (this.note(bet, 'bet', late.status)) this.move(player, -stake);
        this.ifBooked(bet, player, -stake);
      } else {
        const answeredTxId = late.status === 200 ? txIdOf(late.body, bet) : undefined;
        this.note(bet, 'bet', late.status, { lateBet, answeredTxId });
        // After an acknowledged rollback nothing may move (the audit checks it, whatever the
        // late bet's answer); after an undecided one the books say whether the rollback
        // committed, so the stake counts where they hold the bet.
        if (lateBet === 'tombstone-or-booked') {
          this.record.undecidedMoves.set(bet, { player: player.user_id, amount: -stake });
          // A rollback abandoned in flight may still land after the bet and return its stake.
          this.ifBooked(rollback, player, stake);
        }
      }
    } else {
      // A balance read.
      await this.call('play', { ...this.base(player, round), actions: [] });
    }
  }

  /**
   * Starts rounds at `rate` per second for `seconds` whatever the answers (open loop: a restart
   * does not slow the arrivals, it piles them up), then waits for every one to be decided.
   */
  async run(rate: number, seconds: number) {
    const started = performance.now();
    const rounds: Promise<void>[] = [];
    const total = Math.round(rate * seconds);
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      rounds.push(this.runOne());
    }
    const sent = (performance.now() - started) / 1000;
    await Promise.all(rounds);
    return { sentSeconds: sent, drainedSeconds: (performance.now() - started) / 1000 - sent };
  }
}
