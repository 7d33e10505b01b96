import type { SVGProps } from 'react';

/**
 * Inline SVG icons (no icon font: DESIGN.md §11 budget). 24x24 stroke icons drawn on one grid so
 * they share weight; `currentColor` lets every context tint them.
 */
const paths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14zM20 20l-4-4',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0',
  bellOff: 'M6 16V11a6 6 0 0 1 9.5-4.9M18 11v5l1.5 2H7M10 20a2 2 0 0 0 4 0M4 4l16 16',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3 1-5 1z',
  chat: 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  globe:
    'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  chevronDown: 'M6 9l6 6l6-6',
  chevronRight: 'M9 6l6 6l-6 6',
  chevronLeft: 'M15 6l-6 6l6 6',
  wallet:
    'M4 7a2 2 0 0 1 2-2h11v3M4 7v11a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H6a2 2 0 0 1-2-1zM16 14h1.5',
  plus: 'M12 5v14M5 12h14',
  home: 'M4 11l8-7l8 7v9a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z',
  cherry:
    'M8 15a3.5 3.5 0 1 1 0 7a3.5 3.5 0 0 1 0-7zM16.5 13a3.5 3.5 0 1 1 0 7a3.5 3.5 0 0 1 0-7zM8 15c0-5 3-9 8-11M16.5 13c-.5-3-1-6 .5-9M13 4c1.5-1 4-1.3 6 0c-1.5 1.7-4 2-6 0z',
  live: 'M12 10a2 2 0 1 1 0 4a2 2 0 0 1 0-4zM7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 13v4M8.5 20h7M9.5 17h5v3h-5z',
  crown: 'M4 18l-1-10l5 4l4-7l4 7l5-4l-1 10zM4 21h16',
  star: 'M12 3.5l2.6 5.3l5.9.9l-4.3 4.1l1 5.8L12 16.9l-5.2 2.7l1-5.8L3.5 9.7l5.9-.9z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  medal:
    'M8 3h8l-2 6h-4zM12 9a6 6 0 1 1 0 12a6 6 0 0 1 0-12zM12 13l1 2l2 .3l-1.5 1.4l.4 2.1L12 17.8l-1.9 1l.4-2.1L9 15.3l2-.3z',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16v2a2.5 2.5 0 0 1-5 0a2.5 2.5 0 0 1-5 0a2.5 2.5 0 0 1-5 0zM5 12v8h14v-8M10 20v-5h4v5',
  activity: 'M3 12h4l3-7l4 14l3-7h4',
  jackpot:
    'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 7v10M9.5 9.5c0-1 1-1.7 2.5-1.7s2.5.8 2.5 1.8c0 2.4-5 1.4-5 4c0 1 1 1.8 2.5 1.8s2.5-.7 2.5-1.7',
  user: 'M12 4a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM4.5 20a7.5 7.5 0 0 1 15 0',
  login: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 8l4 4l-4 4M14 12H4',
  logout: 'M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M16 8l4 4l-4 4M20 12H10',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  clock: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 7v5l3 2',
  info: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 11v5M12 8h.01',
  alert: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  check: 'M5 12l4.5 4.5L19 7',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9c-4.6-1-8-4.5-8-9V6z',
  cookie:
    'M12 3a9 9 0 1 0 9 9a3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5A3 3 0 0 1 12 3zM8.5 11h.01M12 15.5h.01M15.5 13.5h.01M9 16h.01',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1-1.5 2-4 2',
  rocket:
    'M5 19l3-1l-2-2zM14 4c3 0 6 0 6 0s0 3 0 6l-7 7l-6-6zM15 9h.01M8 12l-3-1l3-3h3M12 16l1 3l3-3v-3',
  whatsapp:
    'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5l-2-1l-1 1a4 4 0 0 1-2.5-2.5l1-1l-1-2z',
  telegram: 'M21 4L3 11l6 2l2 6l3-4l4 3zM9 13l9-7',
  mail: 'M4 6h16v12H4zM4 7l8 6l8-6',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM17.5 6.5h.01',
  x: 'M4 4l16 16M20 4L4 20',
  youtube:
    'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5zM10 9l5 3l-5 3z',
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M8 5v14M16 5v14',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  /** A label makes the icon an image for screen readers; without one it is decorative. */
  label?: string;
}

export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
