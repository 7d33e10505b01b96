import type { BrandConfig } from '@croupier/contracts/brand';
import { templateIneligibility } from '@croupier/domain/gifts/gift-eligibility';
import type { AppDeps } from '../../app-deps.js';
import { brandService } from '../brand/brand.service.js';
import { playBlock } from '../limits/limit-check.js';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { listEnabledTemplates, type GiftTemplate } from './gift-templates.repository.js';
import { findGiftPlayer } from './gifts.repository.js';
import { issueGift } from './gifts.service.js';
import {
  finishCashbackRun,
  findGroupsOf,
  findNetLosses,
  openCashbackRun,
} from './cashback.repository.js';

/**
 * Weekly cashback (issue 16; engagement.md §4 Gifts): after each ISO week ends (Monday 00:00
 * UTC), every player who lost real money in a currency that week gets a percentage of that net
 * loss (bets − wins − rollbacks, from the ledger), by their VIP tier, as a cashback gift of the
 * brand's cashback template — when the loss reaches the template's minimum in that currency.
 * Once per period: each gift's source reference is `cashback:<period>:<playerId>:<currency>`
 * (issueGift is idempotent by it), so a second run, or a run after a crash half-way, pays only
 * what is missing. `cashback_runs` records when each period ran and how many gifts it paid.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The run waits a few minutes after midnight, for bets booked at 23:59:59 to be committed. */
const GRACE_MS = 5 * 60_000;

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The ISO week label of `date`: `2026-W47` (the year is the week's Thursday's). */
export function isoWeekOf(date: Date): string {
  const thursday = new Date(weekStart(date).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = weekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / WEEK_MS);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last ISO week that ended by `now`: its label and [from, to). */
export function endedWeek(now: Date): { period: string; from: Date; to: Date } {
  const to = weekStart(new Date(now.getTime() - GRACE_MS));
  const from = new Date(to.getTime() - WEEK_MS);
  return { period: isoWeekOf(from), from, to };
}

/** The job's next run strictly after `after`: the coming Monday at 00:05 UTC. */
export function nextCashbackRun(after: Date): Date {
  const thisWeek = weekStart(after).getTime() + GRACE_MS;
  return new Date(thisWeek > after.getTime() ? thisWeek : thisWeek + WEEK_MS);
}

/**
 * The player's VIP tier key as the brand defines it (`groups.vipTiers`, searched in
 * `groups.vipStatusOrder`, K-083): the highest tier group they are in; `bronzeLegacy` counts as
 * bronze; none is `regular`.
 */
export function vipTierOf(groups: readonly number[], brandGroups: BrandConfig['groups']): string {
  const tierByGroup = new Map<number, string>();
  for (const [tier, group] of Object.entries(brandGroups.vipTiers)) {
    tierByGroup.set(group, tier === 'bronzeLegacy' ? 'bronze' : tier);
  }
  for (const group of brandGroups.vipStatusOrder) {
    if (groups.includes(group)) return tierByGroup.get(group) ?? 'regular';
  }
  if (groups.includes(brandGroups.vipTiers.bronzeLegacy)) return 'bronze';
  return 'regular';
}

/** `percent` of the loss, rounded down, in integer arithmetic (percent to 1/100 %). */
export function cashbackAmount(lossCents: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(lossCents) * basisPoints) / 10_000n);
}

export interface CashbackOutcome {
  period: string;
  /** Gifts issued by this run. */
  paid: number;
  /** Already paid for the period (an earlier run). */
  replayed: number;
  /** Below the minimum, tier at 0 %, or not eligible. */
  skipped: number;
}

function cashbackTemplate(templates: GiftTemplate[]): GiftTemplate | null {
  return templates.find((template) => template.rules.cashback !== undefined) ?? null;
}

/** Pays the cashback of the week that ended by `now` (see the file's comment). */
export async function runCashback(deps: AppDeps, now: Date): Promise<CashbackOutcome> {
  const db = deps.database.db;
  const { period, from, to } = endedWeek(now);
  const outcome: CashbackOutcome = { period, paid: 0, replayed: 0, skipped: 0 };
  const template = cashbackTemplate(await listEnabledTemplates(db, ['cashback']));
  const cashback = template?.rules.cashback;
  if (!template || !cashback) return outcome;
  await openCashbackRun(db, period, now);
  const { config } = await brandService(deps).get();
  const losses = await findNetLosses(db, from, to);
  const groups = await findGroupsOf(db, [...new Set(losses.map((loss) => loss.playerId))]);
  for (const loss of losses) {
    const minimum = cashback.minLossCents[loss.currency];
    const tier = vipTierOf(groups.get(loss.playerId) ?? [], config.groups);
    const percent = cashback.percentByTier[tier] ?? cashback.percentByTier.regular ?? 0;
    const amountCents = cashbackAmount(loss.lossCents, percent);
    if (minimum === undefined || loss.lossCents < minimum || amountCents <= 0) {
      outcome.skipped += 1;
      continue;
    }
    const player = await findGiftPlayer(db, loss.playerId);
    const refused =
      !player ||
      !player.canIssueBonuses ||
      // RG-06: no bonus while a self-exclusion or time-out runs.
      (await playBlock(db, loss.playerId, now)) !== null ||
      templateIneligibility(template.rules.eligibility, {
        groups: player.groups,
        country: player.country,
        currency: loss.currency,
      }) !== null;
    if (refused) {
      outcome.skipped += 1;
      continue;
    }
    const { replayed } = await db.transaction((tx) =>
      issueGift(tx, deps, {
        playerId: loss.playerId,
        templateId: template.id,
        currency: loss.currency,
        sourceReference: `cashback:${period}:${loss.playerId}:${loss.currency}`,
        amountCents,
        now,
      }),
    );
    if (replayed) outcome.replayed += 1;
    else outcome.paid += 1;
  }
  await finishCashbackRun(db, period, outcome.paid, now);
  return outcome;
}

/** The scheduled job: every Monday at 00:05 UTC, the week just ended (`npm run job -- cashback`). */
export function cashbackJob(deps: AppDeps): ScheduledJob {
  return {
    name: 'cashback',
    schedule: nextCashbackRun,
    async run({ now }) {
      const outcome = await runCashback(deps, now);
      return `${outcome.period}: paid ${outcome.paid}, already paid ${outcome.replayed}, skipped ${outcome.skipped}`;
    },
  };
}
