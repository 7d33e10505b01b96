import { parseArgs } from 'node:util';
import { vipStatusKeySchema } from '@croupier/contracts/vip';
import { quarterOf } from '@croupier/domain/vip/quarter';
import type { AppDeps } from '../../app-deps.js';
import { recordOperatorEvent } from '../audit/security-events.js';
import { expireQuarterStatuses } from './vip-expiry.job.js';
import { findPlayerCurrency, updateTierThresholds } from './vip.repository.js';
import { applyStatus, forgetProgramme, loadProgramme, progressOf } from './vip.service.js';

const USAGE = `usage: npm run vip -w @croupier/api -- <command> [options]
  tiers                                   the tiers, their groups and thresholds per currency
  set-threshold <tier> <currency> --deposit <minor units> --bets <minor units>
                                          what reaching <tier> takes in <currency> in a quarter
  remove-threshold <tier> <currency>      the currency falls back to the tier's default
  progress <playerId>                     the player's status and this quarter's progress
  set-status <playerId> <tier>            give a status now (it ends with this quarter unless
                                          lifelong); the player's groups follow
  expire                                  end the statuses ended quarters gave (the job's work)
Every change is recorded in the audit log (security_events, type vip_operator). A running api
reads the tiers again within 30 seconds.`;

export class VipUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

const minorUnits = (text: string | undefined, name: string): number => {
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value < 0) {
    throw new VipUsageError(`--${name} must be a whole number of minor units`);
  }
  return value;
};

const playerIdOf = (text: string | undefined): number => {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new VipUsageError('a player id is needed');
  return id;
};

function audit(deps: AppDeps, playerId: number | null, details: Record<string, unknown>) {
  return recordOperatorEvent(deps, 'vip_operator', playerId, details);
}

/** `npm run vip -- …` (docs/vip.md): the VIP programme an operator manages. */
export async function runVipCommand(deps: AppDeps, argv: readonly string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { deposit: { type: 'string' }, bets: { type: 'string' } },
  });
  const [command, first, second] = positionals;
  const db = deps.database.db;
  const now = deps.clock.now();
  forgetProgramme(deps);
  switch (command) {
    case 'tiers': {
      const programme = await loadProgramme(deps);
      return JSON.stringify(
        programme.tiers.map((tier) => ({ ...tier, groupId: programme.groups.tiers[tier.key] })),
        null,
        2,
      );
    }
    case 'set-threshold':
    case 'remove-threshold': {
      const tierKey = vipStatusKeySchema.safeParse(first);
      const currency = second?.toUpperCase();
      if (!tierKey.success) throw new VipUsageError(`unknown tier ${first ?? ''}`);
      if (!currency || !/^[A-Z]{3,4}$/.test(currency)) throw new VipUsageError('a currency code');
      const programme = await loadProgramme(deps);
      const tier = programme.tiers.find((candidate) => candidate.key === tierKey.data);
      if (!tier) throw new VipUsageError(`the brand has no tier ${tierKey.data}`);
      if (tier === programme.tiers[0]) throw new VipUsageError('the entry tier takes nothing');
      const others = Object.entries(tier.thresholds).filter(([code]) => code !== currency);
      const thresholds = Object.fromEntries(
        command === 'set-threshold'
          ? [
              ...others,
              [
                currency,
                {
                  depositCents: minorUnits(values.deposit, 'deposit'),
                  betSumCents: minorUnits(values.bets, 'bets'),
                },
              ],
            ]
          : others,
      ) as typeof tier.thresholds;
      await updateTierThresholds(db, tier.key, thresholds, now);
      await audit(deps, null, {
        action: command,
        tier: tier.key,
        currency,
        before: tier.thresholds[currency] ?? null,
        after: thresholds[currency] ?? null,
      });
      forgetProgramme(deps);
      return `${tier.key} ${currency}: ${JSON.stringify(thresholds[currency] ?? tier.defaultThresholds)}`;
    }
    case 'progress': {
      const playerId = playerIdOf(first);
      if ((await findPlayerCurrency(db, playerId)) === null) {
        throw new VipUsageError(`no player ${playerId}`);
      }
      return JSON.stringify(await progressOf(deps, playerId), null, 2);
    }
    case 'set-status': {
      const playerId = playerIdOf(first);
      const status = vipStatusKeySchema.safeParse(second);
      if (!status.success) throw new VipUsageError(`unknown tier ${second ?? ''}`);
      if ((await findPlayerCurrency(db, playerId)) === null) {
        throw new VipUsageError(`no player ${playerId}`);
      }
      const programme = await loadProgramme(deps);
      const change = await db.transaction((tx) =>
        applyStatus(tx, programme, {
          playerId,
          status: status.data,
          quarter: quarterOf(now).label,
          now,
        }),
      );
      await audit(deps, playerId, { action: 'set-status', status: status.data, ...change });
      return `player ${playerId}: ${status.data} (groups +[${change.added.join(', ')}] -[${change.removed.join(', ')}])`;
    }
    case 'expire': {
      const outcome = await expireQuarterStatuses(deps, now);
      await audit(deps, null, { action: 'expire', ...outcome });
      return `${outcome.quarter}: expired ${outcome.expired}, kept ${outcome.kept}`;
    }
    default:
      throw new VipUsageError(command ? `unknown command ${command}` : 'no command');
  }
}
