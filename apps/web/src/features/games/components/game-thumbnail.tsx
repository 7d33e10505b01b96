import { useState } from 'react';
import { Icon } from '../../../components/icon';
import styles from './game-tile.module.css';

/** The thumbnail's drawn size (4:3, packages/game-math catalog/thumbnail.ts): no layout shift. */
export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 240;

/** GM-002: the api's SVG preview, lazy, with a placeholder when it is missing (404). */
export function GameThumbnail({
  src,
  title,
  isEager = false,
}: {
  src: string;
  title: string;
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
  );
}
