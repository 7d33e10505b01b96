import type { z } from 'zod';
import type {
  AchievementInfo,
  QuestInfo,
  Tournament,
  TournamentPrize,
  TournamentTopPlayer,
} from '@croupier/contracts/tournaments';
import { kindOf, parseQuestIdentifier } from '@croupier/domain/tournaments/identifier';
import { QUEST_THRESHOLDS_EUR } from '@croupier/domain/tournaments/quest-levels';
import { maskNickname, prizeRowFor } from '@croupier/domain/tournaments/scoring';
import { statusFromDates } from '@croupier/domain/tournaments/status';
import {
  achievementSpecSchema,
  prizeRowSpecSchema,
  prizeSpecSchema,
  qualifyingSpecSchema,
  type AchievementSpec,
  type PrizeRowSpec,
  type PrizeSpec,
  type QualifyingSpec,
} from './tournaments.model.js';
import type { RankedRow, TournamentRow } from './tournaments.repository.js';

/**
 * A jsonb column read with its schema once per value read from the database, answered shared
 * (so read-only): the scores consumer reads an item's row once a batch and asks its prize
 * table for each of the batch's players; parsing it each time was a fifth of the consumer's CPU
 * (bench tournament-leaderboard's profile).
 */
function parsedOnce<T>(schema: z.ZodType<T>): (value: unknown) => T {
  const parsed = new WeakMap<object, T>();
  return (value) => {
    if (typeof value !== 'object' || value === null) return schema.parse(value);
    const known = parsed.get(value);
    if (known !== undefined) return known;
    const fresh = schema.parse(value);
    parsed.set(value, fresh);
    return fresh;
  };
}

const readPrizeRows = parsedOnce(prizeRowSpecSchema.array().readonly());
const readLevelPrizes = parsedOnce(prizeSpecSchema.nullable().array().readonly());
const readAchievement = parsedOnce(achievementSpecSchema);
const readQualifying = parsedOnce(qualifyingSpecSchema);

/** The jsonb columns, read with their schemas (written only through them). */
export function prizeRowsOf(row: TournamentRow): readonly PrizeRowSpec[] {
  return readPrizeRows(row.prizes);
}
export function levelPrizesOf(row: TournamentRow): readonly (PrizeSpec | null)[] {
  return readLevelPrizes(row.levelPrizes);
}
export function achievementOf(row: TournamentRow): AchievementSpec | null {
  return row.achievement === null ? null : readAchievement(row.achievement);
}
export function qualifyingOf(row: TournamentRow): QualifyingSpec {
  return readQualifying(row.qualifying);
}

/**
 * A prize as the player reads it: money in `currency` when the prize names an amount in it,
 * else in the first currency it names.
 */
export function presentPrize(prize: PrizeSpec, currency: string): TournamentPrize {
  const amounts = prize.amountCents ?? {};
  const shownCurrency = amounts[currency] !== undefined ? currency : Object.keys(amounts)[0];
  const money = prize.kind === 'money' || prize.kind === 'bonus';
  return {
    kind: prize.kind,
    title: prize.title,
    currency: money ? (shownCurrency ?? null) : null,
    amount_cents: money && shownCurrency ? (amounts[shownCurrency] ?? null) : null,
    freespins_count: prize.kind === 'freespins' ? (prize.freespinsCount ?? null) : null,
    comp_points: prize.kind === 'comp_points' ? (prize.compPoints ?? null) : null,
    lootbox_title: prize.kind === 'lootbox' ? (prize.lootboxTitle ?? prize.title) : null,
  };
}

export function prizeForPlace(
  row: TournamentRow,
  place: number | null,
  currency: string,
): TournamentPrize | null {
  if (place === null) return null;
  const prizeRow = prizeRowFor(prizeRowsOf(row), place);
  return prizeRow ? presentPrize(prizeRow.prize, currency) : null;
}

export function questInfoOf(row: TournamentRow, currency: string): QuestInfo | null {
  if (kindOf(row.frontendIdentifier) !== 'quest') return null;
  const { size, slug } = parseQuestIdentifier(row.frontendIdentifier);
  const prizes = levelPrizesOf(row);
  return {
    size,
    slug,
    levels: QUEST_THRESHOLDS_EUR[size].map((threshold, at) => {
      const prize = prizes[at];
      return {
        level: at + 1,
        threshold_eur: threshold,
        prize: prize ? presentPrize(prize, currency) : null,
      };
    }),
  };
}

function achievementInfoOf(row: TournamentRow, currency: string): AchievementInfo | null {
  const spec = achievementOf(row);
  if (!spec) return null;
  return {
    goal: spec.goal,
    badge: spec.badge,
    reward: spec.reward ? presentPrize(spec.reward, currency) : null,
  };
}

/**
 * A leaderboard row: only the viewer's own row carries their nickname unmasked (a player with
 * none sees what others see; the site marks the row as theirs).
 */
export function presentRanked(
  row: TournamentRow,
  ranked: RankedRow,
  place: number,
  viewerId: number | null,
  currency: string,
): TournamentTopPlayer {
  const isMe = viewerId !== null && ranked.playerId === viewerId;
  return {
    award_place: place,
    nickname:
      isMe && ranked.nickname ? ranked.nickname : maskNickname(ranked.nickname, ranked.playerId),
    points: ranked.points,
    bets: ranked.bets,
    prize: prizeForPlace(row, place, currency),
    is_me: isMe,
  };
}

export function presentTournament(
  row: TournamentRow,
  input: {
    now: Date;
    /** The viewer's currency (prizes shown in it), else the tournament's. */
    currency: string | null;
    viewerId: number | null;
    top: RankedRow[];
    totals: { players: number; bets: number } | undefined;
  },
): Tournament {
  const currency = input.currency ?? row.currency;
  const qualifying = qualifyingOf(row);
  return {
    id: row.id,
    frontend_identifier: row.frontendIdentifier,
    title: row.title,
    description: row.description,
    type: row.type as Tournament['type'],
    kind: kindOf(row.frontendIdentifier),
    currency: row.currency,
    group_ids: row.groupIds,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    status: statusFromDates(row.startAt, row.endAt, input.now),
    scoring: row.scoring as Tournament['scoring'],
    entry: row.entry as Tournament['entry'],
    qualifying: {
      games: qualifying.games,
      categories: qualifying.categories,
      providers: qualifying.providers,
      min_bet_cents: qualifying.minBetCents,
    },
    prizes: prizeRowsOf(row).map((prizeRow) => ({
      from_place: prizeRow.fromPlace,
      to_place: prizeRow.toPlace,
      prize: presentPrize(prizeRow.prize, currency),
    })),
    top_players: input.top.map((ranked, at) =>
      presentRanked(row, ranked, at + 1, input.viewerId, currency),
    ),
    bets: input.totals?.bets ?? 0,
    players_count: input.totals?.players ?? 0,
    finished: row.closedAt !== null,
    terms_file: row.termsUrl ? { url: row.termsUrl, categories: row.termsCategories } : null,
    image: row.image,
    quest: questInfoOf(row, currency),
    achievement: achievementInfoOf(row, currency),
  };
}
