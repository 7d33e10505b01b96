import type { Locale } from '@croupier/contracts/info';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { requestLiveChat } from '../../../lib/live-chat';
import { LanguagePicker } from '../header/language-picker';
import { LocalTime } from '../local-time';
import { NavEntry } from '../nav/nav-link';
import type { NavItem } from '../nav/nav-items';
import styles from './side-menu.module.css';

/** A VIP player's manager (platform-core.md §3 Manager; SH-015). */
export interface VipManager {
  managerName: string;
  avatar?: string | undefined;
  whatsAppLink?: string | undefined;
  telegramLink?: string | undefined;
  email?: string | undefined;
}

export interface SideMenuProps {
  isOpen: boolean;
  onClose: () => void;
  isLoggedIn: boolean;
  items: readonly NavItem[];
  /** New notifications: the entry shows only for logged-in players with new ones. */
  notificationsCount?: number;
  /** The notification list the entry opens below it, given the menu's close. */
  notifications?: ((close: () => void) => ReactNode) | undefined;
  manager?: VipManager | null | undefined;
  /** SH-013: hidden when the site already runs as an installed PWA. */
  isStandalone: boolean;
  onInstallApp: () => void;
  locales: readonly Locale[];
  locale: string;
  onLocaleChange: (code: string) => void;
  /** Logged in: the log-out entry after profile (SS-006). */
  onSignOut?: () => void;
}

/** A swipe to the left of at least this many pixels closes the menu (SH-014). */
export const SWIPE_CLOSE_PX = 60;

/**
 * platform-core.md §2.6 Side menu (SH-011..SH-015), in the spec's order: notifications,
 * promotion pages, tournaments, jackpots, achievements, top-menu pages, VIP; a separator;
 * profile and support chat; then VIP manager, PWA installer, language picker, sign-in buttons.
 */
export function SideMenu({
  isOpen,
  onClose,
  isLoggedIn,
  items,
  notificationsCount = 0,
  notifications,
  manager,
  isStandalone,
  onInstallApp,
  locales,
  locale,
  onLocaleChange,
  onSignOut,
}: SideMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const [isListOpen, setListOpen] = useState(false);
  const listId = useId();
  // Reading them all keeps the open list in place; the entry goes when the list closes.
  const showsNotifications = isLoggedIn && (notificationsCount > 0 || isListOpen);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [isOpen, onClose]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (dx <= -SWIPE_CLOSE_PX && Math.abs(dx) > Math.abs(dy)) onClose();
  };

  return (
    <div className={styles.root} data-open={isOpen} hidden={!isOpen}>
      <div
        className={styles.backdrop}
        data-testid="side-menu-backdrop"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        id="side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('SIDE_MENU.LABEL')}
        className={styles.panel}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.top}>
          <span className={styles.heading}>{t('SIDE_MENU.LABEL')}</span>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('SIDE_MENU.CLOSE')}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </div>

        {!isLoggedIn ? (
          <div className={styles.welcome}>
            <p className={styles.welcomeTitle}>{t('SIDE_MENU.WELCOME_TITLE')}</p>
            <p className={styles.welcomeText}>{t('SIDE_MENU.WELCOME_TEXT')}</p>
          </div>
        ) : null}

        <nav aria-label={t('SIDE_MENU.LABEL')}>
          <ul className={styles.list} data-testid="side-menu-list">
            {showsNotifications ? (
              <li>
                <button
                  type="button"
                  className={styles.link}
                  data-nav-id="notifications"
                  aria-expanded={isListOpen}
                  aria-controls={listId}
                  onClick={() => setListOpen((open) => !open)}
                >
                  <Icon name="bell" size={20} />
                  <span>{t('SIDE_MENU.NOTIFICATIONS')}</span>
                  {notificationsCount > 0 ? (
                    <span className={styles.after}>
                      <Badge count={notificationsCount} />
                    </span>
                  ) : null}
                </button>
                {isListOpen && notifications ? (
                  <div id={listId} className={styles.notifications}>
                    {notifications(onClose)}
                  </div>
                ) : null}
              </li>
            ) : null}
            {items.map((item) => (
              <li key={item.id}>
                <NavEntry
                  item={item}
                  className={styles.link}
                  iconSize={20}
                  after={
                    item.badge ? (
                      <span className={styles.after}>
                        <Badge
                          count={item.badge}
                          tone="violet"
                          label={t('SIDE_MENU.ACTIVE_TOURNAMENTS', { count: item.badge })}
                        />
                      </span>
                    ) : null
                  }
                />
              </li>
            ))}
            <li role="separator" className={styles.separator} />
            {isLoggedIn ? (
              <li>
                <LocaleLink
                  to={paths.profile.root.getHref()}
                  className={styles.link}
                  data-nav-id="profile"
                >
                  <Icon name="user" size={20} />
                  <span>{t('SIDE_MENU.PROFILE')}</span>
                </LocaleLink>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                className={styles.link}
                data-nav-id="support-chat"
                onClick={() => {
                  onClose();
                  requestLiveChat();
                }}
              >
                <Icon name="chat" size={20} />
                <span>{t('SIDE_MENU.SUPPORT_CHAT')}</span>
              </button>
            </li>
            {isLoggedIn && onSignOut ? (
              <li>
                <button
                  type="button"
                  className={styles.link}
                  data-nav-id="sign-out"
                  onClick={onSignOut}
                >
                  <Icon name="logout" size={20} />
                  <span>{t('AUTH.SIGN_OUT')}</span>
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        {manager ? (
          <section
            className={styles.manager}
            data-nav-id="vip-manager"
            aria-label={t('SIDE_MENU.VIP_MANAGER')}
          >
            <div className={styles.managerHead}>
              {manager.avatar ? (
                <img
                  src={manager.avatar}
                  alt=""
                  className={styles.managerAvatar}
                  width={44}
                  height={44}
                />
              ) : (
                <span className={styles.managerAvatar} aria-hidden="true">
                  <Icon name="crown" size={20} />
                </span>
              )}
              <div>
                <p className={styles.managerLabel}>{t('SIDE_MENU.VIP_MANAGER')}</p>
                <p className={styles.managerName}>{manager.managerName}</p>
              </div>
            </div>
            <div className={styles.managerLinks}>
              {manager.whatsAppLink ? (
                <a
                  href={manager.whatsAppLink}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`WhatsApp – ${t('SIDE_MENU.VIP_MANAGER_WRITE', { name: manager.managerName })}`}
                >
                  <Icon name="whatsapp" size={18} />
                </a>
              ) : null}
              {manager.telegramLink ? (
                <a
                  href={manager.telegramLink}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`Telegram – ${t('SIDE_MENU.VIP_MANAGER_WRITE', { name: manager.managerName })}`}
                >
                  <Icon name="telegram" size={18} />
                </a>
              ) : null}
              {manager.email ? (
                <a
                  href={`mailto:${manager.email}`}
                  aria-label={`E-mail – ${t('SIDE_MENU.VIP_MANAGER_WRITE', { name: manager.managerName })}`}
                >
                  <Icon name="mail" size={18} />
                </a>
              ) : null}
            </div>
          </section>
        ) : null}

        {!isStandalone ? (
          <button
            type="button"
            className={styles.install}
            data-nav-id="install-app"
            onClick={onInstallApp}
          >
            <Icon name="download" size={20} />
            <span>{t('SIDE_MENU.INSTALL_APP')}</span>
            <Icon name="chevronRight" size={16} className={styles.installChevron} />
          </button>
        ) : null}

        <div className={styles.section} data-nav-id="language">
          <p className={styles.sectionTitle}>{t('SIDE_MENU.LANGUAGE')}</p>
          <LanguagePicker
            locales={locales}
            current={locale}
            onChange={onLocaleChange}
            variant="list"
          />
        </div>

        {!isLoggedIn ? (
          <div className={styles.auth} data-nav-id="sign-in">
            <LocaleLink
              to={paths.signIn.getHref()}
              className={buttonClassName({ variant: 'outline', block: true })}
            >
              {t('HEADER.LOGIN')}
            </LocaleLink>
            <LocaleLink
              to={paths.signUp.getHref()}
              className={buttonClassName({ variant: 'primary', block: true })}
            >
              {t('HEADER.REGISTER')}
            </LocaleLink>
          </div>
        ) : null}

        {/* A closed menu is hidden: its clock would only build a date formatter at start-up. */}
        {isOpen ? <LocalTime className={styles.clock} /> : null}
      </div>
    </div>
  );
}
