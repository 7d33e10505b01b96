import type { BrandConfig } from '@croupier/contracts/brand';
import type { VipManagerResponse } from '@croupier/contracts/profile';

/**
 * PR-035: the manager of the first VIP group, in the brand's VIP search order (K-083), that the
 * player belongs to and that has a manager; `{}` when none. The caller passes the groups the
 * player really has (from the session), never the ones a request claims.
 */
export function managerFor(
  config: BrandConfig,
  playerGroups: readonly number[],
): VipManagerResponse {
  const managers = config.managers ?? {};
  for (const group of config.groups.vipStatusOrder) {
    if (!playerGroups.includes(group)) continue;
    const manager = managers[String(group)];
    if (manager) return manager;
  }
  return {};
}
