import '../../styles/global.css';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styles from './app-shell.module.css';

/**
 * The frame of every page (platform-core.md §2.6): skip link, header, side menu, the page,
 * footer, mobile bottom bar, cookie notice and the Australian confirmation card.
 */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('SHELL.SKIP_TO_CONTENT')}
      </a>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
