import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Player } from '@croupier/contracts/player';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { BonusBalanceScreen } from '../../features/gifts/bonus-balance-screen';
import { BonusScreen } from '../../features/gifts/bonus-screen';
import type { GiftsConfig } from '../../features/gifts/gift-rules';
import type { GiftsEnv } from '../../features/gifts/gifts-env';
import { GiftsScreen } from '../../features/gifts/gifts-screen';
import { getStoredPromoCode, type PromoCodeParam } from '../../features/routing/promo-codes';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { updateCachedPlayer } from '../../features/session/user-data';
import { useLocale } from '../../lib/i18n/use-locale';
import { session } from '../../lib/storage';

/**
 * The gift screens composed with what they need from other features (features do not import
 * each other): the session's player, the three gift config documents (GF-016), the brand's
 * currency display data and the stored `giftPromocode` (GF-024, RT-054).
 */
const GIFT_PROMOCODE: PromoCodeParam = 'giftPromocode';

/** The gifts env for a signed-in player; null for a guest (the route guard sends them away). */
function useGiftsEnv(withStoredCode: boolean): GiftsEnv | null {
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const { data: disabled } = useFeConfig('disabled-bonuses');
  const { data: modify } = useFeConfig('modify-gifts-config');
  const { data: additional } = useFeConfig('additional-gifts');
  const [storedPromoCode] = useState(() =>
    withStoredCode ? getStoredPromoCode(GIFT_PROMOCODE) : null,
  );
  const forgetPromoCode = useCallback(() => session.remove(GIFT_PROMOCODE), []);
  const onPlayerChange = useCallback(
    (next: Player) => updateCachedPlayer(queryClient, next),
    [queryClient],
  );
  const config = useMemo<GiftsConfig>(
    () => ({ disabled, modify, additional }),
    [disabled, modify, additional],
  );
  if (!player || !isLoggedIn(player)) return null;
  return {
    player,
    onPlayerChange,
    config,
    locale,
    currencyConfig,
    storedPromoCode,
    forgetPromoCode,
  };
}

/** /profile/gifts (GF-033), inside the profile's layout. */
export function GiftsTab() {
  const env = useGiftsEnv(true);
  return env ? <GiftsScreen {...env} /> : null;
}

/** /bonus/{id}: the single bonus page (GF-030). */
export function BonusRoute() {
  const { id } = useParams();
  const env = useGiftsEnv(false);
  return env ? <BonusScreen {...env} id={id} /> : null;
}

/** /bonus-balance (GF-030): public; a player also gets the way to their gifts. */
export function BonusBalanceRoute() {
  const { data: player } = usePlayer();
  return <BonusBalanceScreen isLoggedIn={isLoggedIn(player)} />;
}
