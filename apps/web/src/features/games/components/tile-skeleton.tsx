import styles from './game-list.module.css';

/** A tile-shaped placeholder: same box as a tile, so nothing moves when games arrive (CLS). */
export function TileSkeleton() {
  return (
    <div className={styles.skeletonTile} aria-hidden="true" data-testid="tile-skeleton">
      <span className={styles.skeletonMedia} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLineShort} />
    </div>
  );
}
