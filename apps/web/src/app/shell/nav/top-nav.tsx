import { useTranslation } from 'react-i18next';
import { NavEntry } from './nav-link';
import type { NavItem } from './nav-items';
import styles from './top-nav.module.css';

export interface TopNavProps {
  items: readonly NavItem[];
}

/** platform-core.md §2.6 Top navigation, in the spec's order (built by buildTopNavItems). */
export function TopNav({ items }: TopNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('HEADER.MAIN_NAV')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <NavEntry item={item} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
