import type { GameArt, GameBadge } from '@croupier/contracts/studio';
import { titleLines, titleSize } from '@croupier/domain/games/thumbnail-lettering';
import { hashSeed } from './catalog-random.js';
import { drawMotif } from './thumbnail-motifs.js';

export interface ThumbnailInput {
  title: string;
  providerTitle: string;
  art: GameArt;
  live?: boolean;
  badges?: readonly GameBadge[];
  /**
   * Whether the title and provider are drawn into the picture (the default). Without, the
   * picture keeps the shade they sit on, for a page that sets them as text over it.
   */
  lettering?: boolean;
}

/**
 * Thumbnails are 4:3 landscape, 320 × 240 user units: lobby tiles are 160–200 px wide and a
 * 4:3 tile keeps two rows of five visible on a laptop while leaving room for a two-line title.
 * The SVG scales to any size (viewBox); width/height are only the intrinsic size.
 */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 240;

const BADGE_COLOURS: Record<string, string> = {
  green: '#16a34a',
  red: '#dc2626',
  gold: '#b8860b',
  purple: '#7c3aed',
  blue: '#2563eb',
};

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Art colours come from our own catalog, but the renderer must never let a value break out of
 * its attribute: anything that is not a plain CSS colour falls back to a neutral one.
 */
function safeColour(value: string | undefined, fallback: string): string {
  return value !== undefined && /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/.test(value)
    ? value
    : fallback;
}

function pattern(name: string, id: string): { defs: string; fill: string } {
  const tile = (size: number, body: string, extra = ''): { defs: string; fill: string } => ({
    defs: `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`,
    fill: `<rect width="320" height="240" fill="url(#${id})"/>`,
  });
  switch (name) {
    case 'dots':
      return tile(20, '<circle cx="10" cy="10" r="3" fill="#fff"/>');
    case 'grid':
      return tile(24, '<path d="M24 0H0V24" fill="none" stroke="#fff" stroke-width="1.5"/>');
    case 'diamonds':
      return tile(
        28,
        '<path d="M14 2L26 14L14 26L2 14Z" fill="none" stroke="#fff" stroke-width="1.5"/>',
      );
    case 'stripes':
      return tile(
        16,
        '<rect width="6" height="16" fill="#fff"/>',
        ' patternTransform="rotate(35)"',
      );
    case 'waves':
      return tile(
        40,
        '<path d="M0 20Q10 8 20 20T40 20" fill="none" stroke="#fff" stroke-width="2"/>',
      );
    case 'circles':
      return {
        defs: '',
        fill: `<g fill="none" stroke="#fff" stroke-width="2">${[40, 70, 100, 130, 160, 190]
          .map((r) => `<circle cx="160" cy="100" r="${r}"/>`)
          .join('')}</g>`,
      };
    default: {
      // rays: sixteen wedges from the motif's centre
      const wedges: string[] = [];
      for (let i = 0; i < 16; i += 2) {
        const a = (Math.PI * i) / 8;
        const b = (Math.PI * (i + 1)) / 8;
        const point = (angle: number) =>
          `${Math.round(160 + 260 * Math.cos(angle))} ${Math.round(100 + 260 * Math.sin(angle))}`;
        wedges.push(`M160 100L${point(a)}L${point(b)}Z`);
      }
      return { defs: '', fill: `<path d="${wedges.join('')}" fill="#fff"/>` };
    }
  }
}

function badgePills(badges: readonly GameBadge[], live: boolean): string {
  const pills: string[] = [];
  let x = 312;
  for (const badge of badges.slice(0, 2)) {
    const label = escapeXml(badge.type.toUpperCase().slice(0, 10));
    const width = 14 + label.length * 7;
    x -= width;
    pills.push(
      `<rect x="${x}" y="10" width="${width}" height="18" rx="9" fill="${BADGE_COLOURS[badge.theme] ?? '#475569'}"/><text x="${x + width / 2}" y="23" text-anchor="middle" font-size="11" font-weight="700" fill="#fff">${label}</text>`,
    );
    x -= 6;
  }
  if (live) {
    pills.push(
      '<rect x="10" y="10" width="52" height="18" rx="9" fill="#dc2626"/><circle cx="21" cy="19" r="4" fill="#fff"/><text x="43" y="23" text-anchor="middle" font-size="11" font-weight="700" fill="#fff">LIVE</text>',
    );
  }
  return pills.join('');
}

/**
 * A game's tile picture as a self-contained SVG (no external references, no script): the
 * palette's gradient, a faint pattern, the motif in the accent colour, the title in bold with a
 * shadow, and the provider's name small (unless `lettering` is false). Deterministic: the same
 * input gives the same bytes, so the casino and the studio serve identical images and can cache
 * them forever.
 */
export function renderThumbnail(input: ThumbnailInput): string {
  const { art } = input;
  const id = `t${hashSeed(`${input.title}|${input.providerTitle}`).toString(36)}`;
  const stops = art.palette.map((colour, index, all) => {
    const offset = all.length === 1 ? 0 : Math.round((index / (all.length - 1)) * 100);
    return `<stop offset="${offset}%" stop-color="${safeColour(colour, '#1e293b')}"/>`;
  });
  const accent = safeColour(art.accent, '#ffffff');
  const ink = safeColour(art.palette[0], '#111827');
  const back = pattern(art.pattern, `${id}p`);
  const lines = titleLines(input.title);
  const fontSize = titleSize(lines);
  const firstLineY = lines.length === 1 ? 204 : 180;
  const title = lines
    .map((line, index) => {
      const y = firstLineY + index * (fontSize + 1);
      const text = escapeXml(line);
      return `<text x="162" y="${y + 2}" fill="#000" opacity=".55">${text}</text><text x="160" y="${y}" fill="${accent}">${text}</text>`;
    })
    .join('');
  const lettering =
    (input.lettering ?? true)
      ? [
          `<g text-anchor="middle" font-weight="800" font-size="${fontSize}">${title}</g>`,
          `<text x="160" y="230" text-anchor="middle" font-size="11" font-weight="600" letter-spacing="1.5" fill="#fff" opacity=".8">${escapeXml(input.providerTitle.toUpperCase())}</text>`,
        ]
      : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">`,
    `<defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1">${stops.join('')}</linearGradient>`,
    `<radialGradient id="${id}r"><stop offset="0" stop-color="${accent}" stop-opacity=".5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>${back.defs}</defs>`,
    `<rect width="320" height="240" fill="url(#${id}g)"/>`,
    `<g opacity=".12">${back.fill}</g>`,
    `<circle cx="160" cy="100" r="90" fill="url(#${id}r)"/>`,
    `<g transform="translate(108 46) scale(1.04)">${drawMotif(art.motif, accent, ink)}</g>`,
    `<rect y="150" width="320" height="90" fill="url(#${id}s)"/>`,
    ...lettering,
    badgePills(input.badges ?? [], input.live ?? false),
    `<rect x="3" y="3" width="314" height="234" rx="14" fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="3"/>`,
    '</svg>',
  ].join('');
}
