import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { NavEntry } from './nav-link';
import type { NavItem } from './nav-items';
import styles from './top-nav.module.css';

export interface TopNavProps {
  items: readonly NavItem[];
}

/**
 * platform-core.md §2.6 Top navigation, in the spec's order (built by buildTopNavItems); the
 * tournaments entry carries the count of running tournaments as the side menu's does (SH-012).
 */
export function TopNav({ items }: TopNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('HEADER.MAIN_NAV')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <NavEntry
              item={item}
              className={styles.link}
              after={
                item.badge ? (
                  <Badge
                    count={item.badge}
                    tone="violet"
                    label={t('SIDE_MENU.ACTIVE_TOURNAMENTS', { count: item.badge })}
                  />
                ) : null
              }
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
