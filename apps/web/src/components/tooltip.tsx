import { useId, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

export type TooltipPlacement = 'bottom' | 'top' | 'left' | 'right';

/** platform-core.md §5: tooltip width default 180, placement bottom, offset 10 (SH-041). */
export const TOOLTIP_DEFAULTS = { width: 180, placement: 'bottom', offset: 10 } as const;

export interface TooltipTriggerProps {
  'aria-describedby'?: string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface TooltipProps {
  content: ReactNode;
  /** The trigger; spread the props on it (hover, focus, Escape, `aria-describedby`). */
  children: (props: TooltipTriggerProps) => ReactElement;
  width?: number;
  placement?: TooltipPlacement;
  offset?: number;
}

const offsetStyle = (placement: TooltipPlacement, offset: number): CSSProperties => {
  switch (placement) {
    case 'bottom':
      return { marginTop: offset };
    case 'top':
      return { marginBottom: offset };
    case 'left':
      return { marginRight: offset };
    case 'right':
      return { marginLeft: offset };
  }
};

/** Shows on hover and keyboard focus, hides on Escape (WCAG 1.4.13). */
export function Tooltip({
  content,
  children,
  width = TOOLTIP_DEFAULTS.width,
  placement = TOOLTIP_DEFAULTS.placement,
  offset = TOOLTIP_DEFAULTS.offset,
}: TooltipProps) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <span className={styles.anchor}>
      {children({
        ...(isOpen ? { 'aria-describedby': id } : {}),
        onMouseEnter: () => setOpen(true),
        onMouseLeave: () => setOpen(false),
        onFocus: () => setOpen(true),
        onBlur: () => setOpen(false),
        onKeyDown: (event) => {
          if (event.key === 'Escape') setOpen(false);
        },
      })}
      {isOpen ? (
        <span
          id={id}
          role="tooltip"
          className={[styles.tooltip, styles[placement]].join(' ')}
          style={{ width, ...offsetStyle(placement, offset) }}
          data-placement={placement}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
