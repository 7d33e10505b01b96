/**
 * The thumbnail's motifs as SVG fragments drawn in a 100 × 100 box. `fill` is the accent
 * colour and `ink` a dark shade for details; each fragment stays a few hundred bytes so a
 * whole thumbnail fits in ~2–4 KB.
 */
type Motif = (fill: string, ink: string) => string;

const round = (value: number): number => Math.round(value * 10) / 10;

/** A regular star polygon around (50, 50). */
function starPoints(points: number, outer: number, inner: number): string {
  const coordinates: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coordinates.push(
      `${round(50 + radius * Math.cos(angle))},${round(50 + radius * Math.sin(angle))}`,
    );
  }
  return coordinates.join(' ');
}

const STAR = starPoints(5, 48, 20);
const SUN_RAYS = starPoints(12, 49, 30);

/** Six arms of a snowflake, each a stroke with two side branches. */
const SNOW_ARMS = [0, 60, 120, 180, 240, 300]
  .map(
    (angle) => `<path transform="rotate(${angle} 50 50)" d="M50 50V6M50 20l-10-10M50 20l10-10"/>`,
  )
  .join('');

export const MOTIFS: Record<string, Motif> = {
  star: (fill, ink) =>
    `<polygon points="${STAR}" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
  sun: (fill, ink) =>
    `<polygon points="${SUN_RAYS}" fill="${fill}" opacity=".85"/><circle cx="50" cy="50" r="26" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
  moon: (fill, ink) =>
    `<path d="M60 6A44 44 0 1 0 94 70A36 36 0 1 1 60 6Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="30" cy="40" r="4" fill="${ink}" opacity=".3"/><circle cx="42" cy="68" r="6" fill="${ink}" opacity=".25"/>`,
  gem: (fill, ink) =>
    `<path d="M25 18H75L96 42L50 94L4 42Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><path d="M4 42H96M25 18L38 42L50 94L62 42L75 18M38 42L50 18L62 42" fill="none" stroke="${ink}" stroke-width="1.5" opacity=".5"/>`,
  crown: (fill, ink) =>
    `<path d="M8 76L12 28L32 50L50 14L68 50L88 28L92 76Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><rect x="8" y="80" width="84" height="12" rx="3" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="50" cy="60" r="6" fill="${ink}" opacity=".45"/><circle cx="28" cy="64" r="4" fill="${ink}" opacity=".45"/><circle cx="72" cy="64" r="4" fill="${ink}" opacity=".45"/>`,
  wave: (fill, ink) =>
    `<path d="M0 56Q12 36 25 56T50 56T75 56T100 56V96H0Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><path d="M0 34Q12 14 25 34T50 34T75 34T100 34" fill="none" stroke="${fill}" stroke-width="5" opacity=".6"/>`,
  flame: (fill, ink) =>
    `<path d="M50 4C62 28 84 40 80 66C78 86 64 96 50 96C36 96 20 86 20 64C20 48 32 40 36 28C40 42 46 46 50 48C54 36 50 20 50 4Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><path d="M50 54C58 66 64 72 62 82C60 90 40 90 38 82C36 72 46 66 50 54Z" fill="#fff" opacity=".55"/>`,
  leaf: (fill, ink) =>
    `<path d="M10 90C10 40 40 10 92 8C90 60 60 90 10 90Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><path d="M10 90L72 28M40 60H62M52 48V30" fill="none" stroke="${ink}" stroke-width="2" opacity=".5"/>`,
  skull: (fill, ink) =>
    `<path d="M50 6C26 6 12 24 12 46C12 60 20 68 28 72V90H72V72C80 68 88 60 88 46C88 24 74 6 50 6Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="34" cy="46" r="10" fill="${ink}"/><circle cx="66" cy="46" r="10" fill="${ink}"/><path d="M50 58L44 70H56ZM40 90V80M50 90V80M60 90V80" fill="${ink}" stroke="${ink}" stroke-width="2"/>`,
  coin: (fill, ink) =>
    `<circle cx="50" cy="50" r="45" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="50" cy="50" r="35" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="4 3" opacity=".5"/><polygon points="${starPoints(5, 22, 9)}" fill="${ink}" opacity=".35"/>`,
  clover: (fill, ink) =>
    `<path d="M50 52Q58 80 76 96" fill="none" stroke="${ink}" stroke-width="5"/><g fill="${fill}" stroke="${ink}" stroke-width="2"><circle cx="33" cy="33" r="18"/><circle cx="67" cy="33" r="18"/><circle cx="33" cy="67" r="18"/><circle cx="67" cy="67" r="18"/></g><circle cx="50" cy="50" r="7" fill="${ink}" opacity=".35"/>`,
  dragon: (fill, ink) =>
    `<path d="M8 84C26 44 44 92 64 56C72 40 66 24 80 14L96 18L88 26L96 34L82 32C80 46 80 64 66 76C48 92 32 64 18 92Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="84" cy="22" r="2.5" fill="${ink}"/><path d="M30 66L36 58L40 68M46 70L52 62L56 72" fill="none" stroke="${ink}" stroke-width="2"/>`,
  seven: (fill, ink) =>
    `<path d="M16 10H86V26C68 44 56 66 52 92H28C32 66 44 44 60 28H16Z" fill="${fill}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
  cherry: (fill, ink) =>
    `<path d="M32 60Q40 26 72 8M68 66Q62 36 72 8" fill="none" stroke="${ink}" stroke-width="4"/><path d="M72 8C82 4 94 10 96 20C84 22 76 18 72 8Z" fill="#3fa34d"/><circle cx="30" cy="72" r="18" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="68" cy="78" r="16" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="24" cy="66" r="4" fill="#fff" opacity=".6"/>`,
  bell: (fill, ink) =>
    `<path d="M50 8C30 8 24 28 24 48C24 66 16 74 8 80H92C84 74 76 66 76 48C76 28 70 8 50 8Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="50" cy="88" r="8" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
  heart: (fill, ink) =>
    `<path d="M50 90C20 66 6 50 6 32C6 18 18 8 30 8C40 8 46 14 50 22C54 14 60 8 70 8C82 8 94 18 94 32C94 50 80 66 50 90Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
  spade: (fill, ink) =>
    `<path d="M50 6C80 30 94 46 94 60C94 74 84 82 72 82C62 82 56 76 52 70C54 80 58 88 66 94H34C42 88 46 80 48 70C44 76 38 82 28 82C16 82 6 74 6 60C6 46 20 30 50 6Z" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
  cards: (fill, ink) =>
    `<rect x="14" y="14" width="46" height="66" rx="6" transform="rotate(-14 37 47)" fill="#fff" stroke="${ink}" stroke-width="2"/><rect x="40" y="18" width="46" height="66" rx="6" transform="rotate(10 63 51)" fill="#fff" stroke="${ink}" stroke-width="2"/><path d="M63 66C52 58 48 52 48 46C48 40 56 36 63 44C70 36 78 40 78 46C78 52 74 58 63 66Z" fill="${fill}"/>`,
  wheel: (fill, ink) =>
    `<circle cx="50" cy="50" r="46" fill="${ink}"/><circle cx="50" cy="50" r="38" fill="none" stroke="${fill}" stroke-width="14" stroke-dasharray="6.6 6.6"/><circle cx="50" cy="50" r="30" fill="${fill}" opacity=".9"/><circle cx="50" cy="50" r="8" fill="${ink}"/><path d="M50 24V76M24 50H76" stroke="${ink}" stroke-width="3"/><circle cx="72" cy="22" r="4" fill="#fff"/>`,
  chips: (fill, ink) =>
    `<g stroke="${ink}" stroke-width="2"><circle cx="36" cy="60" r="30" fill="${fill}"/><circle cx="36" cy="60" r="24" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="7 5"/><circle cx="66" cy="40" r="30" fill="${fill}"/><circle cx="66" cy="40" r="24" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="7 5"/><circle cx="66" cy="40" r="12" fill="${ink}" opacity=".4"/></g>`,
  pyramid: (fill, ink) =>
    `<path d="M50 8L96 88H4Z" fill="${fill}" stroke="${ink}" stroke-width="2"/><path d="M50 8L64 88H96Z" fill="${ink}" opacity=".3"/><path d="M27 48H73M16 68H84" stroke="${ink}" stroke-width="1.5" opacity=".4"/>`,
  eye: (fill, ink) =>
    `<path d="M4 50Q50 2 96 50Q50 98 4 50Z" fill="#fff" stroke="${ink}" stroke-width="2"/><circle cx="50" cy="50" r="18" fill="${fill}" stroke="${ink}" stroke-width="2"/><circle cx="50" cy="50" r="8" fill="${ink}"/><path d="M30 80L24 96M50 86V98" stroke="${fill}" stroke-width="4"/>`,
  anchor: (fill, ink) =>
    `<g fill="none" stroke="${fill}" stroke-width="8" stroke-linecap="round"><circle cx="50" cy="14" r="8"/><path d="M50 22V88M30 36H70M14 58Q18 88 50 88Q82 88 86 58"/></g><path d="M50 22V88" stroke="${ink}" stroke-width="2" opacity=".3"/>`,
  snowflake: (fill) =>
    `<g fill="none" stroke="${fill}" stroke-width="6" stroke-linecap="round">${SNOW_ARMS}</g>`,
};

export function drawMotif(name: string, fill: string, ink: string): string {
  const motif = MOTIFS[name] ?? MOTIFS.star;
  return motif ? motif(fill, ink) : '';
}
