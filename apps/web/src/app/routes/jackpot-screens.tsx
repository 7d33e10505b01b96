import { useParams } from 'react-router';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import { JackpotsScreen, MysticJackpotScreen } from '../../features/jackpots/jackpots-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useLocale } from '../../lib/i18n/use-locale';
import { notFound } from './screens';

/** engagement.md §9: the currency shown when the player has none (a guest). */
const FALLBACK_CURRENCY = 'EUR';

/**
 * The jackpot screens composed with what they need from other features (features do not import
 * each other): the session's currency, the currency display data and the mystic-jackpots flag.
 */
function useReader() {
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const currency = (isLoggedIn(player) ? player?.currency : undefined) ?? FALLBACK_CURRENCY;
  return { locale, currency, currencyConfig };
}

/** `/jackpots`: the slider and the winners leaderboard. */
export function JackpotsRoute() {
  const reader = useReader();
  const isMysticEnabled = useFeatureFlag('enableMysticJackpots');
  return <JackpotsScreen {...reader} isMysticEnabled={isMysticEnabled} />;
}

/** `/{identifier}` (RT-029, JP-010): a jackpot's own page, only with `enableMysticJackpots`. */
export function MysticJackpotRoute() {
  const reader = useReader();
  const { identifier = '' } = useParams();
  const isEnabled = useFeatureFlag('enableMysticJackpots');
  if (!isEnabled) return notFound();
  return <MysticJackpotScreen {...reader} identifier={identifier} notFound={notFound} />;
}
