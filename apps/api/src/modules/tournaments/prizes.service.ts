import type { FastifyBaseLogger } from 'fastify';
import type { TournamentsPrizeDueEvent } from '@croupier/contracts/events';
import { kindOf, parseQuestIdentifier } from '@croupier/domain/tournaments/identifier';
import { levelsDue, QUEST_THRESHOLDS_EUR } from '@croupier/domain/tournaments/quest-levels';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { payPrize, pushNotice } from './payouts.service.js';
import { achievementOf, levelPrizesOf } from './tournaments.present.js';
import {
  findEntry,
  findPlayerFacts,
  findTournamentById,
  listPayouts,
  type EntryRow,
  type PayoutRow,
  type TournamentRow,
} from './tournaments.repository.js';
import { statusPushOf, type Viewer } from './tournaments.service.js';

/** The `tournaments-prizes` consumer's registration (tournaments.plugin.ts; the bench's too). */
export const PRIZES_CONSUMER = {
  topic: 'tournaments.prize-due',
  name: 'tournaments-prizes',
  options: { orderedBy: 'player' },
} as const;

/** The quest levels an entry reached whose prize no payout claims yet, ascending. */
function questLevelsDue(tournament: TournamentRow, betsEurCents: number, payouts: PayoutRow[]) {
  const { size } = parseQuestIdentifier(tournament.frontendIdentifier);
  const claimed = new Set(
    payouts.flatMap((payout) =>
      payout.kind === 'level' && payout.position !== null ? [payout.position] : [],
    ),
  );
  return levelsDue(QUEST_THRESHOLDS_EUR[size], betsEurCents, claimed);
}

/**
 * Whether an entry the scores consumer just wrote leaves a prize for the prizes consumer: a
 * quest level reached and not claimed, or an achievement completed by this write (`completedAt`
 * is set once, by the write that completes it).
 */
export function prizeDue(
  tournament: TournamentRow,
  entry: { betsEurCents: number; completedAt: Date | null },
  payouts: PayoutRow[],
): boolean {
  const kind = kindOf(tournament.frontendIdentifier);
  if (kind === 'quest') return questLevelsDue(tournament, entry.betsEurCents, payouts).length > 0;
  return kind === 'achievement' && entry.completedAt !== null;
}

/**
 * A `tournaments.prize-due` event, in the prizes consumer's transaction (its receipt commits
 * with the payment): every quest level the entry reached pays its prize once, by
 * `tournament:<id>:level:<n>:player:<p>` (a rollback never takes a paid level back), and a
 * completed achievement pays its reward once; each tells the player, and the player's status is
 * pushed again with the prize marked granted. The entry is read as it stands: an event for a
 * prize already paid finds it claimed and does nothing.
 */
export async function payDuePrizes(
  tx: Transaction,
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  event: TournamentsPrizeDueEvent,
): Promise<void> {
  const tournament = await findTournamentById(tx, event.tournamentId);
  const facts = await findPlayerFacts(tx, event.playerId);
  const entry = await findEntry(tx, event.tournamentId, event.playerId);
  if (!tournament || !facts || !entry) return;
  const viewer: Viewer = { playerId: event.playerId, facts };
  const payouts = await listPayouts(tx, { tournamentId: tournament.id, playerId: viewer.playerId });
  const now = deps.clock.now();
  const kind = kindOf(tournament.frontendIdentifier);
  const paid =
    kind === 'quest'
      ? await payQuestLevels(tx, deps, log, { tournament, viewer, entry, payouts, now })
      : kind === 'achievement'
        ? await payAchievement(tx, deps, log, { tournament, viewer, entry, payouts, now })
        : false;
  if (!paid) return;
  // The entry read above is current (this consumer writes payouts, not entries), and quests and
  // achievements have no place: only the payouts just written are read again.
  const status = await statusPushOf(tx, tournament, viewer, { entry, place: null });
  await enqueueEvent(tx, 'realtime.publish', status);
}

interface Due {
  tournament: TournamentRow;
  viewer: Viewer;
  entry: EntryRow;
  payouts: PayoutRow[];
  now: Date;
}

/** Quests: each level reached pays its prize once; answers whether any was paid. */
async function payQuestLevels(
  tx: Transaction,
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  { tournament, viewer, entry, payouts, now }: Due,
): Promise<boolean> {
  const prizes = levelPrizesOf(tournament);
  let any = false;
  for (const level of questLevelsDue(tournament, entry.betsEurCents, payouts)) {
    const prize = prizes[level - 1] ?? null;
    if (!prize) continue;
    const paid = await payPrize(tx, deps, log, {
      tournament,
      playerId: viewer.playerId,
      prize,
      reference: `tournament:${tournament.id}:level:${level}:player:${viewer.playerId}`,
      kind: 'level',
      position: level,
      now,
    });
    if (!paid) continue;
    any = true;
    await pushNotice(tx, {
      tournament,
      playerId: viewer.playerId,
      kind: 'quest_level',
      place: level,
      prize,
      currency: viewer.facts.currency,
      now,
    });
  }
  return any;
}

/**
 * Achievements: a completed one pays its reward once and tells the player. One event announces
 * it (the scores write that sets `completedAt`); a reward already claimed says nothing more, and
 * a reward the player cannot take (self-excluded) leaves a notice that promises no prize.
 */
async function payAchievement(
  tx: Transaction,
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  { tournament, viewer, entry, payouts, now }: Due,
): Promise<boolean> {
  const achievement = achievementOf(tournament);
  if (!entry.completedAt || !achievement) return false;
  if (payouts.some((payout) => payout.kind === 'achievement')) return false;
  const reward = achievement.reward ?? null;
  const paid = reward
    ? await payPrize(tx, deps, log, {
        tournament,
        playerId: viewer.playerId,
        prize: reward,
        reference: `tournament:${tournament.id}:achievement:player:${viewer.playerId}`,
        kind: 'achievement',
        position: null,
        now,
      })
    : false;
  await pushNotice(tx, {
    tournament,
    playerId: viewer.playerId,
    kind: 'achievement',
    place: null,
    prize: paid ? reward : null,
    currency: viewer.facts.currency,
    now,
  });
  return true;
}
