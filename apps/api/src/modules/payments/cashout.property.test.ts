import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pspWebhookSchema, type PspPayout } from '@croupier/contracts/psp';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { playerBalances } from '../ledger/ledger.service.js';
import { approvePendingCashouts, sendCashout } from './cashout-processing.job.js';
import { ProviderError, type PaymentProvider } from './payment-provider.js';
import { createPaymentRequest, fund, payingPlayer } from './payments.test-helpers.js';
import { receiveWebhook } from './webhooks.service.js';

/*
 * Model-based run of cash-outs (RELIABILITY WI-12; §3.2 invariant 5, single resolution): random
 * sequences over several players of requests (HTTP, with an Idempotency-Key) and their
 * resubmissions, recalls (HTTP), the job's approve and send steps, payout outcomes applied
 * through the webhook path, redeliveries, and `Promise.all` of conflicting pairs. The provider is an in-process stand-in (no PSP child process): it accepts,
 * rejects or does not answer a payout, and its webhooks are parsed as the real adapter parses
 * them after the signature check.
 *
 * The model is a list of atomic steps per command (one per database transaction). A single
 * command must end exactly as the model says; a concurrent pair must end as one interleaving of
 * the two commands' steps does. After every command: every cash-out is in exactly one known
 * state, a terminal state never changes again, the reserve is booked once, released iff the
 * cash-out ended unpaid (recalled/rejected) and settled iff paid, each player's cash equals the
 * model and the books balance. Runs: CASHOUT_PROPERTY_RUNS (nightly: 1000).
 */

const { app, database } = await buildTestApp({
  PAYMENTS_API_URL: 'http://127.0.0.1:9',
  PAYMENTS_TIMEOUT_MS: '500',
});
const db = database.db;

// eslint-disable-next-line no-restricted-properties -- CI and nightly settings differ only in run count
const RUNS = Number(process.env.CASHOUT_PROPERTY_RUNS ?? 50);
const PLAYERS_PER_RUN = 2;
const CURRENCY = 'EUR';
/** The bank transfer's EUR cash-out range (seed data), in cents, whole euros only. */
const MIN_CENTS = 2_000;
const MAX_CENTS = 500_000;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

// ---- the provider stand-in ---------------------------------------------------------------------

type Answer = 'accept' | 'reject' | 'unavailable';
type PayoutStatus = 'processing' | 'paid' | 'failed';

/** How the provider answers the next payout create, per merchant reference (our payment id). */
const answers = new Map<string, Answer>();
const payoutIdOf = (paymentId: number) => `po_${paymentId}`;

function payout(
  paymentId: number,
  amount: number,
  status: PspPayout['status'],
  failureReason: string | null = null,
): PspPayout {
  const at = app.deps.clock.now().toISOString();
  return {
    id: payoutIdOf(paymentId),
    merchant_reference: String(paymentId),
    method: 'bank_transfer',
    amount,
    currency: CURRENCY,
    status,
    failure_reason: failureReason,
    created_at: at,
    updated_at: at,
  };
}

const notHere = () => Promise.reject(new ProviderError('unavailable', 'not used by this test'));
const provider: PaymentProvider = {
  name: 'sandbox',
  createPayment: notHere,
  getPayment: notHere,
  cryptoAddress: notHere,
  getPayout: notHere,
  settlementReport: notHere,
  createPayout(input) {
    const answer = answers.get(input.merchant_reference) ?? 'unavailable';
    if (answer === 'reject') {
      return Promise.reject(new ProviderError('rejected', 'destination refused', 422));
    }
    if (answer === 'unavailable')
      return Promise.reject(new ProviderError('unavailable', 'time-out'));
    return Promise.resolve(payout(Number(input.merchant_reference), input.amount, 'pending'));
  },
  // The signature was the adapter's job; what reaches the casino is the parsed event.
  verifyWebhook: ({ rawBody }) => pspWebhookSchema.parse(JSON.parse(rawBody)),
};

// ---- the model ---------------------------------------------------------------------------------

type State = 'pending' | 'reserved' | 'processing' | 'succeeded' | 'rejected' | 'recalled';
const STATES: readonly string[] = [
  'pending',
  'reserved',
  'processing',
  'succeeded',
  'rejected',
  'recalled',
];
const TERMINAL: readonly string[] = ['succeeded', 'rejected', 'recalled'];
const UNPAID: readonly string[] = ['rejected', 'recalled'];

interface Cashout {
  /** Our payment id; a request's cash-out gets it from the answer, after its command. */
  id: number;
  player: number;
  amount: number;
  state: State;
  held: boolean;
  providerId: string | null;
}

/** What the steps change: everything a check compares with the database. */
interface World {
  cashouts: Cashout[];
  /** Each player's cash (player_real), by the player's index in the run. */
  balances: number[];
  /** What each command of the current step list answered, by its label. */
  outcomes: Record<string, string>;
  /** The cash-out each request answered with, by its label. */
  answered: Record<string, number>;
  /** Idempotency keys of accepted requests → their cash-out (a replay answers with it). */
  keys: Record<string, number>;
}

interface Model {
  run: number;
  players: { id: number; cookie: string }[];
  world: World;
  /** Webhooks delivered so far (for redeliveries under the same event id). */
  events: { id: string; body: string }[];
  /** Requests sent so far, with their keys (for resubmissions). */
  requests: { key: string; player: number; units: number }[];
  /** Every state observed per cash-out (a terminal one must never change). */
  observed: Map<number, string>;
  next: number;
}

type Act =
  | { op: 'request'; player: number; units: number }
  | { op: 'resubmit'; index: number }
  | { op: 'recall'; index: number }
  | { op: 'approve' }
  | { op: 'send'; index: number; answer: Answer; focus: boolean }
  | { op: 'webhook'; index: number; status: PayoutStatus; focus: boolean }
  | { op: 'redeliver'; index: number };

/** A step: one database transaction of a command, applied to a world. */
type Step = (world: World, local: Local) => void;
interface Local {
  stop: boolean;
  approving: number[];
  approved: number;
}

/** Request ids are unknown until the answer: a placeholder per label, replaced afterwards. */
const placeholder = (label: string) => -1 - label.charCodeAt(0);

function find(world: World, id: number): Cashout {
  const cashout = world.cashouts.find((entry) => entry.id === id);
  if (!cashout) throw new Error(`no cash-out ${id} in the model`);
  return cashout;
}

function release(world: World, cashout: Cashout, state: 'recalled' | 'rejected'): void {
  cashout.state = state;
  world.balances[cashout.player] = (world.balances[cashout.player] ?? 0) + cashout.amount;
}

/** A command bound to its target in the model's state: its label, steps and real call. */
interface Bound {
  label: string;
  act: Act;
  target?: number;
  event?: { id: string; body: string };
  request?: { key: string; player: number; units: number };
  steps: Step[];
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list[index % Math.max(1, list.length)];
}

/** A target: any cash-out, or (focus) one in `state` when there is one, so runs get further. */
function targetOf(model: Model, act: { index: number; focus: boolean }, state: State) {
  const ready = model.world.cashouts.filter((entry) => entry.state === state);
  return pick(act.focus && ready.length > 0 ? ready : model.world.cashouts, act.index);
}

function bind(model: Model, act: Act, label: string): Bound | undefined {
  const out = (world: World, value: string) => {
    world.outcomes[label] = value;
  };
  switch (act.op) {
    case 'request':
    case 'resubmit': {
      const request =
        act.op === 'request'
          ? { key: `k_${model.run}_${model.next}_${label}`, player: act.player, units: act.units }
          : pick(model.requests, act.index);
      if (!request) return undefined;
      const amount = request.units * 100;
      return {
        label,
        act,
        request,
        steps: [
          (world) => {
            // The same key and body again: the first answer, nothing new (invariant 4).
            const stored = world.keys[request.key];
            if (stored !== undefined) {
              world.answered[label] = stored;
              out(world, 'accepted');
              return;
            }
            const balance = world.balances[request.player] ?? 0;
            if (amount < MIN_CENTS || amount > MAX_CENTS || amount > balance) {
              out(world, 'refused');
              return;
            }
            world.balances[request.player] = balance - amount;
            world.keys[request.key] = placeholder(label);
            world.answered[label] = placeholder(label);
            world.cashouts.push({
              id: placeholder(label),
              player: request.player,
              amount,
              state: 'pending',
              held: false,
              providerId: null,
            });
            out(world, 'accepted');
          },
        ],
      };
    }
    case 'approve': {
      // A concurrent request may add one more pending cash-out to the first read.
      const limit =
        model.world.cashouts.filter((entry) => entry.state === 'pending' && !entry.held).length + 1;
      const steps: Step[] = [
        // The job's first read: the pending cash-outs not held for review.
        (world, local) => {
          local.approving = world.cashouts
            .filter((entry) => entry.state === 'pending' && !entry.held)
            .map((entry) => entry.id);
        },
      ];
      for (let index = 0; index < limit; index += 1) {
        // Then each one under its lock, if it is still pending and not held.
        steps.push((world, local) => {
          const id = local.approving[index];
          const cashout = id === undefined ? undefined : find(world, id);
          if (!cashout || cashout.state !== 'pending' || cashout.held) return;
          cashout.state = 'reserved';
          local.approved += 1;
        });
      }
      steps.push((world, local) => out(world, String(local.approved)));
      return { label, act, steps };
    }
    case 'recall': {
      const target = pick(model.world.cashouts, act.index)?.id;
      if (target === undefined) return undefined;
      return {
        label,
        act,
        target,
        steps: [
          (world) => {
            const cashout = find(world, target);
            if (cashout.state !== 'pending' && cashout.state !== 'reserved') {
              out(world, 'refused');
              return;
            }
            release(world, cashout, 'recalled');
            out(world, 'accepted');
          },
        ],
      };
    }
    case 'send': {
      const target = targetOf(model, act, 'reserved')?.id;
      if (target === undefined) return undefined;
      return {
        label,
        act,
        target,
        steps: [
          // The claim: reserved and not held → processing.
          (world, local) => {
            const cashout = find(world, target);
            if (cashout.state !== 'reserved' || cashout.held) {
              local.stop = true;
              out(world, 'false');
              return;
            }
            cashout.state = 'processing';
            out(world, 'true');
          },
          // The provider's answer, applied under the lock.
          (world, local) => {
            if (local.stop) return;
            const cashout = find(world, target);
            if (act.answer === 'accept') {
              // A `pending` payout only records the provider's id.
              cashout.providerId ??= payoutIdOf(target);
            } else if (
              act.answer === 'reject' &&
              cashout.state === 'processing' &&
              cashout.providerId === null
            ) {
              release(world, cashout, 'rejected');
            }
          },
        ],
      };
    }
    case 'webhook': {
      const cashout = targetOf(model, act, 'processing');
      if (!cashout) return undefined;
      const target = cashout.id;
      const type = `payout.${act.status}` as const;
      const event = {
        id: `evt_${model.run}_${model.next}_${label}`,
        body: JSON.stringify({
          id: `evt_${model.run}_${model.next}_${label}`,
          type,
          created_at: app.deps.clock.now().toISOString(),
          data: payout(
            target,
            cashout.amount,
            act.status,
            act.status === 'failed' ? 'account_closed' : null,
          ),
        }),
      };
      return {
        label,
        act,
        target,
        event,
        steps: [
          (world) => {
            const row = find(world, target);
            row.providerId ??= payoutIdOf(target);
            if (act.status === 'processing') {
              out(world, 'ignored');
              return;
            }
            if (row.state !== 'processing') {
              const already =
                (act.status === 'paid' && row.state === 'succeeded') ||
                (act.status === 'failed' && row.state === 'rejected');
              if (!already) row.held = true;
              out(world, already ? 'ignored' : 'held');
              return;
            }
            if (act.status === 'paid') row.state = 'succeeded';
            else release(world, row, 'rejected');
            out(world, 'applied');
          },
        ],
      };
    }
    case 'redeliver': {
      const event = pick(model.events, act.index);
      if (!event) return undefined;
      return { label, act, event, steps: [(world) => out(world, 'duplicate')] };
    }
  }
}

/** Every merge of two step lists that keeps each list's order. */
function interleavings(a: Step[], b: Step[]): [Step, 0 | 1][][] {
  if (a.length === 0) return [b.map((step) => [step, 1])];
  if (b.length === 0) return [a.map((step) => [step, 0])];
  const [headA, ...restA] = a as [Step, ...Step[]];
  const [headB, ...restB] = b as [Step, ...Step[]];
  return [
    ...interleavings(restA, b).map((rest): [Step, 0 | 1][] => [[headA, 0], ...rest]),
    ...interleavings(a, restB).map((rest): [Step, 0 | 1][] => [[headB, 1], ...rest]),
  ];
}

/** The worlds the commands may leave: one for a single command, one per interleaving for two. */
function candidates(world: World, commands: Bound[]): World[] {
  const [first, second] = commands;
  if (!first) return [world];
  const orders = second
    ? interleavings(first.steps, second.steps)
    : [first.steps.map((step): [Step, 0 | 1] => [step, 0])];
  return orders.map((order) => {
    const next: World = structuredClone({ ...world, outcomes: {}, answered: {} });
    const locals: Local[] = [0, 1].map(() => ({ stop: false, approving: [], approved: 0 }));
    for (const [step, which] of order) {
      const local = locals[which];
      if (local) step(next, local);
    }
    return next;
  });
}

// ---- the real calls ----------------------------------------------------------------------------

/** Runs one bound command against the app; returns its answer and a new cash-out's id. */
async function perform(model: Model, bound: Bound): Promise<{ outcome: string; id?: number }> {
  const { act } = bound;
  switch (act.op) {
    case 'request':
    case 'resubmit': {
      const { request } = bound;
      const player = request && model.players[request.player];
      if (!request || !player) throw new Error('no such request');
      const response = await createPaymentRequest(
        app,
        player.cookie,
        {
          action: 'cashout',
          payment_method_id: 'bank-transfer',
          amount_cents: request.units * 100,
          currency: CURRENCY,
          fields: { iban: 'DE89370400440532013000' },
        },
        request.key,
      );
      if (response.statusCode === 201) {
        return { outcome: 'accepted', id: response.json<{ id: number }>().id };
      }
      if (response.statusCode === 422) return { outcome: 'refused' };
      throw new Error(`cash-out request: ${response.statusCode} ${response.body}`);
    }
    case 'recall': {
      const cashout = find(model.world, bound.target ?? 0);
      const player = model.players[cashout.player];
      if (!player) throw new Error('no such player');
      const response = await app.inject({
        method: 'POST',
        url: `/api/player/payments/${cashout.id}/recall`,
        headers: { ...xhr, cookie: player.cookie },
      });
      if (response.statusCode === 200) return { outcome: 'accepted' };
      if (response.statusCode === 422) return { outcome: 'refused' };
      throw new Error(`recall: ${response.statusCode} ${response.body}`);
    }
    case 'approve':
      return { outcome: String(await approvePendingCashouts(app.deps)) };
    case 'send':
      return { outcome: String(await sendCashout(app.deps, provider, bound.target ?? 0)) };
    case 'webhook':
    case 'redeliver': {
      if (!bound.event) throw new Error('no event');
      const answer = await receiveWebhook(app.deps, provider, {
        rawBody: bound.event.body,
        headers: {},
      });
      return { outcome: answer.outcome };
    }
  }
}

// ---- the checks --------------------------------------------------------------------------------

interface PaymentSnapshot {
  id: number;
  player_id: number;
  state: string;
  held: boolean;
  provider_id: string | null;
  amount: number;
}

function projection(world: World): string {
  const cashouts = world.cashouts
    .map((entry) => [entry.id, entry.state, entry.held, entry.providerId])
    .sort((a, b) => Number(a[0]) - Number(b[0]));
  const sorted = (record: Record<string, unknown>) =>
    Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({
    cashouts,
    balances: world.balances,
    outcomes: sorted(world.outcomes),
    answered: sorted(world.answered),
  });
}

async function readWorld(
  model: Model,
  outcomes: Record<string, string>,
  answered: Record<string, number>,
): Promise<World> {
  const ids = model.players.map((player) => player.id);
  const payments = await rows<PaymentSnapshot>(sql`
    SELECT id::int AS id, player_id::int AS player_id, state, held_for_review AS held,
           provider_payment_id AS provider_id, amount_cents::int AS amount
    FROM payments
    WHERE action = 'cashout' AND player_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const balances: number[] = [];
  for (const id of ids) {
    const cash = (await playerBalances(db, id)).find((row) => row.currency === CURRENCY);
    balances.push(cash?.realCents ?? 0);
  }
  return {
    cashouts: payments.map((row) => ({
      id: row.id,
      player: ids.indexOf(row.player_id),
      amount: row.amount,
      state: row.state as State,
      held: row.held,
      providerId: row.provider_id,
    })),
    balances,
    outcomes,
    answered,
    keys: {},
  };
}

/** Invariant 5 and the books, read back from the database; all violations listed at once. */
async function checkInvariants(model: Model, actual: World): Promise<void> {
  const violations: string[] = [];
  const references = actual.cashouts.flatMap((entry) =>
    ['reserve', 'settle', 'release'].map((kind) => `withdrawal_${kind}:${entry.id}`),
  );
  const booked = new Map<string, number>();
  if (references.length > 0) {
    const counted = await rows<{ reference: string; n: number }>(sql`
      SELECT reference, count(*)::int AS n FROM ledger_transactions
      WHERE reference IN (${sql.join(
        references.map((reference) => sql`${reference}`),
        sql`, `,
      )})
      GROUP BY reference`);
    for (const row of counted) booked.set(row.reference, row.n);
  }
  for (const cashout of actual.cashouts) {
    const { id, state } = cashout;
    if (!STATES.includes(state)) violations.push(`${id} is in an unknown state ${state}`);
    const before = model.observed.get(id);
    if (before !== undefined && TERMINAL.includes(before) && before !== state) {
      violations.push(`${id} left its terminal state ${before} for ${state}`);
    }
    model.observed.set(id, state);
    const count = (kind: string) => booked.get(`withdrawal_${kind}:${id}`) ?? 0;
    if (count('reserve') !== 1) violations.push(`${id} reserved ${count('reserve')} times`);
    const settled = state === 'succeeded' ? 1 : 0;
    const released = UNPAID.includes(state) ? 1 : 0;
    if (count('settle') !== settled) violations.push(`${id} ${state}, settled ${count('settle')}`);
    if (count('release') !== released) {
      violations.push(`${id} ${state}, released ${count('release')}`);
    }
  }
  const books = await trialBalance(db);
  if (!books.ok) violations.push(`trial balance: ${JSON.stringify(books)}`);
  expect(violations).toEqual([]);
}

/** Runs one command or a concurrent pair, then checks it against the model and the invariants. */
async function execute(model: Model, acts: Act[]): Promise<void> {
  const labels = ['a', 'b'];
  const bound = acts.flatMap((act, index) => {
    const command = bind(model, act, labels[index] ?? 'z');
    return command ? [command] : [];
  });
  // Both sends of a pair on one cash-out meet the same provider: one answer for that payout.
  const [first, second] = bound;
  if (first?.act.op === 'send' && second?.act.op === 'send' && first.target === second.target) {
    second.act = { ...second.act, answer: first.act.answer };
    const rebound = bind(model, second.act, second.label);
    if (rebound) bound[1] = rebound;
  }
  model.next += 1;
  for (const command of bound) {
    if (command.act.op === 'send' && command.target !== undefined) {
      answers.set(String(command.target), command.act.answer);
    }
  }
  const answered = await Promise.all(bound.map((command) => perform(model, command)));
  const outcomes: Record<string, string> = {};
  const answeredIds: Record<string, number> = {};
  const newIds = new Map<number, number>();
  bound.forEach((command, index) => {
    const answer = answered[index];
    if (!answer) return;
    outcomes[command.label] = answer.outcome;
    if (answer.id !== undefined) {
      answeredIds[command.label] = answer.id;
      newIds.set(placeholder(command.label), answer.id);
    }
  });
  const actual = await readWorld(model, outcomes, answeredIds);
  const real = (id: number) => newIds.get(id) ?? id;
  const possible = candidates(model.world, bound).map((world) => {
    for (const cashout of world.cashouts) cashout.id = real(cashout.id);
    for (const [label, id] of Object.entries(world.answered)) world.answered[label] = real(id);
    for (const [key, id] of Object.entries(world.keys)) world.keys[key] = real(id);
    return world;
  });
  const seen = projection(actual);
  const match = possible.find((world) => projection(world) === seen);
  expect(
    seen,
    `${JSON.stringify(acts)} left a state no ordering explains; expected one of\n${possible
      .map((world) => projection(world))
      .join('\n')}`,
  ).toBe(match ? projection(match) : 'a state the model allows');
  if (match) model.world = match;
  for (const command of bound) {
    if (command.event) model.events.push(command.event);
    if (command.act.op === 'request' && command.request) model.requests.push(command.request);
  }
  await checkInvariants(model, actual);
}

class Command implements fc.AsyncCommand<Model, Record<string, never>> {
  constructor(private readonly acts: Act[]) {}
  check(model: Readonly<Model>): boolean {
    return this.acts.every((act, index) => bind(model as Model, act, String(index)) !== undefined);
  }
  async run(model: Model): Promise<void> {
    await execute(model, this.acts);
  }
  toString(): string {
    return JSON.stringify(this.acts.length === 1 ? this.acts[0] : this.acts);
  }
}

const indexArb = fc.nat({ max: 20 });
const actArb: fc.Arbitrary<Act> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('request' as const),
      player: fc.nat({ max: PLAYERS_PER_RUN - 1 }),
      // Mostly within the method's range, sometimes past either end or past the cash.
      units: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 20, max: 150 }) },
        { weight: 1, arbitrary: fc.constantFrom(19, 5_000, 5_001) },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('recall' as const), index: indexArb }) },
  // The same request again (a retry after a lost answer, a double click in a pair).
  { weight: 1, arbitrary: fc.record({ op: fc.constant('resubmit' as const), index: indexArb }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('approve' as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('send' as const),
      index: indexArb,
      answer: fc.constantFrom<Answer>('accept', 'accept', 'reject', 'unavailable'),
      focus: fc.constantFrom(true, true, true, false),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('webhook' as const),
      index: indexArb,
      status: fc.constantFrom<PayoutStatus>('paid', 'paid', 'failed', 'processing'),
      focus: fc.constantFrom(true, true, true, false),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('redeliver' as const), index: indexArb }) },
);
const commands = [
  actArb.map((act) => new Command([act])),
  actArb.map((act) => new Command([act])),
  actArb.map((act) => new Command([act])),
  // Two approvals at once would only multiply the interleavings (the job runs one at a time).
  fc
    .tuple(actArb, actArb)
    .filter(([a, b]) => a.op !== 'approve' || b.op !== 'approve')
    .map(([a, b]) => new Command([a, b])),
];

// ---- the run -----------------------------------------------------------------------------------

let runs = 0;

async function setup(): Promise<{ model: Model; real: Record<string, never> }> {
  runs += 1;
  // A run starts with no earlier run's cash-out waiting for approval (the job takes them all).
  while ((await approvePendingCashouts(app.deps)) > 0);
  const players: Model['players'] = [];
  const balances: number[] = [];
  for (let index = 0; index < PLAYERS_PER_RUN; index += 1) {
    const player = await payingPlayer(app, { verified: true });
    const cash = (runs * 7_919 + index * 104_729) % 3 === 0 ? 600_000 : 40_000;
    await fund(app, player.id, CURRENCY, cash);
    players.push({ id: player.id, cookie: player.cookie });
    balances.push(cash);
  }
  const model: Model = {
    run: runs,
    players,
    world: { cashouts: [], balances, outcomes: {}, answered: {}, keys: {} },
    requests: [],
    events: [],
    observed: new Map(),
    next: 0,
  };
  return { model, real: {} };
}

describe('cash-outs under random requests, recalls, sends and payout outcomes (RELIABILITY WI-12; §3.2 invariant 5)', () => {
  it(
    `resolves every cash-out once, books it once and matches the model over ${RUNS} runs`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'max' }), (sequence) =>
          fc.asyncModelRun(setup, sequence),
        ),
        { numRuns: RUNS },
      );
      expect(await trialBalance(db)).toMatchObject({ ok: true });
    },
    Math.max(120_000, RUNS * 5_000),
  );
});
