import { useEffect } from 'react';
import { useProject } from '../../features/brand/api/get-project';
import { useVipManager } from '../../features/profile/api/get-vip-manager';
import { vipStatus } from '../../features/profile/vip-status';
import { usePlayer } from '../../features/session/api/get-player';
import type { VipManager } from './side-menu/side-menu';

/**
 * VIP-005 / SH-015: a VIP player's manager for the side menu, from the managers lookup the
 * profile uses (PR-035). A signed-in player's chunk, so the entry stays as it was.
 */
export function VipManagerSource({ onChange }: { onChange: (manager: VipManager | null) => void }) {
  const { data: player } = usePlayer();
  const { data: project } = useProject();
  const vip = player ? vipStatus(player, project?.groups) : null;
  const { data: manager } = useVipManager(vip?.groups ?? [], vip !== null);
  const shown = vip ? (manager ?? null) : null;
  useEffect(() => onChange(shown), [onChange, shown]);
  return null;
}
