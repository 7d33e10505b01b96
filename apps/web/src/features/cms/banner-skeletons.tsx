import { Skeleton } from '../../components/skeleton';
import { DESKTOP_QUERY, useMediaQuery } from '../../components/use-media-query';
import styles from './banner-slider.module.css';

/** platform-core.md §2.6: skeleton banners while banners load, 2 on mobile, 3 on desktop (SH-023). */
export function BannerSkeletons({ label }: { label?: string }) {
  const count = useMediaQuery(DESKTOP_QUERY) ? 3 : 2;
  // The slider's own frame, controls row included, so the banners replace it without a layout
  // shift (DESIGN.md §11, CLS <= 0.02).
  return (
    <div className={styles.slider}>
      <div className={styles.track} role="status" aria-busy="true" aria-label={label}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.slot}>
            <Skeleton className={styles.skeleton} radius="var(--radius-xl)" />
          </div>
        ))}
      </div>
      <div className={styles.controls} aria-hidden="true">
        <div className={styles.arrow} data-placeholder="true" />
      </div>
    </div>
  );
}
