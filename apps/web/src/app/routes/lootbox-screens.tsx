import { paths } from '../../config/paths';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { ChanceScreen } from '../../features/lootboxes/chance-screen';
import type { LootboxEnv } from '../../features/lootboxes/lootbox-env';
import { WheelScreen } from '../../features/lootboxes/wheel-screen';
import { WheelSegmentsScreen } from '../../features/lootboxes/wheel-segments-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePromotionPageEnabled } from './use-promotion-page';

/**
 * The wheel pages, their segments pages and Rocket Chance (LB-006..LB-014, RT-035), composed with
 * what they need from other features (features do not import each other): the session, the
 * brand's default wheel set for guests (wheel-config) and the currency display data. One lazy
 * chunk for all of them.
 */
function useLootboxEnv(): LootboxEnv {
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  const { data: wheelConfig } = useFeConfig('wheel-config');
  const { data: currencyConfig } = useFeConfig('currency-config');
  return {
    isLoggedIn: isLoggedIn(player),
    guestSegments: wheelConfig?.sets.default,
    locale,
    currencyConfig,
  };
}

/** /rocketplay-wheel: spins from `wheel*` gifts. */
export function PlayWheelRoute() {
  return <WheelScreen kind="rocketplay" env={useLootboxEnv()} />;
}

/** /rocketmart-wheel: spins from `manual_wheel*` gifts, and the player's lootboxes. */
export function MartWheelRoute() {
  return <WheelScreen kind="rocketmart" env={useLootboxEnv()} />;
}

export function PlayWheelSegmentsRoute() {
  return <WheelSegmentsScreen kind="rocketplay" env={useLootboxEnv()} />;
}

export function MartWheelSegmentsRoute() {
  return <WheelSegmentsScreen kind="rocketmart" env={useLootboxEnv()} />;
}

/**
 * /rocket-chance (RT-035): the route table redirects to /promotions when its page is off. The
 * rewards mart sells entries for comp points (issue 17): the page links to its special tab
 * while the mart's page is on for the player.
 */
export function ChanceRoute() {
  const env = useLootboxEnv();
  const isMartOn = usePromotionPageEnabled('rocket-mart');
  return (
    <ChanceScreen
      env={{ ...env, martHref: isMartOn ? paths.rewardsMart.getHref('special') : undefined }}
    />
  );
}
