import { svg } from '../lib/dom';

/** Line icons drawn inline (no image requests, no icon font). */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  history: 'M12 7v5l3 2M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  trash: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13',
  spin: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4',
} as const;
export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGSVGElement {
  return svg(
    'svg',
    {
      viewBox: '0 0 24 24',
      width: 22,
      height: 22,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
      class: 'gm-icon',
    },
    [svg('path', { d: PATHS[name] })],
  );
}
