import { useParams } from 'react-router';
import { JACKPOT_BANNER_CATEGORIES } from '@croupier/domain/cms/banner-rules';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { BannerSlider } from '../../features/cms/banner-slider';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import { JackpotsScreen, MysticJackpotScreen } from '../../features/jackpots/jackpots-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useLocale } from '../../lib/i18n/use-locale';
import { useBannerViewer } from './banner-viewer';
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

const jackpotCategories = () => JACKPOT_BANNER_CATEGORIES;

/** JP-012: the banners of the jackpots variant the player may see, over the jackpot screen. */
function JackpotBanners() {
  const viewer = useBannerViewer(jackpotCategories);
  return <BannerSlider banners={viewer.banners} targets={viewer.targets} />;
}

/** `/jackpots`: the jackpots' banners, the slider and the winners leaderboard. */
export function JackpotsRoute() {
  const reader = useReader();
  const isMysticEnabled = useFeatureFlag('enableMysticJackpots');
  return (
    <JackpotsScreen {...reader} isMysticEnabled={isMysticEnabled} banners={<JackpotBanners />} />
  );
}

/** `/{identifier}` (RT-029, JP-010): a jackpot's own page, only with `enableMysticJackpots`. */
export function MysticJackpotRoute() {
  const reader = useReader();
  const { identifier = '' } = useParams();
  const isEnabled = useFeatureFlag('enableMysticJackpots');
  if (!isEnabled) return notFound();
  return <MysticJackpotScreen {...reader} identifier={identifier} notFound={notFound} />;
}
