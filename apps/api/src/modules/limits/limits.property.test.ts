import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coolingOffMs, PANIC_MS, CONFIRM_TOKEN_TTL_MS } from '@croupier/domain/limits/cooling-off';
import { addLocalMonths, windowOf, type LimitPeriod } from '@croupier/domain/limits/windows';
import { AppError } from '../../lib/app-error.js';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { sumPlayerMovementsSince } from '../ledger/ledger.service.js';
import { fund } from '../payments/payments.test-helpers.js';
import { playBlock } from './limit-check.js';
import { getPlayerRow } from '../player/player.service.js';
import { limitsApi, mailedLimitLink, money, signIn } from './limits.test-helpers.js';

/*
 * Model-based run of responsible-gaming limits and blocks on the real database (RELIABILITY
 * RG-01..RG-04, RG-06, RG-07; §3.2 invariants 7 and 8). limits.model.test.ts covers deposit
 * windows across DST and month ends with fixed limits; this run changes the limits while money
 * moves: deposit, wager and loss limits per day, week and month are set, lowered, raised,
 * removed and confirmed over HTTP, the clock moves by seconds to weeks across the cooling-off
 * and link-expiry boundaries, deposits and stakes go through assertCanDeposit / assertCanBet in
 * the ledger transaction (as payments and the wallet do), wins and withdrawal reserves without
 * a check, pairs of movements race each other (`Promise.all`; RG-04), and the player takes
 * time-outs, self-exclusion and the panic block (a DE player).
 *
 * The model holds each limit's value and parked change (effective only once confirmed AND past
 * the cooling-off, lapsing with its link) and every accepted movement. After every command the
 * answer must be the model's: a deposit or stake is refused exactly when a block is in force or
 * it would take a window past the lowest limit in force; wins and withdrawals always pass. On
 * every accepted deposit or stake the database's window sums are read back and must be within
 * every limit in force. Runs: LIMITS_PROPERTY_RUNS (nightly: 500).
 */

const test = await buildTestApp();
const { app, clock } = test;
const api = limitsApi(app);
const moves = money(test);

// eslint-disable-next-line no-restricted-properties -- CI and nightly settings differ only in run count
const RUNS = Number(process.env.LIMITS_PROPERTY_RUNS ?? 100);
const CURRENCY = 'EUR';
const TIME_ZONE = 'Europe/Berlin';
const MONEY_TYPES = ['deposit', 'wager', 'loss'] as const;
type MoneyType = (typeof MONEY_TYPES)[number];
const PERIODS = ['day', 'week', 'month'] as const;
type BlockType = 'cooling_off' | 'self_exclusion' | 'panic';

// ---- the model ---------------------------------------------------------------------------------

interface Pending {
  value: number | null;
  effectiveAt: number;
  confirmedAt: number | null;
  tokenExpiresAt: number;
  /** Which mailed link belongs to it (the newest mail is the newest parked change). */
  serial: number;
}

interface Limit {
  id: number;
  value: number;
  pending: Pending | null;
}

interface Model {
  player: { id: number; email: string; password: string; cookie: string };
  coolingOffMs: number;
  limits: Map<string, Limit>;
  /** End of each block type's row (null: for good); absent when none was taken. */
  blocks: Map<BlockType, number | null>;
  moves: { at: number; kind: 'deposit' | 'bet' | 'win'; amount: number }[];
  balance: number;
  serial: number;
}

const keyOf = (type: MoneyType, period: LimitPeriod) => `${type}:${period}`;
const now = () => clock.now().getTime();

/** Applies what time did: a confirmed change past its cooling-off takes effect, a link lapses. */
function settle(model: Model, at: number): void {
  for (const [key, limit] of model.limits) {
    const { pending } = limit;
    if (!pending) continue;
    if (pending.confirmedAt === null) {
      if (pending.tokenExpiresAt <= at) limit.pending = null;
      continue;
    }
    if (pending.effectiveAt > at) continue;
    if (pending.value === null) model.limits.delete(key);
    else model.limits.set(key, { id: limit.id, value: pending.value, pending: null });
  }
}

function blocked(model: Model, at: number): boolean {
  return [...model.blocks.values()].some((end) => end === null || end > at);
}

/** The calendar window of `period` around `at` for a Berlin player, as its start instant. */
function windowStart(period: LimitPeriod, at: number): number {
  return windowOf(period, new Date(at), TIME_ZONE).start.getTime();
}

function used(model: Model, type: MoneyType, period: LimitPeriod, at: number): number {
  const since = windowStart(period, at);
  const inWindow = model.moves.filter((move) => move.at >= since);
  const sum = (kind: string) =>
    inWindow.filter((move) => move.kind === kind).reduce((total, move) => total + move.amount, 0);
  if (type === 'deposit') return sum('deposit');
  if (type === 'wager') return sum('bet');
  return Math.max(0, sum('bet') - sum('win'));
}

/** Invariant 7: whether `amount` fits every limit of `types` in force (lowest remaining wins). */
function fits(model: Model, types: readonly MoneyType[], amount: number, at: number): boolean {
  return types.every((type) =>
    PERIODS.every((period) => {
      const limit = model.limits.get(keyOf(type, period));
      return !limit || used(model, type, period, at) + amount <= limit.value;
    }),
  );
}

// ---- commands ----------------------------------------------------------------------------------

type Act =
  | { op: 'set'; type: MoneyType; period: LimitPeriod; amount: number }
  | { op: 'remove'; type: MoneyType; period: LimitPeriod }
  | { op: 'confirm' }
  | { op: 'wait'; seconds: number }
  | { op: 'deposit' | 'bet' | 'win' | 'withdraw'; amount: number }
  | { op: 'block'; type: BlockType; days: number }
  | { op: 'pair'; a: MoneyAct; b: MoneyAct };

type Outcome = 'accepted' | 'limit_reached' | 'blocked' | 'refused';

/** The limits API needs a live session: sign in again after the clock passed its time-outs. */
async function withSession(
  model: Model,
  call: (cookie: string) => Promise<{ statusCode: number; body: string }>,
) {
  const first = await call(model.player.cookie);
  if (first.statusCode !== 401) return first;
  model.player.cookie = await signIn(app, model.player.email, model.player.password);
  return call(model.player.cookie);
}

function outcomeOfError(error: unknown): Outcome {
  if (error instanceof AppError) {
    if (error.code === 'limit_reached') return 'limit_reached';
    if (error.code === 'blocked_by_exclusion') return 'blocked';
  }
  throw error;
}

/**
 * Invariant 7 from the database, after an accepted movement: each window sum of the limits it
 * is checked against within each such limit in force (another type's limit may have been
 * lowered below what its window already used: that refuses the next movement it counts).
 */
async function checkWindows(model: Model, types: readonly MoneyType[], at: number): Promise<void> {
  const kinds: Record<MoneyType, string[]> = {
    deposit: ['deposit'],
    wager: ['bet'],
    loss: ['bet', 'win'],
  };
  const violations: string[] = [];
  for (const [key, limit] of model.limits) {
    const [type, period] = key.split(':') as [MoneyType, LimitPeriod];
    if (!types.includes(type)) continue;
    const total = await sumPlayerMovementsSince(test.database.db, {
      playerId: model.player.id,
      currency: CURRENCY,
      kinds: kinds[type],
      since: new Date(windowStart(period, at)),
    });
    const inWindow = type === 'deposit' ? total : Math.max(0, -total);
    if (inWindow > limit.value) violations.push(`${key}: ${inWindow} used of ${limit.value}`);
  }
  expect(violations).toEqual([]);
}

async function run(model: Model, act: Act): Promise<void> {
  const at = now();
  settle(model, at);
  switch (act.op) {
    case 'wait':
      clock.advance(act.seconds * 1000);
      settle(model, now());
      return;
    case 'set': {
      const key = keyOf(act.type, act.period);
      const response = await withSession(model, (cookie) =>
        api.set(cookie, { type: act.type, period: act.period, amount_cents: act.amount }),
      );
      const existing = model.limits.get(key);
      expect(response.statusCode, response.body).toBe(existing ? 200 : 201);
      const id = (JSON.parse(response.body) as { id: number }).id;
      if (!existing || act.amount <= existing.value) {
        // New or tighter (or the same): at once, and any parked raise or removal is dropped.
        model.limits.set(key, { id, value: act.amount, pending: null });
        return;
      }
      park(model, existing, act.amount, at);
      return;
    }
    case 'remove': {
      const limit = model.limits.get(keyOf(act.type, act.period));
      if (!limit) return;
      const response = await withSession(model, (cookie) => api.remove(cookie, limit.id));
      expect(response.statusCode, response.body).toBe(200);
      park(model, limit, null, at);
      return;
    }
    case 'confirm': {
      const newest = [...model.limits.values()].find(
        (limit) => limit.pending?.serial === model.serial,
      );
      if (model.serial === 0) return;
      const { token } = await mailedLimitLink(app, model.player.email);
      const response = await api.confirm(token);
      // The newest link works once, while its change is still parked and the link unexpired.
      const valid =
        newest?.pending !== undefined &&
        newest.pending !== null &&
        newest.pending.confirmedAt === null &&
        newest.pending.tokenExpiresAt > at;
      expect(response.statusCode, response.body).toBe(valid ? 200 : 422);
      if (valid && newest.pending) newest.pending.confirmedAt = at;
      settle(model, at);
      return;
    }
    case 'block': {
      const end =
        act.type === 'panic'
          ? at + PANIC_MS
          : act.type === 'cooling_off'
            ? at + act.days * 86_400_000
            : addLocalMonths(new Date(at), 6, TIME_ZONE).getTime();
      const body =
        act.type === 'panic'
          ? { type: 'panic' }
          : act.type === 'cooling_off'
            ? { type: 'cooling_off', days: act.days }
            : { type: 'self_exclusion', months: 6 };
      const response = await withSession(model, (cookie) => api.set(cookie, body));
      const current = model.blocks.get(act.type);
      const inForce = current !== undefined && (current === null || current > at);
      // A block only lengthens while in force (RG-06, RG-07).
      const allowed = !inForce || (current !== null && end > current);
      if (!allowed) {
        expect(response.statusCode, response.body).toBe(422);
        return;
      }
      expect(response.statusCode, response.body).toBeLessThan(300);
      model.blocks.set(act.type, end);
      return;
    }
    case 'deposit':
    case 'bet':
    case 'win':
    case 'withdraw': {
      if (spends(act) && act.amount > model.balance) return;
      const expected = expectedMove(model, act, at);
      const outcome = await perform(model, act);
      expect(outcome, `${act.op} ${act.amount} at ${new Date(at).toISOString()}`).toBe(expected);
      applyMove(model, act, outcome, at);
      if (outcome === 'accepted') await checkWindows(model, checkedTypes(act), at);
      return;
    }
    case 'pair': {
      // RG-04: two movements at once are serialised by the money lock, so the answers are
      // those of one order or the other, and no window passes its limit.
      if (spends(act.a) && spends(act.b) && act.a.amount + act.b.amount > model.balance) return;
      const orders = [
        [act.a, act.b],
        [act.b, act.a],
      ].map(([first, second]) => {
        const trial = { ...model, moves: [...model.moves] };
        const answers = new Map<MoneyAct, Outcome>();
        for (const one of [first, second]) {
          if (!one) continue;
          const outcome = expectedMove(trial, one, at);
          answers.set(one, outcome);
          applyMove(trial, one, outcome, at);
        }
        return [answers.get(act.a), answers.get(act.b)].join();
      });
      const outcomes = await Promise.all([perform(model, act.a), perform(model, act.b)]);
      expect(orders, `${JSON.stringify(act)} answered ${outcomes.join()}`).toContain(
        outcomes.join(),
      );
      applyMove(model, act.a, outcomes[0] ?? 'refused', at);
      applyMove(model, act.b, outcomes[1] ?? 'refused', at);
      // Only the limits an accepted movement was checked against (a lowered limit may sit
      // below what its window used before; it then refuses, as the answers show).
      const accepted = [act.a, act.b].filter((_, index) => outcomes[index] === 'accepted');
      await checkWindows(model, accepted.flatMap(checkedTypes), at);
      return;
    }
  }
}

type MoneyAct = Extract<Act, { op: 'deposit' | 'bet' | 'win' | 'withdraw' }>;

const spends = (act: MoneyAct) => act.op === 'bet' || act.op === 'withdraw';

/** The limits a movement is checked against (none for wins and withdrawals). */
function checkedTypes(act: MoneyAct): MoneyType[] {
  if (act.op === 'deposit') return ['deposit'];
  return act.op === 'bet' ? ['wager', 'loss'] : [];
}

/** Invariants 7 and 8: what the model says a movement gets. */
function expectedMove(model: Model, act: MoneyAct, at: number): Outcome {
  // Wins and withdrawals are never held back by a block or a limit.
  if (act.op === 'win' || act.op === 'withdraw') return 'accepted';
  if (blocked(model, at)) return 'blocked';
  return fits(model, checkedTypes(act), act.amount, at) ? 'accepted' : 'limit_reached';
}

function applyMove(model: Model, act: MoneyAct, outcome: Outcome, at: number): void {
  if (outcome !== 'accepted') return;
  if (act.op === 'withdraw') {
    model.balance -= act.amount;
    return;
  }
  model.moves.push({ at, kind: act.op, amount: act.amount });
  model.balance += act.op === 'bet' ? -act.amount : act.amount;
}

/** The movement through the real checks and ledger, in one transaction (limits.test-helpers). */
function perform(model: Model, act: MoneyAct): Promise<Outcome> {
  const move = { playerId: model.player.id, currency: CURRENCY, amount: act.amount };
  return moves[act.op](move).then(
    (): Outcome => 'accepted',
    (error: unknown) => outcomeOfError(error),
  );
}

/** A raise or removal waits for the mailed link and the cooling-off (RG-02). */
function park(model: Model, limit: Limit, value: number | null, at: number): void {
  model.serial += 1;
  limit.pending = {
    value,
    effectiveAt: at + model.coolingOffMs,
    confirmedAt: null,
    tokenExpiresAt: at + CONFIRM_TOKEN_TTL_MS,
    serial: model.serial,
  };
}

class Command implements fc.AsyncCommand<Model, Record<string, never>> {
  constructor(private readonly act: Act) {}
  check(): boolean {
    return true;
  }
  async run(model: Model): Promise<void> {
    await run(model, this.act);
    // Invariant 8 for bonus grants and game launch: they ask playBlock, which must agree.
    const block = await playBlock(test.database.db, model.player.id, clock.now());
    expect(block !== null, `play block at ${clock.now().toISOString()}`).toBe(
      blocked(model, now()),
    );
  }
  toString(): string {
    return JSON.stringify(this.act);
  }
}

const typeArb = fc.constantFrom(...MONEY_TYPES);
const periodArb = fc.constantFrom(...PERIODS);
const amountArb = fc.integer({ min: 1, max: 60 }).map((units) => units * 500);
const moveArb = fc.integer({ min: 1, max: 8_000 });
const moneyActArb: fc.Arbitrary<MoneyAct> = fc.record({
  op: fc.constantFrom(
    'deposit' as const,
    'deposit' as const,
    'bet' as const,
    'bet' as const,
    'win' as const,
    'withdraw' as const,
  ),
  amount: moveArb,
});
const actArb: fc.Arbitrary<Act> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('pair' as const), a: moneyActArb, b: moneyActArb }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      type: typeArb,
      period: periodArb,
      amount: amountArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('remove' as const), type: typeArb, period: periodArb }),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('confirm' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('wait' as const),
      // Seconds to weeks: across day, week and month ends, the 24 h / 7-day cooling-off and
      // the link's 7 days.
      seconds: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 3_600 }) },
        { weight: 2, arbitrary: fc.integer({ min: 3_600, max: 2 * 86_400 }) },
        { weight: 1, arbitrary: fc.integer({ min: 6 * 86_400, max: 8 * 86_400 }) },
      ),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constantFrom('deposit' as const, 'deposit' as const, 'bet' as const, 'bet' as const),
      amount: moveArb,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom('win' as const, 'withdraw' as const),
      amount: moveArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('block' as const),
      // Self-exclusion (6 months) ends the run's play: rarer than time-outs and panic.
      type: fc.oneof(
        { weight: 7, arbitrary: fc.constantFrom<BlockType>('cooling_off', 'panic') },
        { weight: 1, arbitrary: fc.constant<BlockType>('self_exclusion') },
      ),
      days: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

// ---- the run -----------------------------------------------------------------------------------

/** Starts just before Berlin midnight on DST switch days and before a leap day (windows turn). */
const STARTS = ['2026-03-28T22:40:00Z', '2026-10-24T21:40:00Z', '2028-02-28T22:40:00Z'];
let runs = 0;

async function setup(): Promise<{ model: Model; real: Record<string, never> }> {
  clock.set(new Date(STARTS[runs % STARTS.length] ?? STARTS[0] ?? ''));
  runs += 1;
  const registered = await registerTestPlayer(app); // a Berlin player
  const id = registered.player.id;
  const row = await getPlayerRow(app.deps, id);
  // Cash to stake and withdraw, booked as an adjustment: no deposit window counts it.
  const balance = 10_000_000;
  await fund(app, id, CURRENCY, balance);
  const model: Model = {
    player: {
      id,
      email: registered.email,
      password: registered.password,
      cookie: registered.cookie,
    },
    coolingOffMs: coolingOffMs({
      country: row?.country ?? null,
      licence: row?.licenseName ?? null,
    }),
    limits: new Map(),
    blocks: new Map(),
    moves: [],
    balance,
    serial: 0,
  };
  return { model, real: {} };
}

describe('limits and blocks under random changes, time and money (RELIABILITY RG-01..RG-07; §3.2 invariants 7, 8)', () => {
  it(
    `accepts a deposit or stake exactly when the model does, and wins and withdrawals always, over ${RUNS} runs`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands([actArb.map((act) => new Command(act))], { maxCommands: 40, size: 'max' }),
          (sequence) => fc.asyncModelRun(setup, sequence),
        ),
        { numRuns: RUNS },
      );
    },
    Math.max(120_000, RUNS * 5_000),
  );
});
