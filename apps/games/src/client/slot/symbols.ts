import type { z } from 'zod';
import type { slotSymbolViewSchema } from '../../shared/client-api';
import { svg } from '../lib/dom';
import { glyphFor } from './glyphs';

type SlotSymbol = z.infer<typeof slotSymbolViewSchema>;

/** Colour pairs (light, deep) per kind; a symbol takes the next pair of its kind. */
const TONES: Record<SlotSymbol['kind'], [string, string][]> = {
  low: [
    ['#7fd3ff', '#1f6fd1'],
    ['#8ff0b8', '#179a5f'],
    ['#d6a8ff', '#7a3fd1'],
    ['#ffb3d1', '#c2316f'],
    ['#ffe08a', '#c98a12'],
    ['#a8f0ff', '#138a9e'],
  ],
  high: [
    ['#ffd36b', '#e0661b'],
    ['#ff8fa3', '#c21d4a'],
    ['#9fe6ff', '#2468d8'],
    ['#c9ff8f', '#3e9a1b'],
    ['#f0b3ff', '#8a2bc2'],
    ['#ffc0a0', '#c2471d'],
  ],
  wild: [['#fff2a8', '#f0a800']],
  scatter: [['#ff9cf0', '#9b1fd1']],
};

/** Symbols that have a colour of their own wherever they appear (fruit-machine classics). */
const NAMED_TONES: [RegExp, [string, string]][] = [
  [/cherr/i, ['#ff6b7d', '#b3122e']],
  [/seven|^7$/i, ['#ff5a5a', '#a30d1c']],
  [/lemon/i, ['#fff38a', '#d9b400']],
  [/orange/i, ['#ffc07a', '#e0620e']],
  [/plum|grape/i, ['#d6a0ff', '#6a1fb0']],
  [/melon/i, ['#a8f59a', '#25902d']],
  [/bell/i, ['#ffe58a', '#c98a12']],
  [/triple bar/i, ['#ff9aa8', '#b3122e']],
  [/double bar/i, ['#9fd0ff', '#1f5fc2']],
  [/bar/i, ['#f4f4f4', '#505060']],
];

export interface SymbolArt {
  id: string;
  name: string;
  kind: SlotSymbol['kind'];
  template: SVGSVGElement;
}

/**
 * Builds one SVG per symbol id once; reels clone them (a spin shows a hundred symbols). The
 * gradients live in a single hidden <svg> so clones share their ids.
 */
export function buildSymbolArt(symbols: SlotSymbol[], accent: string): Map<string, SymbolArt> {
  const defs = svg('defs');
  const counters: Record<SlotSymbol['kind'], number> = { low: 0, high: 0, wild: 0, scatter: 0 };
  const art = new Map<string, SymbolArt>();
  symbols.forEach((symbol, index) => {
    const tones = TONES[symbol.kind];
    const named = NAMED_TONES.find(([pattern]) => pattern.test(symbol.name))?.[1];
    const [light, deep] = named ?? tones[counters[symbol.kind] % tones.length] ?? ['#fff', '#888'];
    counters[symbol.kind] += 1;
    const gradientId = `sym-${index}`;
    defs.append(
      svg('linearGradient', { id: gradientId, x1: 0, y1: 0, x2: 0, y2: 1 }, [
        svg('stop', { offset: '0%', 'stop-color': light }),
        svg('stop', { offset: '100%', 'stop-color': deep }),
      ]),
    );
    art.set(symbol.id, {
      ...symbol,
      template: drawSymbol(symbol, `url(#${gradientId})`, deep, accent),
    });
  });
  const sprite = svg('svg', { class: 'sl-defs', width: 0, height: 0, 'aria-hidden': 'true' }, [
    defs,
  ]);
  document.body.append(sprite);
  return art;
}

function drawSymbol(symbol: SlotSymbol, fill: string, deep: string, accent: string): SVGSVGElement {
  const glyph = glyphFor(symbol.name, symbol.kind);
  const special = symbol.kind === 'wild' || symbol.kind === 'scatter';
  const parts: SVGElement[] = [];
  if (special) {
    // Wild and scatter sit on a badge so they read at a glance among the others.
    parts.push(
      svg('rect', { x: 4, y: 4, width: 92, height: 92, rx: 18, fill, opacity: 0.95 }),
      svg('rect', {
        x: 8,
        y: 8,
        width: 84,
        height: 84,
        rx: 15,
        fill: 'none',
        stroke: 'rgba(255,255,255,.7)',
        'stroke-width': 2,
      }),
    );
  }
  const group = svg(
    'g',
    special
      ? { transform: 'translate(20 12) scale(.6)' }
      : { transform: 'translate(6 6) scale(.88)' },
  );
  const glyphFill = special ? '#fffaf0' : fill;
  const stroke = special ? deep : 'rgba(0,0,0,.45)';
  if (glyph.text) {
    const stack = glyph.stack ?? 1;
    const size = glyph.stack
      ? stack === 1
        ? 34
        : stack === 2
          ? 30
          : 26
      : glyph.text.length > 1
        ? 58
        : 72;
    for (let line = 0; line < stack; line += 1) {
      const y = 52 + (line - (stack - 1) / 2) * (size + 4);
      group.append(
        svg(
          'text',
          {
            x: 50,
            y,
            'text-anchor': 'middle',
            'dominant-baseline': 'central',
            'font-size': size,
            'font-weight': 900,
            'font-family': glyph.stack
              ? 'Impact, "Arial Black", system-ui, sans-serif'
              : 'Georgia, "Times New Roman", serif',
            fill: glyphFill,
            stroke,
            'stroke-width': 3,
            'paint-order': 'stroke',
          },
          [glyph.text],
        ),
      );
      if (glyph.stack) {
        group.insertBefore(
          svg('rect', {
            x: 10,
            y: y - size / 2 - 1,
            width: 80,
            height: size + 2,
            rx: 5,
            fill: 'rgba(0,0,0,.55)',
            stroke: glyphFill,
            'stroke-width': 2,
          }),
          group.lastChild,
        );
      }
    }
  }
  for (const d of glyph.paths) {
    group.append(
      svg('path', {
        d,
        fill: glyphFill,
        stroke,
        'stroke-width': 3,
        'stroke-linejoin': 'round',
        'fill-rule': 'evenodd',
      }),
    );
  }
  for (const d of glyph.details ?? []) {
    group.append(
      svg('path', {
        d,
        fill: 'none',
        stroke: special ? deep : 'rgba(255,255,255,.75)',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    );
  }
  parts.push(group);
  if (special) {
    const label = symbol.kind === 'wild' ? 'WILD' : symbol.name.toUpperCase().slice(0, 8);
    parts.push(
      svg(
        'text',
        {
          x: 50,
          y: 84,
          'text-anchor': 'middle',
          'font-size': label.length > 6 ? 13 : 17,
          'font-weight': 900,
          'letter-spacing': 1,
          'font-family': 'system-ui, sans-serif',
          fill: '#fff',
          stroke: deep,
          'stroke-width': 3,
          'paint-order': 'stroke',
        },
        [label],
      ),
    );
  }
  const element = svg(
    'svg',
    {
      viewBox: '0 0 100 100',
      class: `sl-symbol sl-symbol--${symbol.kind}`,
      role: 'img',
      'aria-label': symbol.name,
    },
    parts,
  );
  element.style.setProperty('--sym-glow', symbol.kind === 'wild' ? accent : deep);
  return element;
}
