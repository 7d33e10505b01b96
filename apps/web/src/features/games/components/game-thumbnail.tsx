import { useState, type CSSProperties } from 'react';
import { titleLines, titleSize } from '@croupier/domain/games/thumbnail-lettering';
import { Icon } from '../../../components/icon';
import styles from './game-tile.module.css';

/** The thumbnail's drawn size (4:3, packages/game-math catalog/thumbnail.ts): no layout shift. */
export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 240;

export interface Lettering {
  title: string;
  provider: string;
}

/**
 * The title and provider set over the picture, as the studio draws them into its own
 * (packages/domain games/thumbnail-lettering.ts): the api's pictures carry none, since text
 * inside an SVG image is laid out and painted once per image on the main thread (DESIGN.md
 * §11). Sizes are in the picture's units and scale with the tile. Decoration, like the lettering
 * of a picture: the text is drawn by CSS from data attributes, so the page's text, find-in-page
 * and screen readers meet the game's name once, in the tile's caption and link.
 */
function ThumbnailLettering({ title, provider }: Lettering) {
  const lines = titleLines(title);
  const size = { '--lettering-size': titleSize(lines) } as CSSProperties;
  return (
    <span className={styles.lettering} aria-hidden="true">
      <span className={styles.letteringTitle} style={size}>
        {lines.map((line, index) => (
          // Two lines may read the same ("Lucky Lucky Lucky Lucky"): the position is the key.
          <span key={index} data-text={line} />
        ))}
      </span>
      <span className={styles.letteringProvider} data-text={provider} />
    </span>
  );
}

/**
 * GM-002: the api's SVG preview, lazy, with a placeholder when it is missing (404), and the
 * lettering over it where the picture is large enough to read it.
 */
export function GameThumbnail({
  src,
  title,
  lettering,
  isEager = false,
}: {
  src: string;
  title: string;
  lettering?: Lettering;
  isEager?: boolean;
}) {
  const [hasFailed, setFailed] = useState(false);
  if (hasFailed) {
    return (
      <span className={styles.placeholder} data-testid="thumbnail-placeholder">
        <Icon name="dice" size={32} />
        <span className={styles.placeholderTitle}>{title}</span>
      </span>
    );
  }
  return (
    <>
      <img
        className={styles.image}
        src={src}
        alt=""
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
      {lettering ? <ThumbnailLettering {...lettering} /> : null}
    </>
  );
}
