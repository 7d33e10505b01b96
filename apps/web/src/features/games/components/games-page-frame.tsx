import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { useDocumentMeta } from '../../../components/use-document-meta';
import { LocaleNavLink } from '../../../lib/i18n/locale-link';
import styles from './games-page-frame.module.css';

export interface PageTab {
  slug: string;
  title: string;
  href: string;
}

/** The frame of every games page: eyebrow, title, the category tabs (GM-029) and the list. */
export function GamesPageFrame({
  eyebrow,
  title,
  tabs,
  tabsLabel,
  icon = 'dice',
  children,
}: {
  eyebrow?: string | undefined;
  title: string;
  tabs?: PageTab[] | undefined;
  tabsLabel?: string | undefined;
  /** The large mark at the right of the title band. */
  icon?: IconName;
  children: ReactNode;
}) {
  useDocumentMeta({ title });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.mark} aria-hidden="true">
          <Icon name={icon} size={72} />
        </span>
      </header>
      {tabs && tabs.length > 0 ? (
        <nav className={styles.tabs} aria-label={tabsLabel}>
          <ul className={styles.tabList}>
            {tabs.map((tab) => (
              <li key={tab.slug}>
                <LocaleNavLink to={tab.href} className={styles.tab} end>
                  {tab.title}
                </LocaleNavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </div>
  );
}
