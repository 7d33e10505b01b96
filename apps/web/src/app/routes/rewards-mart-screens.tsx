import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Player } from '@croupier/contracts/player';
import { paths } from '../../config/paths';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useProject } from '../../features/brand/api/get-project';
import { useBonusPermission } from '../../features/gifts/use-bonus-permission';
import { CompPointsScreen } from '../../features/rewards-mart/comp-points-screen';
import type { MartEnv } from '../../features/rewards-mart/mart-env';
import { RewardsMartScreen } from '../../features/rewards-mart/rewards-mart-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { updateCachedPlayer } from '../../features/session/user-data';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * The rewards mart and the comp-points page composed with what they need from other features
 * (features do not import each other): the session's player, the brand's multi-account group
 * and the gifts feature's enable-bonuses confirmation (CP-013), the currency display data.
 */
type BaseEnv = Omit<MartEnv, 'guardBonus' | 'bonusDialog' | 'player'>;

/** Lootboxes open on the mart's wheel page (LB-014), the lootbox feature's screen. */
const LOOTBOX_HREF = paths.martWheel.getHref();

const runAtOnce = (action: () => void) => action();

function useBaseEnv(): BaseEnv {
  const { locale } = useLocale();
  const { data: project } = useProject();
  const { data: currencyConfig } = useFeConfig('currency-config');
  return { locale, currencyConfig, multiAccountGroup: project?.groups.multiAccount };
}

/** A signed-in player's env: their groups, currency and the enable-bonuses question. */
function usePlayerEnv(player: Player, base: BaseEnv): MartEnv {
  const queryClient = useQueryClient();
  const onPlayerChange = useCallback(
    (next: Player) => updateCachedPlayer(queryClient, next),
    [queryClient],
  );
  const { guard, dialog } = useBonusPermission(player, onPlayerChange);
  const groups = player.groups;
  const martPlayer = useMemo(
    () => ({ currency: player.currency ?? 'EUR', groups: groups ?? [] }),
    [player.currency, groups],
  );
  return { ...base, player: martPlayer, guardBonus: guard, bonusDialog: dialog };
}

function PlayerMart({ player, base, tab }: { player: Player; base: BaseEnv; tab?: string }) {
  const env = usePlayerEnv(player, base);
  return <RewardsMartScreen {...env} tab={tab} lootboxHref={LOOTBOX_HREF} />;
}

/** /rocket-mart and /rocket-mart/{tab} (RT-034): a guest browses, a player exchanges. */
export function RewardsMartRoute() {
  const { tab } = useParams();
  const { data: player } = usePlayer();
  const base = useBaseEnv();
  if (player && isLoggedIn(player)) return <PlayerMart player={player} base={base} tab={tab} />;
  return (
    <RewardsMartScreen
      {...base}
      player={null}
      guardBonus={runAtOnce}
      bonusDialog={null}
      tab={tab}
      lootboxHref={LOOTBOX_HREF}
    />
  );
}

/** /comp-points (CP-029, behind enableConpoints): the balances, the level and the rates. */
export function CompPointsRoute() {
  const { data: player } = usePlayer();
  const base = useBaseEnv();
  return (
    <CompPointsScreen
      isLoggedIn={isLoggedIn(player)}
      locale={base.locale}
      currencyConfig={base.currencyConfig}
    />
  );
}
