import { useMemo } from 'react';
import {
  hasWelcomePackStatus,
  selectBanners,
  type BannerAudience,
} from '@croupier/domain/cms/banner-rules';
import { useLocale } from '../../lib/i18n/use-locale';
import { useBanners } from './api/get-banners';

export interface ShownBannersOptions {
  /** The `stag` cookie: with banners-config welcomePackStags it gives welcome-pack status (CMS-013). */
  stag?: string | undefined;
  /** The brand's welcome-pack group (K-080, from /api/info/project). */
  welcomePackGroup?: number | undefined;
  /** Clock for liveTime (CMS-015); tests pass a fixed one. */
  now?: Date | undefined;
}

/**
 * The banners of `categories` the audience sees (CMS-010..CMS-016), from banners-config in the
 * page's locale: the home carousel's and the jackpot screen's (JP-012) alike.
 */
export function useShownBanners(
  categories: readonly string[],
  audience: BannerAudience,
  { stag, welcomePackGroup, now }: ShownBannersOptions = {},
) {
  const { locale } = useLocale();
  const { data, isPending } = useBanners(locale);
  const { isLoggedIn, isCrypto, groups } = audience;
  const key = categories.join(' ');
  const banners = useMemo(() => {
    const hasWelcomePack = hasWelcomePackStatus(
      { stag, groups },
      { welcomePackStags: data?.welcomePackStags ?? [], welcomePackGroup },
    );
    return selectBanners(
      data?.banners ?? [],
      key.split(' '),
      { isLoggedIn, isCrypto, groups, hasWelcomePack },
      now ?? new Date(),
    );
  }, [data, key, isLoggedIn, isCrypto, groups, now, stag, welcomePackGroup]);
  return { banners, isPending };
}
