import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useCompPoints } from '../../features/rewards-mart/api/get-comp-points';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useLevels } from '../../features/vip/api/get-levels';
import { LevelTab } from '../../features/vip/level-tab';
import { VipClubScreen } from '../../features/vip/vip-club-screen';
import { useLocale } from '../../lib/i18n/use-locale';

/** engagement.md §9: the currency shown when the player has none (a guest). */
const FALLBACK_CURRENCY = 'EUR';

/**
 * The VIP club and the profile's level tab composed with what they need from other features
 * (features do not import each other): the session's player, the currency display data and the
 * comp-point balance of the rewards mart's feature (its query, so `comps_award` refreshes it).
 */

/** /rocketplay-vipclub (and /vip): public; a player sees their own status and progress. */
export function VipClubRoute() {
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const signedIn = isLoggedIn(player);
  return (
    <VipClubScreen
      isLoggedIn={signedIn}
      currency={(signedIn ? player?.currency : undefined) ?? FALLBACK_CURRENCY}
      locale={locale}
      currencyConfig={currencyConfig}
    />
  );
}

/** /profile/level (PR-036): the levels against the player's persistent comp points. */
export function LevelTabRoute() {
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  const levels = useLevels(locale);
  const points = useCompPoints(isLoggedIn(player));
  return (
    <LevelTab
      levels={levels.data}
      levelsFailed={levels.isError}
      onRetry={() => void levels.refetch()}
      persistentPoints={points.data?.persistent.points}
      playerLevel={player && isLoggedIn(player) ? player.level : undefined}
      locale={locale}
    />
  );
}
