import type { Tournament, TournamentStatus } from '@croupier/contracts/tournaments';
import { isHidden, isTestQuest } from '@croupier/domain/tournaments/identifier';
import { statusFromDates } from '@croupier/domain/tournaments/status';
import type { TournamentTab } from '../../config/paths';

/**
 * What the tournament screens decide on their own (engagement.md §3 Tournament, §4
 * Tournaments, promos and quests; platform-core.md §4). Pure, tested beside.
 */

const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** An ISO instant, or a DD/MM/YYYY day (its UTC midnight), as epoch milliseconds. */
export function instantOf(date: string): number {
  const day = DAY_MONTH_YEAR.exec(date);
  if (day) return Date.UTC(Number(day[3]), Number(day[2]) - 1, Number(day[1]));
  return Date.parse(date);
}

/**
 * TN-004 (the domain's rule): the dates may be instants or DD/MM/YYYY days. Read against the
 * clock, so a page left open moves on.
 */
export function statusAt(
  item: { start_at: string; end_at: string },
  now: number,
): TournamentStatus {
  return statusFromDates(
    new Date(instantOf(item.start_at)),
    new Date(instantOf(item.end_at)),
    new Date(now),
  );
}

/** TN-005: what the timer counts down to, and its label; an archived item has no timer. */
export function timerOf(
  item: { start_at: string; end_at: string },
  now: number,
): { status: TournamentStatus; until: string | null } {
  const status = statusAt(item, now);
  if (status === 'future') return { status, until: item.start_at };
  if (status === 'active') return { status, until: item.end_at };
  return { status, until: null };
}

/** The items a player is shown: never `nonvisible` (TN-002), test quests only with the flag. */
export function shownItems<T extends Pick<Tournament, 'frontend_identifier' | 'kind'>>(
  items: readonly T[],
  showTestQuests: boolean,
): T[] {
  return items.filter(
    (item) =>
      !isHidden(item.frontend_identifier) &&
      (showTestQuests || item.kind !== 'quest' || !isTestQuest(item.frontend_identifier)),
  );
}

/** The tab shown at `/tournaments` itself: everything running or about to start. */
export type TournamentsView = 'root' | TournamentTab;

/**
 * TN-003: which items each `/tournaments` tab lists. `all` is every tournament of any type;
 * `actions` holds the promotional actions and the quests (whose page is `/action/{slug}`);
 * `achievements` the achievements; `archive` is served by its own call (`/recent`).
 */
export function itemsOfTab<T extends Pick<Tournament, 'type' | 'kind'>>(
  items: readonly T[],
  tab: TournamentsView,
): T[] {
  switch (tab) {
    case 'root':
      return items.filter((item) => item.kind !== 'achievement');
    case 'all':
      return items.filter((item) => item.kind === 'tournament');
    case 'producers':
      return items.filter((item) => item.kind === 'tournament' && item.type === 'producers');
    case 'lotteries':
      return items.filter((item) => item.kind === 'tournament' && item.type === 'lottery');
    case 'live':
      return items.filter((item) => item.kind === 'tournament' && item.type === 'live');
    case 'actions':
      return items.filter((item) => item.kind === 'quest' || item.type === 'action');
    case 'achievements':
      return items.filter((item) => item.kind === 'achievement');
    case 'archive':
      return [...items];
  }
}

/** SH-012: the side menu's and the top bar's number: tournaments running now. */
export function activeTournamentCount(
  items: readonly Pick<Tournament, 'kind' | 'start_at' | 'end_at'>[],
  now: number,
): number {
  return items.filter((item) => item.kind === 'tournament' && statusAt(item, now) === 'active')
    .length;
}

/** TN-028: the quests running now (the quest widget shows while there is one). */
export function activeQuests<T extends Pick<Tournament, 'kind' | 'start_at' | 'end_at'>>(
  items: readonly T[],
  now: number,
): T[] {
  return items.filter((item) => item.kind === 'quest' && statusAt(item, now) === 'active');
}

/** Running first (ending soonest first), then upcoming (starting soonest first). */
export function byTimer<T extends { start_at: string; end_at: string }>(
  items: readonly T[],
  now: number,
): T[] {
  const rank = (item: T) => (statusAt(item, now) === 'active' ? 0 : 1);
  const due = (item: T) =>
    statusAt(item, now) === 'active' ? instantOf(item.end_at) : instantOf(item.start_at);
  return [...items].sort((a, b) => rank(a) - rank(b) || due(a) - due(b));
}
