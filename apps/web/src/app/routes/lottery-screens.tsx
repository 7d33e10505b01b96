import { useParams } from 'react-router';
import { LotteryScreen } from '../../features/lotteries/lottery-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * /lottery/{id or slug} (RT-028, TN-014..TN-019) composed with the session it needs from another
 * feature (features do not import each other). Its own lazy chunk.
 */
export function LotteryRoute() {
  const { idOrSlug = '' } = useParams();
  const { locale } = useLocale();
  const { data: player } = usePlayer();
  return (
    <LotteryScreen
      key={idOrSlug}
      idOrSlug={idOrSlug}
      env={{
        isLoggedIn: isLoggedIn(player),
        locale,
        signUpHref: paths.registration.getHref(paths.lottery.getHref(idOrSlug)),
      }}
    />
  );
}
