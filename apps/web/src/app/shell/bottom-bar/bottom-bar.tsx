import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import type { IconName } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { useTechWorkGuard } from '../../../features/feature-flags/use-tech-work';
import { LocaleLink, LocaleNavLink } from '../../../lib/i18n/locale-link';
import styles from './bottom-bar.module.css';

export interface BottomBarProps {
  isLoggedIn: boolean;
  isMenuOpen: boolean;
  onMenuToggle: () => void;
}

const links: { id: string; labelKey: string; href: string; icon: IconName; end?: boolean }[] = [
  {
    id: 'lobby',
    labelKey: 'BOTTOM_BAR.LOBBY',
    href: paths.home.getHref(),
    icon: 'home',
    end: true,
  },
  { id: 'pokies', labelKey: 'BOTTOM_BAR.POKIES', href: paths.pokies.getHref(), icon: 'cherry' },
  { id: 'live', labelKey: 'BOTTOM_BAR.LIVE', href: paths.live.getHref(), icon: 'live' },
];

/** platform-core.md §2.6 Mobile bottom bar (SH-010): deposit (logged in), lobby, pokies, live, menu. */
export function BottomBar({ isLoggedIn, isMenuOpen, onMenuToggle }: BottomBarProps) {
  const { t } = useTranslation();
  const guardCashbox = useTechWorkGuard();
  return (
    <nav className={styles.bar} aria-label={t('BOTTOM_BAR.LABEL')}>
      <ul className={styles.list}>
        {isLoggedIn ? (
          <li>
            <LocaleLink
              to={paths.cashbox.deposit.getHref()}
              className={[styles.item, styles.deposit].join(' ')}
              data-nav-id="deposit"
              onClick={guardCashbox}
            >
              <span className={styles.depositIcon}>
                <Icon name="plus" size={18} />
              </span>
              {t('BOTTOM_BAR.DEPOSIT')}
            </LocaleLink>
          </li>
        ) : null}
        {links.map((link) => (
          <li key={link.id}>
            <LocaleNavLink
              to={link.href}
              end={link.end}
              className={styles.item}
              data-nav-id={link.id}
            >
              <Icon name={link.icon} size={22} />
              {t(link.labelKey)}
            </LocaleNavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={isMenuOpen}
            aria-controls="side-menu"
            onClick={onMenuToggle}
            data-nav-id="menu"
          >
            <Icon name={isMenuOpen ? 'close' : 'menu'} size={22} />
            {t('BOTTOM_BAR.MENU')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
