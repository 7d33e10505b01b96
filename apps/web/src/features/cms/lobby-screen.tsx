import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button';
import { Icon } from '../../components/icon';
import type { IconName } from '../../components/icon';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { BannerSkeletons } from './banner-skeletons';
import { BannerSlider } from './banner-slider';
import type { BannerTargets } from './banner-targets';
import { useShownBanners } from './use-shown-banners';
import { heroCategories, type BannerAudience } from '@croupier/domain/cms/banner-rules';
import styles from './lobby-screen.module.css';

export interface LobbyScreenProps {
  /** Who is looking: picks the banner categories (CMS-010, CMS-012). Guests by default. */
  audience?: BannerAudience;
  /** Clock for liveTime (CMS-015); tests pass a fixed one. */
  now?: Date;
  /** The `stag` cookie: with banners-config welcomePackStags it gives welcome-pack status (CMS-013). */
  stag?: string | undefined;
  /** The brand's welcome-pack group (K-080, from /api/info/project). */
  welcomePackGroup?: number | undefined;
  /** Where tournament and lottery buttons lead (TN-032); null while unknown: no such button. */
  bannerTargets?: BannerTargets | null | undefined;
  /** The game rows under the shortcuts: the app layer fills this slot from the games feature. */
  children?: ReactNode;
}

const shortcuts: { id: string; labelKey: string; href: string; icon: IconName; tone: string }[] = [
  {
    id: 'pokies',
    labelKey: 'TOP_NAV.POKIES',
    href: paths.pokies.getHref(),
    icon: 'cherry',
    tone: 'gold',
  },
  { id: 'live', labelKey: 'TOP_NAV.LIVE', href: paths.live.getHref(), icon: 'live', tone: 'rose' },
  {
    id: 'tournaments',
    labelKey: 'TOP_NAV.TOURNAMENTS',
    href: paths.tournaments.getHref(),
    icon: 'trophy',
    tone: 'violet',
  },
  {
    id: 'vip',
    labelKey: 'TOP_NAV.VIP_CLUB',
    href: paths.vipClub.getHref(),
    icon: 'crown',
    tone: 'teal',
  },
];

/**
 * The main screen at `/` (platform-core.md §2.1 Main): the banner carousel from banners-config,
 * shortcuts into the casino, and the game rows the app layer puts in its slot.
 */
export function LobbyScreen({
  audience = { isLoggedIn: false },
  now,
  stag,
  welcomePackGroup,
  bannerTargets,
  children,
}: LobbyScreenProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isMockMode = searchParams.get('mock') === '1';
  const { isLoggedIn } = audience;
  const { banners, isPending } = useShownBanners(heroCategories(audience), audience, {
    stag,
    welcomePackGroup,
    now,
  });

  return (
    <div className={styles.lobby}>
      <h1 className="visually-hidden">{t('LOBBY.TITLE')}</h1>
      {isPending ? (
        <BannerSkeletons label={t('LOBBY.HERO_LABEL')} />
      ) : banners.length > 0 ? (
        <BannerSlider banners={banners} isAutoplayEnabled={!isMockMode} targets={bannerTargets} />
      ) : (
        <section className={styles.welcome} aria-label={t('LOBBY.HERO_LABEL')}>
          <h2 className={styles.welcomeTitle}>{t('LOBBY.WELCOME_TITLE')}</h2>
          <p className={styles.welcomeText}>{t('LOBBY.WELCOME_TEXT')}</p>
          <LocaleLink
            to={isLoggedIn ? paths.cashbox.deposit.getHref() : paths.signUp.getHref()}
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
          >
            {isLoggedIn ? t('HEADER.DEPOSIT') : t('HEADER.REGISTER')}
          </LocaleLink>
        </section>
      )}

      <section aria-labelledby="lobby-shortcuts">
        <h2 id="lobby-shortcuts" className={styles.sectionTitle}>
          {t('LOBBY.SHORTCUTS')}
        </h2>
        <ul className={styles.shortcuts}>
          {shortcuts.map((item) => (
            <li key={item.id}>
              <LocaleLink to={item.href} className={styles.shortcut} data-tone={item.tone}>
                <span className={styles.shortcutIcon}>
                  <Icon name={item.icon} size={26} />
                </span>
                <span className={styles.shortcutLabel}>{t(item.labelKey)}</span>
                <Icon name="chevronRight" size={18} className={styles.shortcutArrow} />
              </LocaleLink>
            </li>
          ))}
        </ul>
      </section>

      {children}
    </div>
  );
}
