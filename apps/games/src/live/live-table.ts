import type { CatalogGame } from '@croupier/contracts/studio';
import { spinRoulette } from '@croupier/game-math/roulette';
import type { WebSocket } from 'ws';
import type { StudioContext } from '../context.js';
import { newId } from '../lib/ids.js';
import { StudioError } from '../lib/studio-error.js';
import { chargeRound, openRound, payRound, settleRound, voidRound } from '../rounds/round-money.js';
import type { RoundRecord, SessionRecord } from '../store/records.js';
import type { Card, LiveTableState, RouletteBetView } from '../shared/client-api.js';
import { checkRouletteBets, settleRouletteBets } from '../games/roulette-game.js';
import { limitsFor } from '../sessions/session-view.js';
import {
  dealHand,
  drawCard,
  handValue,
  hit,
  isBlackjack,
  playDealer,
  settleHand,
  type LiveHand,
} from './live-blackjack.js';

type Phase = LiveTableState['phase'];
type LiveEngine = LiveTableState['engine'];

interface Seat {
  session: SessionRecord;
  sockets: Set<WebSocket>;
  /** This table round's money record for the seat (created by the first bet). */
  round: RoundRecord | null;
  bets: RouletteBetView[];
  hand: LiveHand | null;
  /** Set once the wallet accepted the seat's result (never shown before). */
  win: number | undefined;
}

const RECENT = 12;

/**
 * One live table: shared rounds on a timer (betting → closed → [playing] → result), every
 * outcome drawn here with the studio's random source, streamed to every seated socket. A
 * player who disconnects keeps their bets; the result settles every seat through the same
 * wallet path as the other games.
 */
export class LiveTable {
  readonly engine: LiveEngine;
  private phase: Phase = 'betting';
  private roundId = newId('tbl');
  private phaseEndsAt = 0;
  private readonly seats = new Map<string, Seat>();
  private readonly recent: string[] = [];
  private number: number | undefined;
  private dealer: Card[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;
  private stopped = false;

  constructor(
    private readonly ctx: StudioContext,
    readonly game: CatalogGame,
    private readonly onIdle: () => void,
  ) {
    this.engine = game.engine === 'live-blackjack' ? 'live-blackjack' : 'live-roulette';
    this.enter('betting', ctx.env.LIVE_BETTING_MS);
  }

  get seated(): number {
    return this.seats.size;
  }

  /** Seats the session (or adds another socket of it) and sends it the table at once. */
  join(session: SessionRecord, socket: WebSocket): void {
    const seat = this.seatOf(session);
    seat.sockets.add(socket);
    socket.on('close', () => seat.sockets.delete(socket));
    this.send(seat, socket);
    this.broadcast();
  }

  /** `POST /live/bets`: taken during betting only, through the wallet like any stake. */
  async placeBets(
    session: SessionRecord,
    body: { bets?: RouletteBetView[] | undefined; bet?: number | undefined },
  ): Promise<LiveTableState> {
    if (this.phase !== 'betting' || this.closing) {
      throw new StudioError('betting_closed', 'Bets are closed for this round');
    }
    const seat = this.seatOf(session);
    let amount: number;
    if (this.engine === 'live-roulette') {
      if (!body.bets || body.bets.length === 0) {
        throw new StudioError('invalid_bet', 'bets: place at least one roulette bet');
      }
      amount = checkRouletteBets(body.bets);
    } else {
      if (body.bet === undefined) throw new StudioError('invalid_bet', 'bet: the seat stake');
      if (seat.round) throw new StudioError('invalid_bet', 'Your seat already has a stake');
      amount = body.bet;
    }
    const limits = limitsFor(this.game, session.currency);
    const total = (seat.round?.bet ?? 0) + amount;
    if (amount < limits.min || total > limits.max) {
      throw new StudioError(
        'invalid_bet',
        `The stake must be between ${limits.min} and ${limits.max} per round (minor units)`,
      );
    }
    const work = this.ctx.locks.run(session.id, async () => {
      seat.round ??= openRound(session, {
        engine: this.engine,
        bet: 0,
        win: 0,
        summary: '',
        outcome: null,
      });
      try {
        await chargeRound(this.ctx, session, seat.round, { bet: amount, finished: false });
      } catch (error) {
        // A refused or rolled-back first bet leaves the seat without a round.
        if (seat.round.bet === 0) {
          voidRound(this.ctx, seat.round);
          seat.round = null;
        }
        throw error;
      }
      seat.round.bet += amount;
      if (body.bets) seat.bets.push(...body.bets);
      else seat.hand = { cards: [], bet: amount, status: 'waiting', doubled: false };
      this.ctx.store.put('round', seat.round);
    });
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
    this.broadcast();
    return this.stateFor(seat);
  }

  /** `POST /live/action`: the seat's own hand while the table is playing. */
  async act(session: SessionRecord, action: 'hit' | 'stand' | 'double'): Promise<LiveTableState> {
    const seat = this.seats.get(session.id);
    const hand = seat?.hand;
    if (!seat || !hand || this.engine !== 'live-blackjack' || this.phase !== 'playing') {
      throw new StudioError('invalid_bet', 'There is no hand of yours to play now');
    }
    if (hand.status !== 'playing') throw new StudioError('invalid_bet', 'Your hand is finished');
    await this.ctx.locks.run(session.id, async () => {
      if (action === 'hit') hit(hand, this.ctx.random);
      if (action === 'stand') hand.status = 'stood';
      if (action === 'double') {
        if (hand.cards.length !== 2 || !seat.round) {
          throw new StudioError('invalid_bet', 'Double only on the first two cards');
        }
        await chargeRound(this.ctx, session, seat.round, { bet: hand.bet, finished: false });
        seat.round.bet += hand.bet;
        hand.bet *= 2;
        hand.doubled = true;
        hit(hand, this.ctx.random);
        if (hand.status === 'playing') hand.status = 'stood';
        this.ctx.store.put('round', seat.round);
      }
    });
    this.broadcast();
    // Everybody done: no need to wait for the clock.
    if ([...this.seats.values()].every((other) => other.hand?.status !== 'playing')) {
      this.schedule(0);
    }
    return this.stateFor(seat);
  }

  /** The table as this session sees it (its own bet, win and balance). */
  stateFor(seat: Seat): LiveTableState {
    const showAll = this.phase === 'result';
    const state: LiveTableState = {
      type: 'state',
      table_id: this.game.identifier,
      engine: this.engine,
      phase: this.phase,
      round_id: this.roundId,
      phase_ends_at: new Date(this.phaseEndsAt).toISOString(),
      seated: this.seats.size,
      my_bet: seat.round?.bet ?? 0,
      balance: seat.session.balance ?? 0,
      recent: [...this.recent],
    };
    if (this.engine === 'live-roulette' && showAll && this.number !== undefined) {
      state.number = this.number;
    }
    if (this.engine === 'live-blackjack') {
      // The hole card stays hidden until the dealer plays.
      state.dealer = showAll ? [...this.dealer] : this.dealer.slice(0, 1);
      state.seats = [...this.seats.values()]
        .filter((other) => other.hand)
        .map((other) => {
          const hand = other.hand as LiveHand;
          return {
            nickname: other.session.nickname ?? 'Player',
            mine: other === seat,
            cards: [...hand.cards],
            total: handValue(hand.cards).total,
            bet: hand.bet,
            status: hand.status,
          };
        });
    }
    if (seat.win !== undefined) state.my_win = seat.win;
    return state;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const seat of this.seats.values()) for (const socket of seat.sockets) socket.close(1001);
  }

  private seatOf(session: SessionRecord): Seat {
    let seat = this.seats.get(session.id);
    if (!seat) {
      seat = { session, sockets: new Set(), round: null, bets: [], hand: null, win: undefined };
      this.seats.set(session.id, seat);
    }
    return seat;
  }

  private enter(phase: Phase, durationMs: number): void {
    this.phase = phase;
    this.phaseEndsAt = Date.now() + durationMs;
    this.broadcast();
    this.schedule(durationMs);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.advance(), delayMs);
    this.timer.unref();
  }

  /** Moves the table to its next phase; errors are logged, the table keeps running. */
  private async advance(): Promise<void> {
    try {
      await this.step();
    } catch (error) {
      this.ctx.log.error({ err: error, table: this.game.identifier }, 'live table step failed');
      this.newRound();
    }
  }

  private async step(): Promise<void> {
    const { env, random } = this.ctx;
    switch (this.phase) {
      case 'betting': {
        this.closing = true;
        await Promise.allSettled([...this.inFlight]);
        this.closing = false;
        if (this.seats.size === 0) return this.idle();
        if (this.engine === 'live-roulette') {
          // The outcome is fixed when bets close, before anything is shown (GF-03).
          this.number = spinRoulette(random);
        } else {
          // A blackjack dealer deals only to stakes: with none, a new betting window opens.
          if (![...this.seats.values()].some((seat) => seat.hand)) return this.newRound();
          this.dealer = [drawCard(random), drawCard(random)];
          for (const seat of this.seats.values()) {
            if (seat.hand) seat.hand = dealHand(seat.hand.bet, random);
          }
        }
        return this.enter('closed', env.LIVE_CLOSED_MS);
      }
      case 'closed': {
        const anyPlaying = [...this.seats.values()].some((seat) => seat.hand?.status === 'playing');
        if (this.engine === 'live-blackjack' && anyPlaying && !isBlackjack(this.dealer)) {
          return this.enter('playing', env.LIVE_PLAYING_MS);
        }
        return this.settle();
      }
      case 'playing':
        for (const seat of this.seats.values()) {
          // Time is up: a hand still being played stands.
          if (seat.hand?.status === 'playing') seat.hand.status = 'stood';
        }
        return this.settle();
      case 'result':
        return this.newRound();
    }
  }

  /** Decides every seat's result and pays it (the wallet first, then the frame shows it). */
  private async settle(): Promise<void> {
    const { random } = this.ctx;
    if (this.engine === 'live-blackjack') playDealer(this.dealer, random);
    const seats = [...this.seats.values()].filter((seat) => seat.round && seat.round.bet > 0);
    const paid = await Promise.all(seats.map((seat) => this.settleSeat(seat)));
    if (this.engine === 'live-roulette' && this.number !== undefined) {
      this.recent.unshift(String(this.number));
    } else if (this.engine === 'live-blackjack') {
      this.recent.unshift(`Dealer ${handValue(this.dealer).total}`);
    }
    this.recent.splice(RECENT);
    this.enter('result', this.ctx.env.LIVE_RESULT_MS);
    // Each round keeps the result frame its player was shown (GF-03).
    seats.forEach((seat, index) => {
      const round = seat.round;
      if (!round) return;
      if (paid[index]) settleRound(this.ctx, seat.session, round, this.stateFor(seat));
      else if (round.status === 'open') {
        // The win is being retried: the frame it will settle with, once the wallet takes it.
        round.view = { ...this.stateFor(seat), my_win: round.win };
        this.ctx.store.put('round', round);
      }
    });
  }

  /** Decides and pays one seat; true once the wallet took the result. */
  private async settleSeat(seat: Seat): Promise<boolean> {
    const round = seat.round as RoundRecord;
    let win = 0;
    if (this.engine === 'live-roulette' && this.number !== undefined) {
      const decided = settleRouletteBets(seat.bets, this.ctx.random, this.number);
      win = decided.win;
      round.summary = decided.summary;
      round.outcome = { table_round: this.roundId, ...decided.outcome };
    } else if (seat.hand) {
      win = settleHand(seat.hand, this.dealer);
      round.summary = `Dealer ${handValue(this.dealer).total} – You ${handValue(seat.hand.cards).total}`;
      round.outcome = { table_round: this.roundId, dealer: this.dealer, hand: seat.hand };
    }
    round.win = win;
    try {
      const balance = await payRound(this.ctx, seat.session, round, win);
      // A win still being retried at the wallet is not shown yet; the retry settles the round.
      if (balance === null) return false;
      seat.win = win;
      return true;
    } catch (error) {
      this.ctx.log.error({ err: error, round: round.id }, 'live seat settlement failed');
      voidRound(this.ctx, round);
      return false;
    }
  }

  private newRound(): void {
    for (const [id, seat] of this.seats) {
      // A disconnected player's seat is kept only until their bets are settled.
      if (seat.sockets.size === 0) this.seats.delete(id);
      seat.round = null;
      seat.bets = [];
      seat.hand = null;
      seat.win = undefined;
    }
    this.roundId = newId('tbl');
    this.number = undefined;
    this.dealer = [];
    if (this.seats.size === 0) return this.idle();
    this.enter('betting', this.ctx.env.LIVE_BETTING_MS);
  }

  private idle(): void {
    this.stop();
    this.onIdle();
  }

  private broadcast(): void {
    for (const seat of this.seats.values()) {
      for (const socket of seat.sockets) this.send(seat, socket);
    }
  }

  private send(seat: Seat, socket: WebSocket): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(this.stateFor(seat)));
  }
}
