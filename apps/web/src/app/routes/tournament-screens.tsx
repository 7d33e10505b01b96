import { useParams } from 'react-router';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { QuestScreen } from '../../features/tournaments/quest-screen';
import { TournamentScreen } from '../../features/tournaments/tournament-screen';
import { TournamentsScreen } from '../../features/tournaments/tournaments-screen';
import type { TournamentsView } from '../../features/tournaments/tournament-view';
import { usePromotionPageEnabled } from './use-promotion-page';

/**
 * Tournaments, the tournament page and the quest page composed with what they need from other
 * features (features do not import each other): the session's player, the currency display
 * data, the lotteries page flag and `enableTestQuests`.
 */

/** `/tournaments` and its tabs (RT-037, RT-038). */
export function TournamentsRoute({ tab }: { tab: TournamentsView }) {
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const showTestQuests = useFeatureFlag('enableTestQuests');
  const showLotteries = usePromotionPageEnabled('lotteries');
  return (
    <TournamentsScreen
      tab={tab}
      isLoggedIn={isLoggedIn(player)}
      showLotteries={showLotteries}
      showTestQuests={showTestQuests}
      currencyConfig={currencyConfig}
    />
  );
}

/** `/tournaments/{id or slug}` (RT-028): banners link here by id or identifier. */
export function TournamentRoute() {
  const { idOrSlug = '' } = useParams();
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  return (
    <TournamentScreen
      key={idOrSlug}
      idOrSlug={idOrSlug}
      isLoggedIn={isLoggedIn(player)}
      currencyConfig={currencyConfig}
    />
  );
}

/** `/action/{slug?}` (RT-018): the quest page. */
export function QuestRoute() {
  const { slug } = useParams();
  const { data: player } = usePlayer();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const showTestQuests = useFeatureFlag('enableTestQuests');
  return (
    <QuestScreen
      slug={slug}
      isLoggedIn={isLoggedIn(player)}
      showTestQuests={showTestQuests}
      currencyConfig={currencyConfig}
    />
  );
}
