import { useEffect, useEffectEvent, useRef } from 'react';
import type { WheelSegment } from '@croupier/contracts/fe-config';
import { segmentAngle, segmentAt, slicePath } from '../wheel-geometry';
import styles from '../lootboxes.module.css';

const RADIUS = 150;
/** Longer than the CSS transition: a lost `transitionend` still ends the spin. */
const SPIN_FALLBACK_MS = 6_500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export interface PrizeWheelProps {
  segments: readonly WheelSegment[];
  labels: readonly string[];
  /** Degrees clockwise; the wheel animates (CSS transform) to each new value. */
  rotation: number;
  spinning: boolean;
  /** Called once the wheel rests at `rotation` (at once under reduced motion). */
  onLanded: () => void;
  label: string;
}

/**
 * The prize wheel (LB-012): slices in segment order clockwise from the pointer at the top. It
 * turns only to the rotation its parent computes from the server's drawn segment, so it always
 * stops on that segment; with prefers-reduced-motion it jumps there without turning.
 */
export function PrizeWheel({
  segments,
  labels,
  rotation,
  spinning,
  onLanded,
  label,
}: PrizeWheelProps) {
  const count = segments.length;
  const angle = segmentAngle(count);
  const landed = useEffectEvent(onLanded);
  const done = useRef(true);
  const disc = useRef<SVGSVGElement>(null);

  useEffect(() => {
    if (!spinning) return;
    done.current = false;
    const finish = () => {
      if (done.current) return;
      done.current = true;
      landed();
    };
    if (prefersReducedMotion()) {
      finish();
      return;
    }
    const timer = window.setTimeout(finish, SPIN_FALLBACK_MS);
    const onEnd = () => finish();
    const node = disc.current;
    node?.addEventListener('transitionend', onEnd);
    return () => {
      window.clearTimeout(timer);
      node?.removeEventListener('transitionend', onEnd);
    };
  }, [spinning, rotation]);

  return (
    <div
      className={styles.wheel}
      role="img"
      aria-label={label}
      data-testid="prize-wheel"
      data-state={spinning ? 'spinning' : 'resting'}
      data-segment-under-pointer={count > 0 ? segmentAt(rotation, count) : undefined}
    >
      <div className={styles.pointer} aria-hidden="true" />
      <svg
        ref={disc}
        className={styles.disc}
        viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`}
        style={{ transform: `rotate(${rotation}deg)` }}
        aria-hidden="true"
      >
        {segments.map((segment, index) => (
          <g key={index} data-segment={index} className={segment.weight === 0 ? styles.zero : ''}>
            <path d={slicePath(index, count, RADIUS)} className={styles[`slice${index % 4}`]} />
            <text
              x={RADIUS}
              y={RADIUS * 0.22}
              className={styles.sliceText}
              transform={`rotate(${index * angle + angle / 2} ${RADIUS} ${RADIUS})`}
            >
              {labels[index]}
            </text>
          </g>
        ))}
        <circle cx={RADIUS} cy={RADIUS} r={RADIUS * 0.14} className={styles.hub} />
      </svg>
    </div>
  );
}
