import { reachedTier, tierRank } from '@croupier/domain/vip/programme';
import { nextQuarterStart, quarterOf } from '@croupier/domain/vip/quarter';
import { statusOfGroups } from '@croupier/domain/vip/groups';
import { vipStatusKeySchema } from '@croupier/contracts/vip';
import type { AppDeps } from '../../app-deps.js';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import {
  findExpiringPlayers,
  findGroupIds,
  findPlayerCurrency,
  findQuarterSums,
  findStatusQuarter,
} from './vip.repository.js';
import { applyStatus, forgetProgramme, loadProgramme } from './vip.service.js';

const BATCH = 200;

export interface ExpiryOutcome {
  quarter: string;
  /** Players whose status the ended quarter had given and who hold less now. */
  expired: number;
  /** Lifelong tiers, or a status the new quarter already gave. */
  kept: number;
}

/**
 * VIP-011: at a quarter's start (UTC), every status an ended quarter gave ends. The player keeps
 * what the new quarter's sums already reach (the job may run late, after their first deposits),
 * else drops to the entry tier; lifelong tiers stay. Statuses set by an operator's group change
 * end the same way. Each player is one transaction; a second run finds nothing left to do.
 */
export async function expireQuarterStatuses(deps: AppDeps, now: Date): Promise<ExpiryOutcome> {
  const db = deps.database.db;
  forgetProgramme(deps);
  const programme = await loadProgramme(deps);
  const quarter = quarterOf(now);
  const outcome: ExpiryOutcome = { quarter: quarter.label, expired: 0, kept: 0 };
  const expiringTiers = programme.tiers.filter(
    (tier) => tierRank(programme, tier.key) > 0 && !tier.lifelong,
  );
  const groupIds = expiringTiers.flatMap((tier) => [
    programme.groups.tiers[tier.key],
    programme.groups.legacy[tier.key],
  ]);
  const expiringGroups = groupIds.filter((group): group is number => group !== undefined);
  let afterId = 0;
  for (;;) {
    const playerIds = await findExpiringPlayers(db, expiringGroups, quarter.label, afterId, BATCH);
    if (playerIds.length === 0) break;
    for (const playerId of playerIds) {
      afterId = playerId;
      const expired = await db.transaction(async (tx) => {
        const held = statusOfGroups(await findGroupIds(tx, playerId), programme.groups);
        const heldTier = programme.tiers.find((tier) => tier.key === held);
        if (!heldTier || heldTier.lifelong || tierRank(programme, held) <= 0) return false;
        if ((await findStatusQuarter(tx, playerId)) === quarter.label) return false;
        const currency = await findPlayerCurrency(tx, playerId);
        const sums = currency
          ? await findQuarterSums(tx, playerId, quarter.label, currency)
          : { depositCents: 0, betSumCents: 0 };
        const status = vipStatusKeySchema.parse(reachedTier(programme, currency ?? '', sums));
        await applyStatus(tx, programme, { playerId, status, quarter: quarter.label, now });
        return true;
      });
      if (expired) outcome.expired += 1;
      else outcome.kept += 1;
    }
  }
  return outcome;
}

/** The job: at 00:00 UTC on 1 January, April, July and October, on one instance. */
export function vipExpiryJob(deps: AppDeps): ScheduledJob {
  return {
    name: 'vip-quarter-expiry',
    schedule: nextQuarterStart,
    async run({ now }) {
      const outcome = await expireQuarterStatuses(deps, now);
      return `${outcome.quarter}: expired ${outcome.expired}, kept ${outcome.kept}`;
    },
  };
}
