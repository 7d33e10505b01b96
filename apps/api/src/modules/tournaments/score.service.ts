import type { EventOf, LedgerMovementEvent } from '@croupier/contracts/events';
import { kindOf } from '@croupier/domain/tournaments/identifier';
import {
  isAdditive,
  lastPrizePlace,
  scoreAfter,
  scoreOf,
  type CountedAction,
  type Score,
  type Scoring,
} from '@croupier/domain/tournaments/scoring';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { eurRates, type EurRates } from '../ledger/eur-rates.js';
import { enqueueEvents, type AfterCommit } from '../outbox/outbox.service.js';
import type { RealtimeService } from '../realtime/realtime.service.js';
import { enqueuePushes, publishAll } from '../realtime/socket-push.js';
import type { AchievementSpec, QualifyingSpec } from './tournaments.model.js';
import { noticePush } from './payouts.service.js';
import { prizeDue } from './prizes.service.js';
import { achievementOf, prizeRowsOf, qualifyingOf } from './tournaments.present.js';
import {
  findEntriesOf,
  findPlayerFactsOf,
  insertActions,
  listCountedActionsOf,
  listPayoutsOf,
  placesOf,
  topPlacesOf,
  undoActions,
  writeEntries,
  type EntryScore,
  type InsertedAction,
  type ItemPlayer,
  type UndoneAction,
} from './scores.repository.js';
import {
  findEntry,
  listRunningBetween,
  type ActionRow,
  type EntryRow,
  type NewActionRow,
  type TournamentRow,
} from './tournaments.repository.js';
import { isVisibleTo, statusPushOf, type Viewer } from './tournaments.service.js';

type PlayMovement = Extract<LedgerMovementEvent, { kind: 'bet' | 'win' }>;

/** The movements the consumer opens a transaction for: play, its rollbacks, deposits. */
export function countsForTournaments(movement: LedgerMovementEvent): boolean {
  if (movement.playerId === null) return false;
  if (movement.kind === 'bet' || movement.kind === 'win' || movement.kind === 'deposit') {
    return true;
  }
  return movement.kind === 'rollback' && movement.play !== undefined;
}

/** EUR cents back to minor units of `currency`, rounded half up (null: no rate). */
export function fromEurCents(rates: EurRates, currency: string, eurCents: number): number | null {
  const rate = rates.get(currency);
  if (!rate) return null;
  const cents = BigInt(eurCents);
  return Number((2n * cents * rate.denominator + rate.numerator) / (2n * rate.numerator));
}

/** What the play counts as in the tournament's currency (the booking's own amount if it is it). */
function amountIn(
  tournament: TournamentRow,
  movement: { currency: string },
  stake: number,
  eurCents: number,
  rates: EurRates,
): number | null {
  if (movement.currency === tournament.currency) return stake;
  if (tournament.currency === 'EUR') return eurCents;
  return fromEurCents(rates, tournament.currency, eurCents);
}

function playQualifies(
  qualifying: QualifyingSpec,
  play: { game: string; provider: string; categories: string[] },
): boolean {
  if (qualifying.games.length > 0 && !qualifying.games.includes(play.game)) return false;
  if (qualifying.providers.length > 0 && !qualifying.providers.includes(play.provider)) {
    return false;
  }
  if (
    qualifying.categories.length > 0 &&
    !play.categories.some((category) => qualifying.categories.includes(category))
  ) {
    return false;
  }
  return true;
}

/** What an achievement's progress reads of an action. */
type ProgressAction = Pick<
  ActionRow,
  'kind' | 'provider' | 'round' | 'amount' | 'eurCents' | 'bookedAt'
>;

/**
 * Whether an achievement's progress is a sum over its actions (a count or a total), so it can be
 * carried forward from the entry before; a multiplier pairs each bet with its round's wins.
 */
function isAdditiveGoal(goal: AchievementSpec['goal']): boolean {
  return goal.kind !== 'multiplier';
}

/** Which actions an achievement's goal reads. */
function goalReads(goal: AchievementSpec['goal'], kind: 'bet' | 'win' | 'deposit'): boolean {
  if (goal.kind === 'first_deposit' || goal.kind === 'deposit_count') return kind === 'deposit';
  if (goal.kind === 'multiplier') return kind !== 'deposit';
  return kind === 'bet';
}

/** An achievement's progress in its goal's unit. */
export function achievementProgress(
  goal: AchievementSpec['goal'],
  actions: readonly ProgressAction[],
): number {
  const mine = actions.filter(
    (action) =>
      goal.provider === null || action.kind === 'deposit' || action.provider === goal.provider,
  );
  const of = (kind: string) => mine.filter((action) => action.kind === kind);
  switch (goal.kind) {
    case 'first_deposit':
    case 'deposit_count':
      return of('deposit').length;
    case 'spin_count':
      return of('bet').length;
    case 'bet_sum':
      return of('bet').reduce((sum, action) => sum + action.eurCents, 0);
    case 'multiplier':
      return scoreOf('biggest_multiplier', countedOf(mine)).points;
  }
}

function countedOf(
  actions: readonly Pick<ActionRow, 'kind' | 'round' | 'amount' | 'bookedAt'>[],
): CountedAction[] {
  return actions
    .filter((action) => action.kind === 'bet' || action.kind === 'win')
    .map((action) => ({
      kind: action.kind === 'bet' ? 'bet' : 'win',
      round: action.round,
      amount: action.amount,
      at: action.bookedAt.getTime(),
    }));
}

interface Context {
  tx: Transaction;
  now: Date;
}

/**
 * What a batch tells players: notices (entered the prizes, dropped out), committed with the
 * scores through the outbox; and status snapshots, published once the batch has committed
 * (`AfterCommit`): the next snapshot supersedes one lost to a crash, and through the outbox
 * the 2,000 of a batch cost more than its scores (bench tournament-leaderboard).
 */
interface Pushes {
  notices: EventOf<'realtime.publish'>[];
  statuses: EventOf<'realtime.publish'>[];
}

/** What a batch did to one player's entry in one item: actions it added, and whether it undid any. */
interface PlayerChange {
  viewer: Viewer;
  added: InsertedAction[];
  undone: boolean;
}

/**
 * TN-012: who entered the prize places and who was pushed out of them, from the places before
 * and after a batch's writes: the changed players, and the others their moves displaced (those
 * also get their status, at their new place). The notices tell the batch's outcome: a player
 * who entered and left again within one batch hears nothing. Answers the notices and the
 * displaced players' statuses apart (the caller commits the one, publishes the other after the
 * commit); the displaced players' facts and entries are read in one statement each.
 */
async function prizeChangePushes(
  context: Context,
  tournament: TournamentRow,
  changed: ReadonlyMap<number, Viewer>,
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
  last: number,
): Promise<Pushes> {
  const inPrizes = (places: ReadonlyMap<number, number>, playerId: number) =>
    (places.get(playerId) ?? Infinity) <= last;
  const moved = new Set<number>();
  for (const playerId of [...before.keys(), ...after.keys()]) {
    if (inPrizes(before, playerId) !== inPrizes(after, playerId)) moved.add(playerId);
  }
  if (moved.size === 0) return { notices: [], statuses: [] };
  const displaced = [...moved].filter((playerId) => !changed.has(playerId));
  const facts = await findPlayerFactsOf(context.tx, displaced);
  const entries =
    displaced.length === 0
      ? new Map<number, EntryRow>()
      : new Map(
          (
            await findEntriesOf(
              context.tx,
              displaced.map((playerId) => ({ tournamentId: tournament.id, playerId })),
            )
          ).map((entry) => [entry.playerId, entry]),
        );
  const pushes: Pushes = { notices: [], statuses: [] };
  for (const playerId of moved) {
    const known = changed.get(playerId);
    const playerFacts = known?.facts ?? facts.get(playerId);
    if (!playerFacts) continue;
    const place = after.get(playerId) ?? null;
    pushes.notices.push(
      noticePush({
        tournament,
        prize: null,
        currency: playerFacts.currency,
        now: context.now,
        playerId,
        kind: inPrizes(after, playerId) ? 'entered_prizes' : 'dropped_out',
        place,
      }),
    );
    const entry = entries.get(playerId);
    if (known || !entry) continue;
    pushes.statuses.push(
      await statusPushOf(
        context.tx,
        tournament,
        { playerId, facts: playerFacts },
        { entry, place: entry.points > 0 ? place : null, payouts: [] },
      ),
    );
  }
  return pushes;
}

/** A player's entry derived from their counted actions alone (so exact under any order). */
function entryOf(
  tournament: TournamentRow,
  playerId: number,
  actions: ActionRow[],
  before: EntryRow | undefined,
  now: Date,
): EntryScore {
  const achievement = achievementOf(tournament);
  let score: Score;
  let completedAt: Date | null = null;
  if (kindOf(tournament.frontendIdentifier) === 'achievement' && achievement) {
    score = achievementScore(achievement, actions);
    completedAt = completedAtOf(achievement, score, before, now);
  } else {
    score = scoreOf(tournament.scoring as Parameters<typeof scoreOf>[0], countedOf(actions));
  }
  return {
    tournamentId: tournament.id,
    playerId,
    points: score.points,
    bets: score.bets,
    betsEurCents: eurCentsBetIn(actions),
    scoredAt: score.scoredAt === 0 ? null : new Date(score.scoredAt),
    completedAt,
    now,
  };
}

/** The moment an achievement's entry completes: now, when this score first reaches the goal. */
function completedAtOf(
  achievement: AchievementSpec,
  score: Score,
  before: EntryRow | undefined,
  now: Date,
): Date | null {
  return score.points >= achievement.goal.target && !before?.completedAt ? now : null;
}

/** An achievement's score: its progress, the stakes and the latest action it read. */
function achievementScore(achievement: AchievementSpec, actions: readonly ProgressAction[]): Score {
  return {
    points: achievementProgress(achievement.goal, actions),
    bets: actions
      .filter((action) => action.kind === 'bet')
      .reduce((sum, action) => sum + action.amount, 0),
    scoredAt: actions.reduce((latest, action) => Math.max(latest, action.bookedAt.getTime()), 0),
  };
}

function eurCentsBetIn(actions: readonly Pick<ActionRow, 'kind' | 'eurCents'>[]): number {
  return actions
    .filter((action) => action.kind === 'bet')
    .reduce((sum, action) => sum + action.eurCents, 0);
}

/**
 * How an item's entries follow a batch's new actions without reading the earlier ones: an
 * additive scoring (bet sum, bet count: tournaments and quests) or an achievement whose progress
 * is a count or a total. Null: derived again from every counted action (the other scorings).
 */
function carryForwardOf(
  tournament: TournamentRow,
): ((before: Score, added: readonly InsertedAction[]) => Score) | null {
  if (kindOf(tournament.frontendIdentifier) === 'achievement') {
    const achievement = achievementOf(tournament);
    if (!achievement || !isAdditiveGoal(achievement.goal)) return null;
    return (before, added) => {
      const more = achievementScore(achievement, added);
      return {
        points: before.points + more.points,
        bets: before.bets + more.bets,
        scoredAt: Math.max(before.scoredAt, more.scoredAt),
      };
    };
  }
  const scoring = tournament.scoring as Scoring;
  if (!isAdditive(scoring)) return null;
  return (before, added) => scoreAfter(scoring, before, countedOf(added));
}

/**
 * A player's entry carried forward from the entry before and the batch's new actions: the same
 * entry `entryOf` derives from all of them (scoreAfter's property test; a count or a total of an
 * achievement is a sum too).
 */
function entryAfter(
  tournament: TournamentRow,
  carry: NonNullable<ReturnType<typeof carryForwardOf>>,
  playerId: number,
  added: readonly InsertedAction[],
  before: EntryRow | undefined,
  now: Date,
): EntryScore {
  const score = carry(
    {
      points: before?.points ?? 0,
      bets: before?.bets ?? 0,
      scoredAt: before?.scoredAt?.getTime() ?? 0,
    },
    added,
  );
  const achievement =
    kindOf(tournament.frontendIdentifier) === 'achievement' ? achievementOf(tournament) : null;
  return {
    tournamentId: tournament.id,
    playerId,
    points: score.points,
    bets: score.bets,
    betsEurCents: (before?.betsEurCents ?? 0) + eurCentsBetIn(added),
    scoredAt: score.scoredAt === 0 ? null : new Date(score.scoredAt),
    completedAt: achievement ? completedAtOf(achievement, score, before, now) : null,
    now,
  };
}

const pairKey = (pair: ItemPlayer) => `${pair.tournamentId}:${pair.playerId}`;

function byPair<T extends ItemPlayer>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const key = pairKey(row);
    const list = grouped.get(key);
    if (list) list.push(row);
    else grouped.set(key, [row]);
  }
  return grouped;
}

/** The status pushed from the entry just written and its place (a place matters in tournaments). */
function writtenEntry(entry: EntryScore, before: EntryRow | undefined): EntryRow {
  return {
    tournamentId: entry.tournamentId,
    playerId: entry.playerId,
    points: entry.points,
    bets: entry.bets,
    betsEurCents: entry.betsEurCents,
    scoredAt: entry.scoredAt,
    confirmedAt: before?.confirmedAt ?? null,
    completedAt: before?.completedAt ?? entry.completedAt,
    finalPlace: before?.finalPlace ?? null,
    updatedAt: entry.now,
  };
}

/** The players a batch changed in one item. */
interface ItemChanges {
  tournament: TournamentRow;
  changes: PlayerChange[];
}

/**
 * The entries of every item a batch changed, each carried forward from its new actions
 * (`carryForwardOf`) or derived again from every counted action (the other scorings, and any
 * undo), so exact under any order, redelivery or rollback; then what follows: prize-place
 * notices, the status pushes, and a `tournaments.prize-due` event for each quest level reached
 * or achievement completed (prizes.service.ts pays it). One statement per step for every item
 * and player of the batch (the entries, the actions derived again, the payouts, the write),
 * except the places: the prize holders per tournament before the write (down the rank index)
 * and one ordered pass after.
 */
async function rescoreItems(
  context: Context,
  items: readonly ItemChanges[],
): Promise<Pushes & { due: EventOf<'tournaments.prize-due'>[] }> {
  const { tx, now } = context;
  const plans = items.map((item) => {
    const kind = kindOf(item.tournament.frontendIdentifier);
    return {
      ...item,
      kind,
      carry: carryForwardOf(item.tournament),
      last: kind === 'tournament' ? lastPrizePlace(prizeRowsOf(item.tournament)) : 0,
      ids: item.changes.map((change) => change.viewer.playerId),
    };
  });
  const pairsOf = (plan: (typeof plans)[number], ids: readonly number[]) =>
    ids.map((playerId) => ({ tournamentId: plan.tournament.id, playerId }));
  // An entry carried forward reads only the batch's actions; an undo can move the latest
  // counted bet back, so those players (and every player of the other scorings) are derived
  // again from all their actions. Reading a player's whole history each batch grew with it: a
  // year's achievement or a month's quest of thousands of bets per player.
  const derived = plans.flatMap((plan) =>
    pairsOf(
      plan,
      plan.changes
        .filter((change) => plan.carry === null || change.undone)
        .map((change) => change.viewer.playerId),
    ),
  );
  const actions = byPair(await listCountedActionsOf(tx, derived));
  const befores = new Map(
    (
      await findEntriesOf(
        tx,
        plans.flatMap((plan) => pairsOf(plan, plan.ids)),
      )
    ).map((entry) => [pairKey(entry), entry]),
  );
  // Quest levels and achievements read their payouts; their prizes are paid apart (below).
  const payouts = byPair(
    await listPayoutsOf(
      tx,
      plans.filter((plan) => plan.kind !== 'tournament').flatMap((plan) => pairsOf(plan, plan.ids)),
    ),
  );
  // Who held a prize place before the writes: the notices compare it with the places after.
  const prizeHoldersBefore = new Map<number, Map<number, number>>();
  for (const plan of plans) {
    if (plan.last === 0) continue;
    prizeHoldersBefore.set(
      plan.tournament.id,
      await topPlacesOf(tx, plan.tournament.id, plan.last),
    );
  }
  const entries = plans.map((plan) =>
    plan.changes.map(({ viewer, added, undone }) => {
      const key = pairKey({ tournamentId: plan.tournament.id, playerId: viewer.playerId });
      const before = befores.get(key);
      return plan.carry !== null && !undone
        ? entryAfter(plan.tournament, plan.carry, viewer.playerId, added, before, now)
        : entryOf(plan.tournament, viewer.playerId, actions.get(key) ?? [], before, now);
    }),
  );
  await writeEntries(tx, entries.flat());

  const pushes: Pushes = { notices: [], statuses: [] };
  const due: EventOf<'tournaments.prize-due'>[] = [];
  for (const [at, plan] of plans.entries()) {
    const { tournament, kind, last, ids } = plan;
    const written = entries[at] ?? [];
    const paidTo = (playerId: number) =>
      payouts.get(pairKey({ tournamentId: tournament.id, playerId })) ?? [];
    for (const entry of written) {
      if (!prizeDue(tournament, entry, paidTo(entry.playerId))) continue;
      due.push({
        tournamentId: tournament.id,
        playerId: entry.playerId,
        createdAt: now.toISOString(),
      });
    }
    // Whoever the batch pushed out of the prize places stands within `last + ids.length` now.
    const placesAfter =
      kind === 'tournament'
        ? await placesOf(tx, tournament.id, ids, last > 0 ? last + ids.length : 0)
        : new Map<number, number>();
    const viewers = plan.changes.map((change) => change.viewer);
    const changed = new Map(viewers.map((viewer) => [viewer.playerId, viewer]));
    if (last > 0) {
      const prizeChanges = await prizeChangePushes(
        context,
        tournament,
        changed,
        prizeHoldersBefore.get(tournament.id) ?? new Map<number, number>(),
        placesAfter,
        last,
      );
      pushes.notices.push(...prizeChanges.notices);
      pushes.statuses.push(...prizeChanges.statuses);
    }
    for (const [index, viewer] of viewers.entries()) {
      const entry = written[index] as EntryScore;
      pushes.statuses.push(
        await statusPushOf(tx, tournament, viewer, {
          entry: writtenEntry(
            entry,
            befores.get(pairKey({ tournamentId: tournament.id, playerId: viewer.playerId })),
          ),
          place: entry.points > 0 ? (placesAfter.get(viewer.playerId) ?? null) : null,
          payouts: paidTo(viewer.playerId),
        }),
      );
    }
  }
  return { ...pushes, due };
}

/** The `tournaments-scores` consumer's registration (tournaments.plugin.ts; the bench's too). */
export const SCORES_CONSUMER = {
  topic: 'ledger.movement',
  name: 'tournaments-scores',
  options: { orderedBy: 'player', only: countsForTournaments },
} as const;

/**
 * A batch of movements, in the outbox consumer's transaction (decision 0303: the receipts and
 * the effect commit together; ordered per player): each running item a movement qualifies for
 * records it as a counted action (a redelivery finds it recorded and changes nothing), a
 * rollback marks the original undone (or leaves a tombstone when it comes first), and then each
 * entry the batch changed is written once. Applying a batch equals applying its movements one by
 * one: an entry is a function of the counted actions alone, carried forward by exactly the
 * actions the insert answers as new (a redelivered one is not) or derived again after an undo.
 * Answers the status snapshots for the caller to publish after the commit (`Pushes`).
 */
export async function recordMovements(
  tx: Transaction,
  deps: AppDeps,
  movements: readonly LedgerMovementEvent[],
): Promise<EventOf<'realtime.publish'>[]> {
  const counted = movements.filter((movement) => movement.playerId !== null);
  if (counted.length === 0) return [];
  const times = counted.map((movement) => Date.parse(movement.createdAt));
  const running = await listRunningBetween(
    tx,
    new Date(Math.min(...times)),
    new Date(Math.max(...times)),
  );
  if (running.length === 0) return [];
  const context: Context = { tx, now: deps.clock.now() };
  const rates = await eurRates(deps);
  const viewers = new Map<number, Viewer>();
  const changed = new Map<string, PlayerChange & { tournament: TournamentRow }>();

  const changeOf = (tournamentId: number, playerId: number) => {
    const key = `${tournamentId}:${playerId}`;
    const known = changed.get(key);
    if (known) return known;
    const tournament = running.find((row) => row.id === tournamentId);
    const viewer = viewers.get(playerId);
    if (!tournament || !viewer) return null;
    const change = { tournament, viewer, added: [], undone: false };
    changed.set(key, change);
    return change;
  };
  // New actions go in together, then the undos (their originals may be among them).
  const pending: NewActionRow[] = [];
  const undos: UndoneAction[] = [];

  const facts = await findPlayerFactsOf(tx, [
    ...new Set(counted.map((movement) => movement.playerId as number)),
  ]);
  for (const [playerId, known] of facts) viewers.set(playerId, { playerId, facts: known });

  for (const movement of counted) {
    const playerId = movement.playerId as number;
    const viewer = viewers.get(playerId);
    if (!viewer) continue;
    const at = new Date(movement.createdAt);
    for (const tournament of running) {
      if (tournament.startAt > at || tournament.endAt <= at) continue;
      if (!isVisibleTo(tournament, viewer)) continue;
      const counting = await countingOf(context, tournament, viewer, movement, at, rates);
      if (!counting) continue;
      if ('insert' in counting) pending.push(counting.insert);
      else undos.push(counting.undo);
    }
  }
  if (pending.length > 0) {
    for (const row of await insertActions(tx, pending)) {
      changeOf(row.tournamentId, row.playerId)?.added.push(row);
    }
  }
  // The undos after every insert, in one statement: an original arriving after its rollback in
  // the same batch is then recorded and undone, the state it would reach one event at a time.
  for (const row of await undoActions(tx, undos)) {
    const change = changeOf(row.tournamentId, row.playerId);
    if (change) change.undone = true;
  }
  const byItem = new Map<number, ItemChanges>();
  for (const { tournament, ...change } of changed.values()) {
    const item = byItem.get(tournament.id);
    if (item) item.changes.push(change);
    else byItem.set(tournament.id, { tournament, changes: [change] });
  }
  const { notices, statuses, due } = await rescoreItems(context, [...byItem.values()]);
  // Every item's notices in one insert. The prizes consumer pays in its own transaction: about
  // 25 statements a grant stay out of this batch, which holds every player's leaderboards.
  await enqueuePushes(tx, notices);
  if (due.length > 0) await enqueueEvents(tx, 'tournaments.prize-due', due);
  return statuses;
}

/**
 * The `tournaments-scores` batch handler as tournaments.plugin.ts registers it (the bench
 * too): the batch's scores in its transaction, the status snapshots published after its commit.
 */
export function scoresBatchHandler(
  deps: AppDeps,
  realtime: Pick<RealtimeService, 'publish'>,
): (
  items: readonly { event: LedgerMovementEvent }[],
  tx: Transaction,
  afterCommit: AfterCommit,
) => Promise<void> {
  return async (items, tx, afterCommit) => {
    const statuses = await recordMovements(
      tx,
      deps,
      items.map(({ event }) => event),
    );
    if (statuses.length > 0) afterCommit(() => publishAll(realtime, statuses));
  };
}

/** What a movement does to one item: a new counted action, an undo, or nothing. */
type Counting = { insert: NewActionRow } | { undo: UndoneAction } | null;

async function countingOf(
  context: Context,
  tournament: TournamentRow,
  viewer: Viewer,
  movement: LedgerMovementEvent,
  at: Date,
  rates: EurRates,
): Promise<Counting> {
  const kind = kindOf(tournament.frontendIdentifier);
  const achievement = kind === 'achievement' ? achievementOf(tournament) : null;
  if (kind === 'achievement' && !achievement) return null;
  const base = { tournamentId: tournament.id, playerId: viewer.playerId, bookedAt: at };

  if (movement.kind === 'rollback') {
    const play = movement.play;
    if (!play) return null;
    return {
      undo: {
        ...base,
        actionKey: `${play.studio}:${play.originalActionId}`,
        kind: play.originalKind,
      },
    };
  }
  if (movement.kind === 'deposit') {
    if (!achievement || !goalReads(achievement.goal, 'deposit')) return null;
    const amount = movement.playerLegs.player_real ?? 0;
    if (amount <= 0) return null;
    return {
      insert: {
        ...base,
        actionKey: `deposit:${movement.transactionId}`,
        kind: 'deposit',
        round: '',
        amount,
        eurCents: 0,
      },
    };
  }
  if (movement.kind !== 'bet' && movement.kind !== 'win') return null;
  return countingOfPlay(context, tournament, viewer, movement, at, rates, achievement);
}

async function countingOfPlay(
  context: Context,
  tournament: TournamentRow,
  viewer: Viewer,
  movement: PlayMovement,
  at: Date,
  rates: EurRates,
  achievement: AchievementSpec | null,
): Promise<Counting> {
  const play = movement.play;
  const qualifying = qualifyingOf(tournament);
  if (!playQualifies(qualifying, play)) return null;
  // Wins matter only where a round's ratio does (or an achievement's multiplier).
  if (achievement) {
    if (!goalReads(achievement.goal, movement.kind)) return null;
  } else if (
    movement.kind === 'win' &&
    (tournament.scoring === 'bet_sum' || tournament.scoring === 'bet_count')
  ) {
    return null;
  }
  if (tournament.entry === 'confirmation') {
    const entry = await findEntry(context.tx, tournament.id, viewer.playerId);
    if (!entry?.confirmedAt || entry.confirmedAt.getTime() > at.getTime()) return null;
  }
  const stake = play.split.realCents + play.split.bonusCents;
  const amount = amountIn(tournament, movement, stake, play.eurCents, rates);
  if (amount === null) return null;
  if (movement.kind === 'bet' && amount < qualifying.minBetCents) return null;
  return {
    insert: {
      tournamentId: tournament.id,
      playerId: viewer.playerId,
      bookedAt: at,
      actionKey: `${play.studio}:${play.actionId}`,
      kind: movement.kind,
      round: `${play.studio}:${play.round}`,
      amount,
      eurCents: play.eurCents,
      provider: play.provider,
    },
  };
}
