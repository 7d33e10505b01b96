import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Game } from '@croupier/contracts/games';
import { trapTabFocus } from '../../../components/focus-trap';
import { Icon } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import { useGames } from '../api/get-games';
import { useGamesViewer } from '../games-viewer';
import { visibleGames } from '../rules/game-lists';
import {
  normaliseSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RECOMMENDED_COUNT,
  SEARCH_RESIZE_DEBOUNCE_MS,
  shouldSearch,
  shouldShowClear,
} from '../rules/search-rules';
import { openHref } from '../rules/tile-rules';
import { useSearchGames } from './search-games';
import { SearchResultList } from './search-result-list';
import { useDebouncedValue } from './use-debounced-value';
import styles from './game-search.module.css';

export type SearchVariant = 'popup' | 'modal';

export interface GameSearchProps {
  /** GM-015: a popup under the header on desktop, a full-screen modal on mobile. */
  variant: SearchVariant;
  onClose: () => void;
  /** Presses on this element (the header trigger) do not count as "outside". */
  triggerRef?: RefObject<HTMLElement | null>;
}

const RECOMMENDED = ['recommended'];
const GAP_BELOW_PX = 16;

/**
 * Game search (platform-core.md §4 Search; GM-015..GM-021): searches from 3 characters, 300 ms
 * after the last key, shows the recommended games until then, a spinner while loading and the
 * empty texts when nothing matches. Escape, a press outside or a navigation closes it.
 */
export function GameSearch({ variant, onClose, triggerRef }: GameSearchProps) {
  const { t } = useTranslation();
  const viewer = useGamesViewer();
  const [text, setText] = useState('');
  const [isFocused, setFocused] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxHeight = useMeasuredHeight(panel, variant);
  const inputId = useId();

  const debounced = useDebouncedValue(normaliseSearch(text), SEARCH_DEBOUNCE_MS);
  const isSearching = shouldSearch(debounced);
  const results = useSearchGames(debounced, viewer.device);
  const recommended = useGames(
    { device: viewer.device, identifiers: RECOMMENDED },
    SEARCH_RECOMMENDED_COUNT,
  );

  useEffect(() => {
    input.current?.focus();
  }, []);

  // The full-screen modal holds the page still behind it (platform-core.md §4 Modal stack).
  useEffect(() => {
    if (variant !== 'modal') return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [variant]);

  // Escape closes; a press outside closes the popup; Tab stays inside the modal.
  useEffect(() => {
    const node = panel.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      } else if (variant === 'modal' && node) trapTabFocus(event, node);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (node?.contains(target) || triggerRef?.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    if (variant === 'popup') document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose, variant, triggerRef]);

  const isWaiting =
    shouldSearch(text) && (normaliseSearch(text) !== debounced || results.isFetching);
  // Kept stable across keystrokes, so the memoised lists below do not render again per key.
  const found = useMemo(() => visibleGames(results.data?.games ?? []), [results.data]);
  const suggestions = useMemo(
    () => visibleGames(recommended.data?.data ?? []).slice(0, SEARCH_RECOMMENDED_COUNT),
    [recommended.data],
  );
  const hrefOf = useCallback((game: Game) => openHref(game, viewer), [viewer]);

  let body: ReactNode;
  if (isWaiting) {
    body = (
      <div className={styles.state}>
        <Spinner label={t('GAMES.SEARCH.LOADING')} />
      </div>
    );
  } else if (isSearching && results.isSuccess && found.length === 0) {
    body = (
      <div className={styles.empty} role="status">
        <Icon name="search" size={28} />
        <strong>{t('SEARCH_POPUP.LIST_EMPTY')}</strong>
        <span>{t('SEARCH_POPUP.LIST_EMPTY_SPECIFY')}</span>
      </div>
    );
  } else if (isSearching && found.length > 0) {
    body = (
      <SearchResultList
        title={t('GAMES.SEARCH.RESULTS', { count: results.data?.total ?? found.length })}
        games={found}
        hrefOf={hrefOf}
      />
    );
  } else {
    body =
      suggestions.length > 0 ? (
        <SearchResultList
          title={t('GAMES.SEARCH.RECOMMENDED')}
          games={suggestions}
          hrefOf={hrefOf}
          isGrid
        />
      ) : recommended.isPending ? (
        <div className={styles.state}>
          <Spinner label={t('GAMES.SEARCH.LOADING')} />
        </div>
      ) : null;
  }

  // A portal: the frosted header's backdrop-filter would otherwise be the containing block of
  // this fixed layer, and the mobile modal would not cover the screen.
  return createPortal(
    <div className={styles.layer} data-variant={variant} data-testid={`search-${variant}`}>
      {variant === 'popup' ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal={variant === 'modal' || undefined}
        aria-label={t('GAMES.SEARCH.LABEL')}
        style={maxHeight ? { maxHeight } : undefined}
        data-testid="search-panel"
      >
        <div
          className={styles.bar}
          // The field and its clear button count as one: Tab can reach the button (GM-019).
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t('GAMES.SEARCH.LABEL')}
          </label>
          <Icon name="search" size={18} className={styles.barIcon} />
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('GAMES.SEARCH.PLACEHOLDER')}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
          {shouldShowClear(text, isFocused) ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('GAMES.SEARCH.CLEAR')}
              // Keep the focus in the field, so the press is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <Icon name="close" size={16} />
            </button>
          ) : null}
          <button type="button" className={styles.close} onClick={onClose}>
            {t('GAMES.SEARCH.CLOSE')}
          </button>
        </div>
        {!shouldSearch(text) && text.trim().length > 0 ? (
          <p className={styles.hint}>{t('GAMES.SEARCH.HINT')}</p>
        ) : null}
        <div className={styles.body}>{body}</div>
      </div>
    </div>,
    document.body,
  );
}

/** GM-020: the popup fits the window below its top edge, re-measured 150 ms after a resize. */
function useMeasuredHeight(
  panel: RefObject<HTMLDivElement | null>,
  variant: SearchVariant,
): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    if (variant !== 'popup') return undefined;
    const measure = () => {
      const top = panel.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(240, Math.round(window.innerHeight - top - GAP_BELOW_PX)));
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SEARCH_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [panel, variant]);
  return height;
}
