import { memo, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@croupier/contracts/games';
import { Icon } from '../../../components/icon';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { useIsFavoritePending, useToggleFavorite } from '../api/favorites';
import { useGamesViewer } from '../games-viewer';
import { thumbnailSrc, tileFlags, tileOverlay, type TileFlag } from '../rules/tile-rules';
import { HeartIcon, LockIcon } from './game-icons';
import { GameThumbnail } from './game-thumbnail';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  /** Whether the game is among the player's favourites (the heart is filled). */
  isFavorite?: boolean;
  /** The jackpot on this game, already formatted (JP-003). */
  jackpot?: string | undefined;
  /** The provider's display title (the game carries its slug). */
  providerTitle?: string | undefined;
  /** Tiles above the fold load their image eagerly (LCP). */
  isEager?: boolean;
}

const FLAG_KEYS: Record<TileFlag, string> = {
  exclusive: 'GAMES.FLAG.EXCLUSIVE',
  prerelease: 'GAMES.FLAG.PRERELEASE',
  'pragmatic-drop-wins': 'GAMES.FLAG.DROP_WINS',
  'pragmatic-drop-wins-live': 'GAMES.FLAG.DROP_WINS_LIVE',
  animated: 'GAMES.FLAG.ANIMATED',
};

/**
 * A game tile (platform-core.md §4 Game tile overlay; GM-001..GM-008, PR-026): the thumbnail,
 * title, provider, badges and flags, the jackpot; on hover, keyboard focus or a first tap the
 * overlay with Play, Demo and the favourite heart, or the currency lock.
 */
export const GameTile = memo(function GameTile({
  game,
  isFavorite = false,
  jackpot,
  providerTitle,
  isEager = false,
}: GameTileProps) {
  const { t } = useTranslation();
  const viewer = useGamesViewer();
  const overlay = tileOverlay(game, viewer);
  const [isActive, setActive] = useState(false);
  const pointerType = useRef<string>('mouse');
  const root = useRef<HTMLElement>(null);

  // A first tap opened the overlay; a tap anywhere else closes it again.
  useEffect(() => {
    if (!isActive) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setActive(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isActive]);

  const onPointerDown = (event: PointerEvent) => {
    pointerType.current = event.pointerType;
  };
  // Touch has no hover: the first tap shows the overlay instead of following the link.
  const onLinkClick = (event: MouseEvent) => {
    if (pointerType.current === 'touch' && !isActive) {
      event.preventDefault();
      setActive(true);
    }
  };

  const badges = dedupeBadges(game, tileFlags(game));
  const primaryHref = overlay.kind === 'play' ? overlay.playHref : null;

  return (
    <article
      ref={root}
      className={styles.tile}
      data-active={isActive || undefined}
      data-locked={overlay.kind === 'locked' || undefined}
      onPointerDown={onPointerDown}
    >
      {primaryHref ? (
        <LocaleLink to={primaryHref} className={styles.link} onClick={onLinkClick}>
          <TileBody
            game={game}
            providerTitle={providerTitle ?? game.provider}
            jackpot={jackpot}
            isEager={isEager}
            badges={badges}
          />
        </LocaleLink>
      ) : (
        <button
          type="button"
          className={`${styles.link} ${styles.lockedButton}`}
          aria-label={game.title}
          onClick={() => setActive(true)}
        >
          <TileBody
            game={game}
            providerTitle={providerTitle ?? game.provider}
            jackpot={jackpot}
            isEager={isEager}
            badges={badges}
          />
        </button>
      )}
      <div className={styles.overlay}>
        {overlay.kind === 'locked' ? (
          <div className={styles.lock} role="note">
            <LockIcon />
            <strong className={styles.lockTitle}>
              {t('GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY_TITLE')}
            </strong>
            <span className={styles.lockText}>
              {t('GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY')}
            </span>
          </div>
        ) : (
          <>
            <LocaleLink
              to={overlay.playHref}
              className={styles.play}
              aria-label={t('GAMES.TILE.PLAY_GAME', { title: game.title })}
            >
              <Icon name="play" size={22} />
              <span>{t('GAMES.TILE.PLAY')}</span>
            </LocaleLink>
            {overlay.demoHref ? (
              <LocaleLink
                to={overlay.demoHref}
                className={styles.demo}
                aria-label={t('GAMES.TILE.DEMO_GAME', { title: game.title })}
              >
                {t('GAMES.TILE.DEMO')}
              </LocaleLink>
            ) : null}
            {overlay.favoriteId !== null ? (
              <FavoriteToggle game={game} id={overlay.favoriteId} isFavorite={isFavorite} />
            ) : null}
          </>
        )}
      </div>
    </article>
  );
});

interface TileBadge {
  key: string;
  label: string;
  theme: string;
}

function dedupeBadges(
  game: Game,
  flags: TileFlag[],
): { flags: TileFlag[]; badges: Game['badges'] } {
  const types = new Set(game.badges.map((badge) => badge.type));
  return { flags: flags.filter((flag) => !types.has(flag)), badges: game.badges };
}

function TileBody({
  game,
  providerTitle,
  jackpot,
  isEager,
  badges,
}: {
  game: Game;
  providerTitle: string;
  jackpot: string | undefined;
  isEager: boolean;
  badges: { flags: TileFlag[]; badges: Game['badges'] };
}) {
  const { t } = useTranslation();
  const labels: TileBadge[] = [
    ...badges.badges.map((badge) => ({
      key: `badge-${badge.type}`,
      label: t(`GAMES.BADGE.${badge.type.toUpperCase().replaceAll('-', '_')}`, {
        defaultValue: badge.type,
      }),
      theme: badge.theme,
    })),
    ...badges.flags.map((flag) => ({
      key: `flag-${flag}`,
      label: t(FLAG_KEYS[flag]),
      theme: flag,
    })),
  ];
  return (
    <>
      <span className={styles.media}>
        <GameThumbnail
          src={thumbnailSrc(game.identifier)}
          title={game.title}
          lettering={{ title: game.title, provider: providerTitle }}
          isEager={isEager}
        />
        {labels.length > 0 && !jackpot ? (
          <span className={styles.badges}>
            {labels.slice(0, 3).map((badge) => (
              <span key={badge.key} className={styles.badge} data-theme={badge.theme}>
                {badge.label}
              </span>
            ))}
          </span>
        ) : null}
        {game.live ? (
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('GAMES.TILE.LIVE')}
          </span>
        ) : null}
        {jackpot ? (
          <span className={styles.jackpot}>
            <span className="visually-hidden">{t('GAMES.TILE.JACKPOT')}: </span>
            <Icon name="jackpot" size={14} />
            {jackpot}
          </span>
        ) : null}
      </span>
      <span className={styles.meta}>
        <span className={styles.title}>{game.title}</span>
        <span className={styles.provider}>{providerTitle}</span>
      </span>
    </>
  );
}

function FavoriteToggle({ game, id, isFavorite }: { game: Game; id: number; isFavorite: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const isPending = useIsFavoritePending(id);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavorite}
      aria-disabled={isPending || undefined}
      aria-label={t(isFavorite ? 'GAMES.TILE.REMOVE_FAVORITE' : 'GAMES.TILE.ADD_FAVORITE', {
        title: game.title,
      })}
      data-pending={isPending || undefined}
      onClick={() => {
        if (!isPending) toggle({ game, id, isAdding: !isFavorite });
      }}
    >
      <HeartIcon isFilled={isFavorite} />
    </button>
  );
}
