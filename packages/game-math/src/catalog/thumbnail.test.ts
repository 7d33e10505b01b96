import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { renderThumbnail, type ThumbnailInput } from './thumbnail.js';
import { MOTIFS } from './thumbnail-motifs.js';
import { PATTERNS } from './themes.js';

const base: ThumbnailInput = {
  title: 'Golden Pharaoh Deluxe',
  providerTitle: 'Aurora Studios',
  art: {
    palette: ['#3b2a12', '#a8741a', '#f2c14e'],
    accent: '#ffd66b',
    motif: 'sun',
    pattern: 'rays',
  },
};

interface ParsedSvg {
  root: { name: string; attributes: Record<string, string> };
  elements: string[];
  texts: string[];
}

/** Parses as strict XML the way a browser loads an SVG image; a parse error is a broken tile. */
function parseSvg(svg: string): ParsedSvg {
  const parser = new SaxesParser({ xmlns: true });
  const parsed: ParsedSvg = { root: { name: '', attributes: {} }, elements: [], texts: [] };
  let inText = false;
  parser.on('opentag', (tag) => {
    if (parsed.elements.length === 0) {
      const attributes: Record<string, string> = {};
      for (const [name, attribute] of Object.entries(tag.attributes)) {
        attributes[name] = typeof attribute === 'string' ? attribute : attribute.value;
      }
      parsed.root = { name: tag.name, attributes };
    }
    parsed.elements.push(tag.name);
    inText = tag.name === 'text';
  });
  parser.on('text', (text) => {
    if (inText) parsed.texts.push(text);
  });
  parser.on('closetag', () => {
    inText = false;
  });
  parser.write(svg).close();
  return parsed;
}

describe('renderThumbnail', () => {
  it('draws every motif and pattern as well-formed, self-contained SVG of a few KB', () => {
    for (const motif of Object.keys(MOTIFS)) {
      for (const pattern of PATTERNS) {
        const svg = renderThumbnail({ ...base, art: { ...base.art, motif, pattern } });
        const parsed = parseSvg(svg);
        expect(parsed.root.name).toBe('svg');
        expect(parsed.root.attributes.viewBox).toBe('0 0 320 240');
        expect(parsed.elements).not.toContain('script');
        // No external reference: every url() points into the same document.
        expect(svg).not.toMatch(/href=|url\((?!#)/);
        expect(svg.length).toBeLessThan(5_000);
      }
    }
  });

  it('escapes titles and provider names so they cannot break out of the markup', () => {
    const svg = renderThumbnail({
      ...base,
      title: `Tom & Jerry's <script>alert("x")</script>`,
      providerTitle: 'Baize & Felt',
    });
    const { elements, texts } = parseSvg(svg);
    expect(elements).not.toContain('script');
    expect(texts.join(' ')).toContain(`<script>alert("x")</script>`);
    expect(texts).toContain('BAIZE & FELT');
  });

  it('falls back to a neutral colour when an art colour is not a plain CSS colour', () => {
    const svg = renderThumbnail({
      ...base,
      art: { ...base.art, accent: '"/><script>x</script>', palette: ['red', 'url(http://x)'] },
    });
    parseSvg(svg);
    expect(svg).not.toContain('http://x');
    expect(svg).not.toContain('<script');
  });

  it('shows the live marker and up to two badges', () => {
    const svg = renderThumbnail({
      ...base,
      live: true,
      badges: [
        { type: 'new', theme: 'green' },
        { type: 'hot', theme: 'red' },
        { type: 'exclusive', theme: 'gold' },
      ],
    });
    const { texts } = parseSvg(svg);
    expect(texts).toEqual(expect.arrayContaining(['LIVE', 'NEW', 'HOT']));
    expect(texts).not.toContain('EXCLUSIVE');
  });

  it('splits a long title over two lines and keeps a short one on one', () => {
    const long = parseSvg(renderThumbnail({ ...base, title: 'Shimmering Pot of Gold Hold & Win' }));
    const longLines = new Set(long.texts);
    expect(longLines).toContain('Shimmering Pot of');
    expect(longLines).toContain('Gold Hold & Win');
    const short = parseSvg(renderThumbnail({ ...base, title: 'Lucky Koi' }));
    expect(short.texts).toContain('Lucky Koi');
    expect(short.texts).not.toContain('Lucky');
  });

  it('leaves the lettering out for a page that sets it as text, keeping the shade it sits on', () => {
    const lettered = parseSvg(renderThumbnail(base));
    const bare = parseSvg(renderThumbnail({ ...base, lettering: false }));
    expect(lettered.elements).toContain('text');
    expect(bare.elements).not.toContain('text');
    expect(bare.texts).toEqual([]);
    // Everything but the lettering stays: gradient, pattern, motif, shade and frame.
    expect(bare.elements.length).toBe(
      lettered.elements.length - lettered.elements.filter((name) => name === 'text').length - 1,
    );
  });

  it('renders the same bytes for the same game', () => {
    expect(renderThumbnail(base)).toBe(renderThumbnail({ ...base, art: { ...base.art } }));
  });
});
