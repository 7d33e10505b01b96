import type { FastifyBaseLogger } from 'fastify';
import type { AdventureState } from '@croupier/contracts/adventures';
import type { AdventurePrize, VipAdventureSet } from '@croupier/contracts/fe-config';
import { bonusesAllowed } from '@croupier/domain/gifts/gift-eligibility';
import {
  adventureCalendar,
  dayTimerEnd,
  type Calendar,
} from '@croupier/domain/adventures/calendar';
import { formatAdventureLabel } from '@croupier/domain/adventures/label';
import { fromDmy, localDateAt, toDmy } from '@croupier/domain/adventures/local-dates';
import { prizeSetFor } from '@croupier/domain/adventures/prize-set';
import { timeZoneFor } from '@croupier/domain/limits/time-zones';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { issueGift } from '../gifts/gifts.service.js';
import { issueLootbox } from '../lootboxes/lootboxes.service.js';
import {
  addDayProgress,
  findAdventurePlayer,
  findDayProgress,
  findPrizeTemplateId,
  findStepGifts,
  findStepLootboxes,
  findSteps,
  insertStep,
  setStepGift,
  type AdventurePlayer,
  type AdventureStepRow,
} from './adventures.repository.js';

/**
 * The adventure calendar on the server (docs/adventures.md): which set a player plays, what
 * "today" is for them, what counts towards today's day, and the prizes. The calendar rules are
 * the domain's (packages/domain/src/adventures).
 */

export interface PlayerCalendar {
  set: VipAdventureSet;
  timeZone: string;
  timeZoneSource: 'site' | 'country';
  today: string;
  calendar: Calendar;
  steps: AdventureStepRow[];
}

/** The zone the site last reported, else the one of the player's country (UTC if unknown). */
export function zoneOf(player: AdventurePlayer): { timeZone: string; source: 'site' | 'country' } {
  return player.timeZone
    ? { timeZone: player.timeZone, source: 'site' }
    : { timeZone: timeZoneFor(player.country), source: 'country' };
}

/** The player's set (VIP-024) and calendar at `now`; null when the brand has no usable set. */
export async function playerCalendar(
  db: Executor,
  deps: AppDeps,
  player: AdventurePlayer,
  now: Date,
): Promise<PlayerCalendar | null> {
  const { config } = await brandService(deps).get();
  const set = prizeSetFor(config.feConfig.vipAdventures, player.groups);
  const startDate = set ? fromDmy(set.start_date) : null;
  if (!set || startDate === null || set.days.length === 0) return null;
  const { timeZone, source } = zoneOf(player);
  const today = localDateAt(now, timeZone);
  const steps = await findSteps(db, player.id, set.key);
  const calendar = adventureCalendar({
    days: set.days.map((day) => ({
      day: day.day,
      periodActivationDays: day.condition.periodActivationDays,
    })),
    startDate,
    completed: new Map(steps.map((step) => [step.step, step.completedOn])),
    today,
  });
  return { set, timeZone, timeZoneSource: source, today, calendar, steps };
}

/** What one ledger movement adds to the player's adventure. */
export interface AdventurePlay {
  playerId: number;
  currency: string;
  /** When it was booked: the day it counts for is the player's date then. */
  at: Date;
  depositEurCents: number;
  /** A bet's EUR cents; a rollback of a bet, negative. */
  wagerEurCents: number;
}

/**
 * Counts a deposit or a bet towards today's day; when the day's condition is met the step is
 * recorded and its prize granted, and completing the last day with every day done grants the
 * super prize. Runs inside the outbox consumer's transaction, once per event.
 */
export async function countTowardsAdventure(
  tx: Transaction,
  deps: AppDeps,
  log: FastifyBaseLogger,
  play: AdventurePlay,
): Promise<void> {
  const player = await findAdventurePlayer(tx, play.playerId);
  if (!player) return;
  const current = await playerCalendar(tx, deps, player, play.at);
  if (!current) return;
  const active = current.calendar.active;
  if (!active || active.firstDate === null) return;
  const rule = current.set.days.find((day) => day.day === active.day);
  if (!rule) return;
  // Most days ask no wager: their bets need no row (every bet of every player passes here).
  if (play.depositEurCents <= 0 && rule.condition.wager === 0) return;
  const progress = await addDayProgress(
    tx,
    {
      playerId: player.id,
      setKey: current.set.key,
      day: active.day,
      windowStart: active.firstDate,
    },
    { depositEurCents: play.depositEurCents, wagerEurCents: play.wagerEurCents },
    deps.clock.now(),
  );
  // A rollback never completes a day: only a deposit or a bet does.
  if (play.depositEurCents <= 0 && play.wagerEurCents <= 0) return;
  if (progress.bestDepositEurCents < rule.condition.minDep) return;
  if (progress.wageredEurCents < rule.condition.wager) return;

  const total = current.set.days.length + 1;
  const completedOn = current.today;
  const completed = await completeStep(tx, deps, log, {
    player,
    currency: play.currency,
    setKey: current.set.key,
    step: active.day,
    total,
    completedOn,
    prize: rule.prize,
  });
  if (!completed || active.day !== current.set.days.length) return;
  const done = new Set([...current.steps.map((step) => step.step), active.day]);
  if (!current.set.days.every((day) => done.has(day.day))) return;
  await completeStep(tx, deps, log, {
    player,
    currency: play.currency,
    setKey: current.set.key,
    step: total,
    total,
    completedOn,
    prize: current.set.superPrize,
  });
}

async function completeStep(
  tx: Transaction,
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: {
    player: AdventurePlayer;
    currency: string;
    setKey: string;
    step: number;
    total: number;
    completedOn: string;
    prize: AdventurePrize;
  },
): Promise<boolean> {
  const now = deps.clock.now();
  const label = formatAdventureLabel({
    step: input.step,
    total: input.total,
    date: toDmy(input.completedOn),
  });
  const key = { playerId: input.player.id, setKey: input.setKey, step: input.step };
  const recorded = await insertStep(tx, {
    ...key,
    completedOn: input.completedOn,
    label,
    giftId: null,
    createdAt: now,
  });
  if (!recorded) return false;
  const giftId = await grantPrize(tx, deps, log, { ...input, label, now });
  if (giftId !== null) await setStepGift(tx, key, giftId);
  return true;
}

/**
 * Issues the prize through the grant service, titled with the step label and idempotent by
 * `adventure:<set>:<step>:<player>`: a gift, or a lootbox the player opens for one (it has no
 * title of its own; the step keeps the label). A prize the brand cannot pay (no template, a
 * currency the template does not offer, a self-excluded player, a player who takes no bonuses)
 * leaves the step completed without a gift. Answers the gift's id, if a gift was issued.
 */
async function grantPrize(
  tx: Transaction,
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: {
    player: AdventurePlayer;
    currency: string;
    setKey: string;
    step: number;
    prize: AdventurePrize;
    label: string;
    now: Date;
  },
): Promise<number | null> {
  const sourceReference = `adventure:${input.setKey}:${input.step}:${input.player.id}`;
  const context = { playerId: input.player.id, setKey: input.setKey, step: input.step };
  // A player who turned bonuses off or is in the multi-account group gets no prize, as no
  // deposit gift (GF-010, GF-021): the day still counts as completed.
  if (!bonusesAllowed(input.player)) return null;
  try {
    const lootboxKey = input.prize.lootbox_template;
    if (lootboxKey && !input.prize.gift_template) {
      await issueLootbox(tx, deps, {
        playerId: input.player.id,
        templateKey: lootboxKey,
        currency: input.currency,
        sourceReference,
        now: input.now,
      });
      return null;
    }
    const templateKey = input.prize.gift_template;
    const templateId = templateKey ? await findPrizeTemplateId(tx, templateKey) : null;
    if (templateId === null) {
      log.warn({ ...context, templateKey }, 'adventure prize has no gift template');
      return null;
    }
    const { gift } = await issueGift(tx, deps, {
      playerId: input.player.id,
      templateId,
      currency: input.currency,
      sourceReference,
      now: input.now,
      title: input.label,
    });
    return gift.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn({ ...context, reason: error.message }, 'adventure prize not given');
    return null;
  }
}

/** `GET /api/player/adventures`: the calendar as the player sees it now. */
export async function adventureState(
  db: Executor,
  deps: AppDeps,
  playerId: number,
  now: Date,
): Promise<AdventureState | null> {
  const player = await findAdventurePlayer(db, playerId);
  if (!player) return null;
  const current = await playerCalendar(db, deps, player, now);
  if (!current) return null;
  const { set, calendar, timeZone } = current;
  const total = set.days.length + 1;
  const stepByNumber = new Map(current.steps.map((step) => [step.step, step]));
  const gifts = await findStepGifts(
    db,
    playerId,
    current.steps.flatMap((step) => (step.giftId === null ? [] : [step.giftId])),
  );
  const stepReference = (step: number) => `adventure:${set.key}:${step}:${playerId}`;
  const lootboxes = await findStepLootboxes(
    db,
    playerId,
    set.days.filter((rule) => rule.prize.lootbox_template).map((rule) => stepReference(rule.day)),
  );
  const giftOf = (step: number) => {
    const giftId = stepByNumber.get(step)?.giftId;
    const gift = giftId == null ? undefined : gifts.get(giftId);
    if (!gift) return null;
    return {
      id: gift.id,
      title: gift.title,
      stage: gift.stage as NonNullable<AdventureState['superPrize']['gift']>['stage'],
      activatable_until: gift.activatableUntil?.toISOString() ?? null,
    };
  };
  // Only an issued gift still waits for its activation: its deadline is the timer (VIP-022).
  const activationDeadline = (gift: ReturnType<typeof giftOf>) =>
    gift && gift.stage === 'issued' && gift.activatable_until
      ? new Date(gift.activatable_until)
      : null;

  const activeProgress =
    calendar.active && calendar.active.firstDate
      ? await findDayProgress(db, {
          playerId,
          setKey: set.key,
          day: calendar.active.day,
          windowStart: calendar.active.firstDate,
        })
      : null;

  const days = set.days.map((rule, index) => {
    const day = calendar.days[index];
    const state = day?.state ?? 'future';
    const gift = giftOf(rule.day);
    const endsAt = dayTimerEnd({
      state,
      lastDate: day?.lastDate ?? null,
      giftActivatableUntil: activationDeadline(gift),
      timeZone,
    });
    const isActive = calendar.active?.day === rule.day;
    return {
      day: rule.day,
      step: rule.day,
      stepTotal: total,
      isCompleted: state === 'completed',
      state,
      date: day?.firstDate ? toDmy(day.firstDate) : null,
      last_date: day?.lastDate ? toDmy(day.lastDate) : null,
      prize: rule.prize,
      condition: rule.condition,
      progress: isActive
        ? {
            best_deposit_eur_cents: activeProgress?.bestDepositEurCents ?? 0,
            wagered_eur_cents: activeProgress?.wageredEurCents ?? 0,
          }
        : null,
      label: stepByNumber.get(rule.day)?.label ?? null,
      gift,
      lootbox: lootboxes.get(stepReference(rule.day)) ?? null,
      ends_at: endsAt?.toISOString() ?? null,
    };
  });
  const superGift = giftOf(total);
  return {
    set: { key: set.key, title: set.title, start_date: set.start_date },
    time_zone: timeZone,
    time_zone_source: current.timeZoneSource,
    today: toDmy(current.today),
    finished: calendar.finished,
    stepTotal: total,
    days,
    superPrize: {
      step: total,
      stepTotal: total,
      state: 'superb',
      isCompleted: calendar.superPrize === 'won',
      outcome: calendar.superPrize,
      prize: set.superPrize,
      label: stepByNumber.get(total)?.label ?? null,
      gift: superGift,
      ends_at: activationDeadline(superGift)?.toISOString() ?? null,
    },
  };
}
