import type { LiveTableState } from '../../shared/client-api';
import { h, svg } from '../lib/dom';
import { phaseLabel, secondsLeft } from './live-timing';
import './live.css';

const DEALERS = ['Sofia', 'Marco', 'Elena', 'Lukas', 'Amara', 'Ines', 'Viktor', 'Noor'];

function dealerNameFor(tableId: string): string {
  let hash = 0;
  for (const char of tableId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return DEALERS[hash % DEALERS.length] ?? 'Sofia';
}

/** A stylised dealer at the table: the studio look without a video stream. */
function dealerFigure(): SVGSVGElement {
  return svg('svg', { viewBox: '0 0 160 130', class: 'lv-dealer__figure', 'aria-hidden': 'true' }, [
    svg('ellipse', { cx: 80, cy: 126, rx: 70, ry: 8, fill: 'rgba(0,0,0,.35)' }),
    svg('path', { d: 'M14 130C14 96 36 82 60 78h40c24 4 46 18 46 52z', fill: '#15131f' }),
    svg('path', { d: 'M62 78h36l-18 40z', fill: '#f4f1ea' }),
    svg('path', { d: 'M60 78l20 40-10 12H52zM100 78l-20 40 10 12h18z', fill: '#24202f' }),
    svg('path', { d: 'M70 86l10 5 10-5v10l-10-5-10 5z', fill: 'var(--accent)' }),
    svg('rect', { x: 71, y: 60, width: 18, height: 20, rx: 6, fill: '#d9a27e' }),
    svg('ellipse', { cx: 80, cy: 44, rx: 20, ry: 24, fill: '#e5b18c' }),
    svg('path', {
      d: 'M58 46c-4-22 8-34 22-34s28 8 24 34c-2-10-8-16-14-18-8 6-20 8-32 18z',
      fill: '#3a2418',
    }),
    svg('circle', { cx: 72, cy: 46, r: 1.8, fill: '#2a1a12' }),
    svg('circle', { cx: 88, cy: 46, r: 1.8, fill: '#2a1a12' }),
    svg('path', {
      d: 'M74 57q6 4 12 0',
      stroke: '#9a5a44',
      'stroke-width': 1.6,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  ]);
}

export interface LiveStage {
  element: HTMLElement;
  /** Where the engine puts its centre piece (the wheel, the dealer's cards). */
  centre: HTMLElement;
  update(state: LiveTableState): void;
  setConnection(status: 'connecting' | 'live' | 'reconnecting'): void;
}

export function createLiveStage(tableId: string): LiveStage {
  const phase = h('strong', { class: 'lv-phase__label', text: 'Connecting…' });
  const seconds = h('span', { class: 'lv-phase__seconds', text: '' });
  const ring = svg('circle', { cx: 22, cy: 22, r: 19, class: 'lv-ring__bar', pathLength: 100 });
  const ringSvg = svg('svg', { viewBox: '0 0 44 44', class: 'lv-ring', 'aria-hidden': 'true' }, [
    svg('circle', { cx: 22, cy: 22, r: 19, class: 'lv-ring__track' }),
    ring,
  ]);
  const seated = h('span', { class: 'lv-seated', text: '' });
  const connection = h('span', { class: 'lv-conn', attrs: { hidden: true } });
  const centre = h('div', { class: 'lv-centre' });
  const element = h('div', { class: 'lv-studio' }, [
    h('div', { class: 'lv-dealer' }, [
      dealerFigure(),
      h('div', { class: 'lv-dealer__plate' }, [
        h('span', { class: 'lv-live', text: 'Live' }),
        h('span', { text: `Dealer ${dealerNameFor(tableId)}` }),
      ]),
    ]),
    centre,
    h('div', { class: 'lv-phase', attrs: { role: 'timer', 'aria-live': 'off' } }, [
      h('div', { class: 'lv-phase__clock' }, [ringSvg, seconds]),
      phase,
      seated,
      connection,
    ]),
  ]);

  let current: LiveTableState | null = null;
  let phaseKey = '';
  let phaseMs = 1;
  let lastAnnounced = '';

  function tick() {
    if (!current) return;
    const now = Date.now();
    const left = secondsLeft(current.phase_ends_at, now);
    seconds.textContent = current.phase === 'result' ? '' : String(left);
    const fraction = Math.max(0, Math.min(1, (Date.parse(current.phase_ends_at) - now) / phaseMs));
    ring.style.strokeDashoffset = String(100 - fraction * 100);
    element.classList.toggle('is-hurry', current.phase === 'betting' && left <= 3);
  }
  setInterval(tick, 250);

  return {
    element,
    centre,
    update(state) {
      current = state;
      const key = `${state.round_id}:${state.phase}`;
      if (key !== phaseKey) {
        phaseKey = key;
        phaseMs = Math.max(1000, Date.parse(state.phase_ends_at) - Date.now());
      }
      const label = phaseLabel(state.phase, state.engine);
      phase.textContent = label;
      element.dataset.phase = state.phase;
      seated.textContent = `${state.seated} ${state.seated === 1 ? 'player' : 'players'} seated`;
      if (label !== lastAnnounced) lastAnnounced = label;
      tick();
    },
    setConnection(status) {
      connection.hidden = status === 'live';
      connection.textContent = status === 'reconnecting' ? 'Reconnecting…' : 'Connecting…';
    },
  };
}
