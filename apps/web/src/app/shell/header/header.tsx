import type { ReactNode } from 'react';
import type { LogoConfig } from '@croupier/contracts/fe-config';
import type { Locale } from '@croupier/contracts/info';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { IconButton, iconButtonClassName } from '../../../components/icon-button';
import { paths } from '../../../config/paths';
import { TechWorkBar } from '../../../features/feature-flags/tech-work-notice';
import { useTechWorkGuard } from '../../../features/feature-flags/use-tech-work';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { TopNav } from '../nav/top-nav';
import type { NavItem } from '../nav/nav-items';
import { BalanceDropdown } from './balance-dropdown';
import type { BalanceInfo } from './balance-dropdown';
import { HeaderNoticeBar } from './header-notice-bar';
import { LanguagePicker } from './language-picker';
import { LoginButton } from './login-button';
import { SessionTimer } from './session-timer';
import type { SavedCredential } from './login-button';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';
import { PromoBanner, usePromoBanner } from './promo-banner';
import { SearchTrigger } from './search-trigger';
import { SupportButton } from './support-button';
import styles from './header.module.css';

export interface HeaderProps {
  brandName: string;
  logo: LogoConfig | null | undefined;
  isLoggedIn: boolean;
  navItems: readonly NavItem[];
  locales: readonly Locale[];
  locale: string;
  onLocaleChange: (code: string) => void;
  balance?: BalanceInfo | null | undefined;
  notificationsCount?: number;
  /** The notification list in the bell's popover, given the popover's close. */
  notifications?: ((close: () => void) => ReactNode) | undefined;
  giftsCount?: number;
  supportUnread?: number;
  supportEmail?: string | undefined;
  /** Guests: the optional welcome promo (SH-003); off for excluded stags (GF-032). */
  hasPromo?: boolean;
  /** Flag enablePromoBannerInEnterButton: the promo moves into the login button (SH-004). */
  isPromoInLoginButton?: boolean;
  isMenuOpen: boolean;
  onMenuToggle: () => void;
  onSavedCredential?: ((credential: SavedCredential) => Promise<boolean>) | undefined;
  /** SS-025: EE licence and signed in; undefined while the player loads. */
  isSessionTimerRunning?: boolean | undefined;
}

/**
 * platform-core.md §2.6 Header (SH-001, SH-002): logo, top navigation, deposit, balance, game
 * search, gifts, notifications, support and language picker; guests get login and sign-up
 * instead of the money and player items.
 */
export function Header({
  brandName,
  logo,
  isLoggedIn,
  navItems,
  locales,
  locale,
  onLocaleChange,
  balance,
  notificationsCount = 0,
  notifications,
  giftsCount = 0,
  supportUnread = 0,
  supportEmail,
  hasPromo = true,
  isPromoInLoginButton = false,
  isMenuOpen,
  onMenuToggle,
  onSavedCredential,
  isSessionTimerRunning,
}: HeaderProps) {
  const { t } = useTranslation();
  const promo = usePromoBanner();
  const guardCashbox = useTechWorkGuard();
  const showPromo = !isLoggedIn && hasPromo && promo.isVisible;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <IconButton
          icon={isMenuOpen ? 'close' : 'menu'}
          label={t('HEADER.MENU')}
          aria-expanded={isMenuOpen}
          aria-controls="side-menu"
          onClick={onMenuToggle}
          className={styles.menuButton}
          plain
        />
        <Logo config={logo} brandName={brandName} />
        <div className={styles.search}>
          <SearchTrigger />
        </div>
        <div className={styles.actions} role="group" aria-label={t('HEADER.ACCOUNT_ACTIONS')}>
          {isLoggedIn ? (
            <>
              <LocaleLink
                to={paths.profile.gifts.getHref()}
                className={[iconButtonClassName(), styles.desktopOnly].join(' ')}
                aria-label={
                  giftsCount > 0
                    ? `${t('HEADER.GIFTS')}, ${t('HEADER.GIFTS_COUNT', { count: giftsCount })}`
                    : t('HEADER.GIFTS')
                }
                title={t('HEADER.GIFTS')}
              >
                <Icon name="gift" size={22} />
                {giftsCount > 0 ? (
                  <span className={styles.cornerBadge}>
                    <Badge count={giftsCount} tone="accent" />
                  </span>
                ) : null}
              </LocaleLink>
              <NotificationsButton count={notificationsCount}>{notifications}</NotificationsButton>
              <div className={styles.desktopOnly}>
                <SupportButton unread={supportUnread} email={supportEmail} />
              </div>
              <div className={styles.wideOnly}>
                <LanguagePicker locales={locales} current={locale} onChange={onLocaleChange} />
              </div>
              <SessionTimer isRunning={isSessionTimerRunning} />
              <BalanceDropdown balance={balance} locale={locale} />
              <LocaleLink
                to={paths.cashbox.deposit.getHref()}
                className={[buttonClassName({ variant: 'primary' }), styles.depositButton].join(
                  ' ',
                )}
                aria-label={t('HEADER.DEPOSIT')}
                onClick={guardCashbox}
              >
                <Icon name="plus" size={18} />
                <span className={styles.depositText}>{t('HEADER.DEPOSIT')}</span>
              </LocaleLink>
            </>
          ) : (
            <>
              <div className={styles.desktopOnly}>
                <SupportButton unread={supportUnread} email={supportEmail} />
              </div>
              <div className={styles.desktopOnly}>
                <LanguagePicker locales={locales} current={locale} onChange={onLocaleChange} />
              </div>
              <LoginButton onSavedCredential={onSavedCredential} className={styles.loginButton}>
                {showPromo && isPromoInLoginButton ? (
                  <>
                    <Icon name="gift" size={16} />
                    <span>{t('HEADER.LOGIN')}</span>
                    <span className={styles.loginPromo} data-testid="login-promo">
                      {t('PROMO_BANNER.TEXT')}
                    </span>
                  </>
                ) : undefined}
              </LoginButton>
              <LocaleLink
                to={paths.signUp.getHref()}
                className={buttonClassName({ variant: 'primary' })}
              >
                {t('HEADER.REGISTER')}
              </LocaleLink>
            </>
          )}
        </div>
      </div>
      {showPromo && !isPromoInLoginButton ? <PromoBanner onClose={promo.close} /> : null}
      <div className={styles.navRow}>
        <TopNav items={navItems} />
      </div>
      <HeaderNoticeBar />
      <TechWorkBar />
    </header>
  );
}
