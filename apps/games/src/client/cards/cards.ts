import type { Card } from '../../shared/client-api';
import { h } from '../lib/dom';
import './cards.css';

const SUITS: Record<Card['suit'], { glyph: string; name: string; red: boolean }> = {
  S: { glyph: '♠', name: 'spades', red: false },
  H: { glyph: '♥', name: 'hearts', red: true },
  D: { glyph: '♦', name: 'diamonds', red: true },
  C: { glyph: '♣', name: 'clubs', red: false },
};
const RANK_NAMES: Partial<Record<Card['rank'], string>> = {
  A: 'ace',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};

export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${SUITS[card.suit].name}`;
}

/** "A♠ K♥" for history lines and announcements. */
export function cardsText(cards: readonly Card[]): string {
  return cards.map((card) => `${card.rank}${SUITS[card.suit].glyph}`).join(' ');
}

function cardFace(card: Card): HTMLElement {
  const suit = SUITS[card.suit];
  const corner = () =>
    h('span', { class: 'cd-corner' }, [h('b', { text: card.rank }), h('i', { text: suit.glyph })]);
  return h('div', { class: `cd-face ${suit.red ? 'cd-face--red' : ''}` }, [
    corner(),
    h('span', { class: 'cd-pip', text: suit.glyph }),
    corner(),
  ]);
}

/**
 * A hand of cards on the felt. New cards slide in from the shoe one after another; a face-down
 * card (the dealer's hole card) flips when the server reveals it.
 */
export interface HandView {
  element: HTMLElement;
  /** Shows `cards` then `hidden` face-down cards; returns when the new cards have landed. */
  set(cards: readonly Card[], hidden?: number): Promise<void>;
  setTotal(text: string): void;
  setResult(text: string, tone: 'win' | 'lose' | 'push' | ''): void;
  setActive(active: boolean): void;
  clear(): void;
}

export function createHandView(label: string, dealMs: () => number): HandView {
  const row = h('div', { class: 'cd-row' });
  const total = h('span', { class: 'cd-total', attrs: { hidden: true } });
  const result = h('span', { class: 'cd-result', attrs: { hidden: true } });
  const element = h('div', { class: 'cd-hand', attrs: { role: 'group', 'aria-label': label } }, [
    h('div', { class: 'cd-head' }, [h('span', { class: 'cd-label', text: label }), total]),
    row,
    result,
  ]);
  let shown: (Card | null)[] = [];

  return {
    element,
    async set(cards, hidden = 0) {
      const next: (Card | null)[] = [...cards, ...Array.from({ length: hidden }, () => null)];
      let delay = 0;
      const step = dealMs();
      next.forEach((card, index) => {
        const before = shown[index];
        const slot = row.children[index] as HTMLElement | undefined;
        if (slot && before === null && card) {
          // The hole card turns over.
          slot.replaceChildren(cardFace(card));
          slot.classList.remove('is-down');
          slot.setAttribute('aria-label', cardName(card));
          slot.style.setProperty('--deal-delay', `${delay}ms`);
          slot.classList.add('is-flipping');
          delay += step;
          return;
        }
        if (slot) return;
        const cardEl = h('div', {
          class: `cd-card ${card ? '' : 'is-down'}`,
          attrs: { role: 'img', 'aria-label': card ? cardName(card) : 'face-down card' },
        });
        if (card) cardEl.append(cardFace(card));
        cardEl.style.setProperty('--deal-delay', `${delay}ms`);
        row.append(cardEl);
        delay += step;
      });
      shown = next;
      if (delay > 0 && step > 0) await new Promise((resolve) => setTimeout(resolve, delay + 150));
    },
    setTotal(text) {
      total.textContent = text;
      total.hidden = text === '';
    },
    setResult(text, tone) {
      result.textContent = text;
      result.className = `cd-result ${tone ? `cd-result--${tone}` : ''}`;
      result.hidden = text === '';
    },
    setActive(active) {
      element.classList.toggle('is-active', active);
    },
    clear() {
      row.replaceChildren();
      shown = [];
      total.hidden = true;
      result.hidden = true;
      element.classList.remove('is-active');
    },
  };
}
