import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/icon';
import { DESKTOP_QUERY, useMediaQuery } from '../../../components/use-media-query';
import styles from './header.module.css';

const GameSearchPanel = lazy(() =>
  import('./game-search-panel').then((m) => ({ default: m.GameSearchPanel })),
);

/**
 * The game search entry (platform-core.md §4 Search; GM-015): opens the search as a popup under
 * the header on desktop and a full-screen modal on mobile. A navigation closes it (RT-061),
 * like the router closes the other popups.
 */
export function SearchTrigger() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation (a result, a link) closes it by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpenOn(null);
    trigger.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.searchTrigger}
        aria-label={t('HEADER.SEARCH')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        <Icon name="search" size={18} />
        <span className={styles.searchText}>{t('HEADER.SEARCH')}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <GameSearchPanel
            variant={isDesktop ? 'popup' : 'modal'}
            onClose={close}
            triggerRef={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
