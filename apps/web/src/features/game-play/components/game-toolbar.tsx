import { useTranslation } from 'react-i18next';
import type { Game } from '@croupier/contracts/games';
import type { PlayMode } from '../api/launch-game';
import type { FullscreenControl } from '../use-fullscreen';
import { ToolbarIcon } from './toolbar-icons';
import styles from './game-toolbar.module.css';

/** The favourite heart (PR-024..PR-026): the app joins it from the games feature. */
export interface FavoriteControl {
  isFavorite: boolean;
  /** Locked while a request for this game is in flight (PR-026). */
  isPending: boolean;
  onToggle: () => void;
}

export interface GameToolbarProps {
  game: Game;
  providerTitle: string;
  mode: PlayMode;
  /** Both modes exist for this game (GM-004: a FUN version and not live). */
  canSwitch: boolean;
  onSwitch: (mode: PlayMode) => void;
  fullscreen: FullscreenControl;
  onClose: () => void;
  favorite?: FavoriteControl | null;
}

/** Above the game: leave, title and provider, real/demo, full screen. */
export function GameToolbar({
  game,
  providerTitle,
  mode,
  canSwitch,
  onSwitch,
  fullscreen,
  onClose,
  favorite,
}: GameToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onClose}
        aria-label={t('GAME_PLAY.CLOSE')}
        title={t('GAME_PLAY.CLOSE')}
      >
        <ToolbarIcon name="back" />
      </button>
      <div className={styles.heading}>
        <h1 className={styles.title}>{game.title}</h1>
        <p className={styles.provider}>
          {providerTitle}
          {game.live ? <span className={styles.live}>{t('GAME_PLAY.LIVE')}</span> : null}
        </p>
      </div>
      {canSwitch ? (
        <div className={styles.modes} role="group" aria-label={t('GAME_PLAY.MODE_LABEL')}>
          {(['real', 'demo'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.mode}
              aria-pressed={mode === option}
              onClick={() => (mode === option ? undefined : onSwitch(option))}
            >
              {t(option === 'real' ? 'GAME_PLAY.MODE_REAL' : 'GAME_PLAY.MODE_DEMO')}
            </button>
          ))}
        </div>
      ) : (
        <span className={styles.modeBadge}>
          {t(mode === 'real' ? 'GAME_PLAY.MODE_REAL' : 'GAME_PLAY.MODE_DEMO')}
        </span>
      )}
      {favorite ? (
        <button
          type="button"
          className={`${styles.iconButton} ${styles.favorite}`}
          onClick={favorite.onToggle}
          disabled={favorite.isPending}
          aria-pressed={favorite.isFavorite}
          aria-label={t('GAME_PLAY.FAVORITE')}
          title={t(favorite.isFavorite ? 'GAME_PLAY.FAVORITE_REMOVE' : 'GAME_PLAY.FAVORITE_ADD')}
        >
          <ToolbarIcon name="heart" filled={favorite.isFavorite} />
        </button>
      ) : null}
      {fullscreen.supported ? (
        <button
          type="button"
          className={`${styles.iconButton} ${styles.fullscreen}`}
          onClick={fullscreen.toggle}
          aria-label={t(fullscreen.active ? 'GAME_PLAY.EXIT_FULLSCREEN' : 'GAME_PLAY.FULLSCREEN')}
          title={t(fullscreen.active ? 'GAME_PLAY.EXIT_FULLSCREEN' : 'GAME_PLAY.FULLSCREEN')}
        >
          <ToolbarIcon name={fullscreen.active ? 'shrink' : 'expand'} />
        </button>
      ) : null}
    </div>
  );
}
