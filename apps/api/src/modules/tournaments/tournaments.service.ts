import type {
  Tournament,
  TournamentDetail,
  TournamentPlayerEntry,
  TournamentPlayerStatus,
} from '@croupier/contracts/tournaments';
import type { EventOf } from '@croupier/contracts/events';
import { isHidden, kindOf, parseQuestIdentifier } from '@croupier/domain/tournaments/identifier';
import {
  currentLevelIndex,
  levelStates,
  QUEST_THRESHOLDS_EUR,
} from '@croupier/domain/tournaments/quest-levels';
import { statusFromDates } from '@croupier/domain/tournaments/status';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  achievementOf,
  prizeForPlace,
  presentRanked,
  presentTournament,
} from './tournaments.present.js';
import {
  confirmEntry,
  findEntry,
  findPlayerFacts,
  findTournamentById,
  findTournamentByIdentifier,
  listPayouts,
  listPlayerEntries,
  listRanked,
  listTournaments,
  placeOf,
  totalsOf,
  type EntryRow,
  type PayoutRow,
  type PlayerFacts,
  type TournamentRow,
} from './tournaments.repository.js';

/** TN-010: the list's top ten; the page's leaderboard shows up to 100. */
export const TOP_PLAYERS = 10;
export const LEADERBOARD_ROWS = 100;
/** TN-008: `recent` is the last 10 archived. */
export const RECENT_COUNT = 10;

export interface Viewer {
  playerId: number;
  facts: PlayerFacts;
}

/** TN-006 / TN-030: shown to members of one of its groups (empty: everyone); never `nonvisible`. */
export function isVisibleTo(row: TournamentRow, viewer: Viewer | null): boolean {
  if (isHidden(row.frontendIdentifier) || row.canceledAt !== null) return false;
  if (row.groupIds.length === 0) return true;
  return viewer !== null && row.groupIds.some((group) => viewer.facts.groups.includes(group));
}

export async function viewerOf(db: Executor, playerId: number | null): Promise<Viewer | null> {
  if (playerId === null) return null;
  const facts = await findPlayerFacts(db, playerId);
  return facts ? { playerId, facts } : null;
}

async function presentMany(
  db: Executor,
  rows: TournamentRow[],
  viewer: Viewer | null,
  now: Date,
): Promise<Tournament[]> {
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) =>
      presentTournament(row, {
        now,
        currency: viewer?.facts.currency ?? null,
        viewerId: viewer?.playerId ?? null,
        top: await listRanked(db, row.id, TOP_PLAYERS),
        totals: totals.get(row.id),
      }),
    ),
  );
}

/** `GET /api/tournaments`: every visible item not yet archived, soonest end first. */
export async function listCurrent(db: Executor, viewer: Viewer | null, now: Date) {
  const rows = (await listTournaments(db)).filter(
    (row) => isVisibleTo(row, viewer) && statusFromDates(row.startAt, row.endAt, now) !== 'archive',
  );
  return presentMany(db, rows, viewer, now);
}

/** `GET /api/tournaments/recent`: the last 10 archived visible items, latest end first. */
export async function listRecent(db: Executor, viewer: Viewer | null, now: Date) {
  const rows = (await listTournaments(db))
    .filter(
      (row) =>
        isVisibleTo(row, viewer) && statusFromDates(row.startAt, row.endAt, now) === 'archive',
    )
    .sort((a, b) => b.endAt.getTime() - a.endAt.getTime())
    .slice(0, RECENT_COUNT);
  return presentMany(db, rows, viewer, now);
}

/** An item by id or identifier, visible to the viewer, else 404 (hidden ones do not exist). */
export async function findVisible(
  db: Executor,
  idOrIdentifier: string,
  viewer: Viewer | null,
): Promise<TournamentRow> {
  const row = /^\d+$/.test(idOrIdentifier)
    ? await findTournamentById(db, Number(idOrIdentifier))
    : await findTournamentByIdentifier(db, idOrIdentifier);
  if (!row || !isVisibleTo(row, viewer)) throw AppError.notFound('No such tournament');
  return row;
}

/** `GET /api/tournaments/{id}`: the item with up to 100 leaderboard rows and the viewer's own. */
export async function detailOf(
  db: Executor,
  row: TournamentRow,
  viewer: Viewer | null,
  now: Date,
): Promise<TournamentDetail> {
  const [item] = await presentMany(db, [row], viewer, now);
  if (!item) throw AppError.notFound('No such tournament');
  const currency = viewer?.facts.currency ?? row.currency;
  const viewerId = viewer?.playerId ?? null;
  const ranked = await listRanked(db, row.id, LEADERBOARD_ROWS);
  const leaderboard = ranked.map((entry, at) =>
    presentRanked(row, entry, at + 1, viewerId, currency),
  );
  let myRow = null;
  if (viewer && !leaderboard.some((entry) => entry.is_me)) {
    const entry = await findEntry(db, row.id, viewer.playerId);
    const place = entry ? await placeOf(db, row.id, entry) : null;
    if (entry && place !== null) {
      myRow = presentRanked(
        row,
        { ...entry, nickname: viewer.facts.nickname },
        place,
        viewerId,
        currency,
      );
    }
  }
  return { ...item, leaderboard, my_row: myRow };
}

/**
 * The player's status as its `tournaments_statuses` push (event `updated`), for a caller that
 * sends many in one insert (the scores consumer, the close).
 */
export async function statusPushOf(
  db: Executor,
  row: TournamentRow,
  viewer: Parameters<typeof statusOf>[2],
  known?: Parameters<typeof statusOf>[3],
): Promise<EventOf<'realtime.publish'>> {
  const data = await statusOf(db, row, viewer, known);
  return { channel: 'tournaments_statuses', event: 'updated', playerId: viewer.playerId, data };
}

/** TN-008 `{id}/status`: the player's standing, quest levels and achievement progress. */
export async function statusOf(
  db: Executor,
  row: TournamentRow,
  viewer: { playerId: number; facts: Pick<PlayerFacts, 'currency'> },
  /**
   * The entry and its place when the caller has just written and placed them; and the player's
   * payouts when the caller read them for many players at once (the close).
   */
  known?: { entry: EntryRow; place: number | null; payouts?: PayoutRow[] },
): Promise<TournamentPlayerStatus> {
  const entry = known ? known.entry : await findEntry(db, row.id, viewer.playerId);
  const points = entry?.points ?? 0;
  const place = known ? known.place : entry ? await placeOf(db, row.id, entry) : null;
  const currency = viewer.facts.currency;
  const kind = kindOf(row.frontendIdentifier);
  const payouts =
    kind === 'tournament'
      ? []
      : (known?.payouts ??
        (await listPayouts(db, { tournamentId: row.id, playerId: viewer.playerId })));
  let quest: TournamentPlayerStatus['quest'] = null;
  if (kind === 'quest') {
    const thresholds = QUEST_THRESHOLDS_EUR[parseQuestIdentifier(row.frontendIdentifier).size];
    const betsEur = entry?.betsEurCents ?? 0;
    const states = levelStates(thresholds, betsEur);
    const current = currentLevelIndex(thresholds, betsEur);
    const granted = new Set(
      payouts.filter((payout) => payout.kind === 'level').map((payout) => payout.position),
    );
    quest = {
      bets_eur_cents: betsEur,
      current_level: current + 1,
      next_threshold_eur: thresholds[current + 1] ?? null,
      levels: thresholds.map((_, at) => ({
        level: at + 1,
        state: states[at] ?? 'locked',
        granted: granted.has(at + 1),
      })),
    };
  }
  const achievement = achievementOf(row);
  return {
    tournament_id: row.id,
    finished: row.closedAt !== null,
    place: kind === 'tournament' ? place : null,
    points,
    bets: entry?.bets ?? 0,
    confirmed: row.entry === 'automatic' || entry?.confirmedAt != null,
    confirmation_required: row.entry === 'confirmation' && entry?.confirmedAt == null,
    prize: kind === 'tournament' ? prizeForPlace(row, place, currency) : null,
    quest,
    achievement: achievement
      ? {
          progress: points,
          target: achievement.goal.target,
          completed_at: entry?.completedAt?.toISOString() ?? null,
          granted: payouts.some((payout) => payout.kind === 'achievement' && payout.paid),
        }
      : null,
  };
}

/** TN-008 `player`: the player's standing in every visible item not archived. */
export async function playerEntries(
  db: Executor,
  viewer: Viewer,
  now: Date,
): Promise<TournamentPlayerEntry[]> {
  const entries = new Map(
    (await listPlayerEntries(db, viewer.playerId)).map((entry) => [entry.tournamentId, entry]),
  );
  const rows = (await listTournaments(db)).filter(
    (row) => isVisibleTo(row, viewer) && statusFromDates(row.startAt, row.endAt, now) !== 'archive',
  );
  return Promise.all(
    rows.map(async (row) => {
      const entry = entries.get(row.id);
      const needsConfirmation = row.entry === 'confirmation' && entry?.confirmedAt == null;
      return {
        tournament_id: row.id,
        status: needsConfirmation ? ('confirmation_required' as const) : ('joined' as const),
        place:
          entry && kindOf(row.frontendIdentifier) === 'tournament'
            ? await placeOf(db, row.id, entry)
            : null,
        points: entry?.points ?? 0,
        bets: entry?.bets ?? 0,
      };
    }),
  );
}

/** TN-009: joins the player; an archived item cannot be joined (409). Idempotent. */
export async function confirm(
  deps: AppDeps,
  row: TournamentRow,
  viewer: Viewer,
): Promise<TournamentPlayerStatus> {
  const now = deps.clock.now();
  if (row.closedAt !== null || statusFromDates(row.startAt, row.endAt, now) === 'archive') {
    throw new AppError('conflict', 'This tournament has finished');
  }
  const db = deps.database.db;
  await confirmEntry(db, row.id, viewer.playerId, now);
  return statusOf(db, row, viewer);
}
