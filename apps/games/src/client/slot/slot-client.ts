import type { z } from 'zod';
import type { SlotRoundView, slotSpinViewSchema } from '../../shared/client-api';
import type { Frame } from '../frame/frame';
import { icon } from '../frame/icons';
import { GameError, type GameApi } from '../lib/api';
import { animationsSettled, h, prefersReducedMotion, svg, wait } from '../lib/dom';
import {
  buildStrip,
  countUpMs,
  fillerSymbols,
  planReelMotion,
  startOffsetPercent,
  type MotionMode,
} from './reel-plan';
import { buildSymbolArt } from './symbols';
import { describeSpin, describeWin } from './slot-text';
import './slot.css';

type SpinView = z.infer<typeof slotSpinViewSchema>;

const LINE_COLOURS = ['#ffd54a', '#ff6b9a', '#5fe3ff', '#8dff72', '#c18bff', '#ff9a4a', '#ffffff'];
const TURBO_KEY = 'croupier.slot.turbo';
/** Wins of at least this many stakes get a celebration banner. */
const BIG_WIN_RATIO = 15;
const MEGA_WIN_RATIO = 50;

/** Video and classic slots: a reel set landing on the server's grid, then the wins. */
export function mountSlot(frame: Frame, api: GameApi): void {
  const slot = frame.session.slot;
  if (!slot) {
    frame.toast('This slot is not configured.');
    return;
  }
  const symbolArt = buildSymbolArt(slot.symbols, frame.session.game.art.accent);
  const symbolIds = slot.symbols
    .filter((symbol) => symbol.kind !== 'scatter')
    .map((symbol) => symbol.id);
  let grid = slot.idle_grid.map((column) => [...column]);
  let turbo = readTurbo();
  let running = false;

  // ---- the machine
  const reels = grid.map(() => {
    const strip = h('div', { class: 'sl-strip' });
    const reel = h('div', { class: 'sl-reel' }, [strip]);
    return { reel, strip };
  });
  const lines = svg('svg', {
    class: 'sl-lines',
    viewBox: `0 0 ${slot.reels} ${slot.rows}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const windowEl = h('div', { class: 'sl-window' }, [...reels.map((r) => r.reel), lines]);
  const banner = h('div', { class: 'sl-banner', attrs: { hidden: true } });
  const message = h('p', {
    class: 'sl-message',
    text: slot.ways
      ? `${waysCount()} ways to win`
      : `${slot.lines?.length ?? 1} ${(slot.lines?.length ?? 1) === 1 ? 'line' : 'lines'}`,
  });
  const machine = h(
    'div',
    {
      class: `sl-machine ${frame.session.game.engine === 'classic-slot' ? 'sl-machine--classic' : ''}`,
    },
    [h('div', { class: 'sl-frame' }, [windowEl, banner]), message],
  );
  machine.style.setProperty('--reels', String(slot.reels));
  machine.style.setProperty('--rows', String(slot.rows));
  frame.stage.append(machine);
  grid.forEach((column, reel) => renderColumn(reel, column));
  clearWins();

  // ---- buttons
  const turboButton = h(
    'button',
    {
      class: 'gm-iconbtn gm-toggle',
      attrs: {
        type: 'button',
        'aria-pressed': String(turbo),
        'aria-label': 'Turbo spin',
        title: 'Turbo',
      },
      on: {
        click: () => {
          turbo = !turbo;
          turboButton.setAttribute('aria-pressed', String(turbo));
          writeTurbo(turbo);
        },
      },
    },
    [icon('bolt')],
  );
  const spinButton = h(
    'button',
    {
      class: 'gm-spin',
      attrs: { type: 'button', 'aria-label': 'Spin (Space)' },
      on: { click: () => void spin() },
    },
    [icon('spin')],
  );
  frame.actions.append(turboButton, spinButton);
  window.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('button, select, input, a, [role="dialog"], [role="alertdialog"], aside'))
      return;
    event.preventDefault();
    void spin();
  });

  function waysCount() {
    return slot ? slot.rows ** slot.reels : 0;
  }

  function cellFor(id: string): HTMLElement {
    const art = symbolArt.get(id);
    const cell = h('div', { class: 'sl-cell', attrs: { 'data-symbol': id } });
    if (art) cell.append(art.template.cloneNode(true));
    else cell.append(h('span', { class: 'sl-unknown', text: id }));
    return cell;
  }

  function renderColumn(reel: number, symbols: readonly string[]) {
    const target = reels[reel];
    if (!target) return;
    target.strip.style.setProperty('--len', String(symbols.length));
    target.strip.replaceChildren(...symbols.map(cellFor));
  }

  function motionMode(): MotionMode {
    if (prefersReducedMotion()) return 'reduced';
    return turbo ? 'turbo' : 'normal';
  }

  async function landReels(next: string[][], mode: MotionMode) {
    const plan = planReelMotion(next.length, mode);
    const landings = plan.map(async ({ reel, duration, filler }) => {
      const target = reels[reel];
      const result = next[reel] ?? [];
      if (!target) return;
      const strip = buildStrip(grid[reel] ?? result, result, fillerSymbols(symbolIds, filler));
      renderColumn(reel, strip);
      const from = startOffsetPercent(strip.length, result.length);
      // Transform only: a blur filter on the whole strip (dozens of symbols tall) made phones
      // rasterise an enormous layer every frame, stalling the spin for seconds without a GPU.
      const animation = target.strip.animate(
        [{ transform: `translateY(${from}%)` }, { transform: 'translateY(0%)' }],
        { duration, easing: 'cubic-bezier(.3,.05,.25,1.08)' },
      );
      await animationsSettled([animation], duration);
      renderColumn(reel, result);
      target.reel.classList.remove('is-landed');
      void target.reel.offsetWidth; // restart the landing bounce
      target.reel.classList.add('is-landed');
    });
    await Promise.all(landings);
    grid = next.map((column) => [...column]);
  }

  /** A single-line machine keeps its payline marked, as on a fruit machine's glass. */
  function idleLines(): SVGElement[] {
    const only = slot?.lines?.length === 1 ? slot.lines[0] : undefined;
    if (!only) return [];
    const points = only.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
    return [svg('polyline', { points, class: 'sl-line sl-line--idle' })];
  }

  function clearWins() {
    lines.replaceChildren(...idleLines());
    windowEl.classList.remove('has-wins');
    for (const cell of windowEl.querySelectorAll('.sl-cell.is-win'))
      cell.classList.remove('is-win');
  }

  function showWins(view: SpinView) {
    clearWins();
    if (view.wins.length === 0) return;
    windowEl.classList.add('has-wins');
    view.wins.forEach((win, index) => {
      const colour = LINE_COLOURS[index % LINE_COLOURS.length] ?? '#fff';
      for (const [reel, row] of win.positions) {
        reels[reel]?.strip.children[row]?.classList.add('is-win');
      }
      const path = win.line !== undefined ? slot?.lines?.[win.line] : undefined;
      if (path) {
        const points = path.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ');
        lines.append(
          svg('polyline', { points, class: 'sl-line sl-line--glow', stroke: colour }),
          svg('polyline', { points, class: 'sl-line', stroke: colour }),
        );
      }
    });
  }

  function symbolName(id: string) {
    return symbolArt.get(id)?.name ?? id;
  }

  async function playSpin(view: SpinView, mode: MotionMode, bet: number, shownSoFar: number) {
    clearWins();
    await landReels(view.grid, mode);
    showWins(view);
    const best = [...view.wins].sort((a, b) => b.amount - a.amount)[0];
    if (best) {
      message.textContent = `${describeWin(best, symbolName)} · ${frame.money(view.win)}`;
      message.classList.add('is-win');
    } else {
      message.textContent = view.free_spins_awarded > 0 ? '' : 'No win this time';
      message.classList.remove('is-win');
    }
    if (view.win > 0) {
      await frame.showWin(shownSoFar + view.win, countUpMs(view.win, bet, mode));
    }
    // Reduced motion skips the movement, not the time to read the result.
    if (view.win > 0) await wait(mode === 'turbo' ? 250 : mode === 'reduced' ? 500 : 700);
  }

  /** A big announcement over the reels (`ms` > 0), or the running feature's tag above them. */
  async function showBanner(text: string, sub: string, ms: number) {
    banner.replaceChildren(h('strong', { text }), h('span', { text: sub }));
    banner.classList.toggle('sl-banner--tag', ms === 0);
    banner.hidden = false;
    if (ms > 0) await wait(ms);
  }

  async function spin() {
    if (running) return;
    running = true;
    spinButton.disabled = true;
    spinButton.classList.add('is-spinning');
    frame.setBusy(true);
    clearWins();
    banner.hidden = true;
    message.textContent = 'Good luck!';
    // The reels jolt at once, before the studio answers: the press is felt immediately.
    if (motionMode() !== 'reduced') windowEl.classList.add('is-starting');
    message.classList.remove('is-win');
    void frame.showWin(0, 0);
    const bet = frame.bet;
    let round: SlotRoundView;
    try {
      round = await api.spinSlot(bet);
    } catch (error) {
      windowEl.classList.remove('is-starting');
      finish();
      message.textContent = 'Place your bet and spin';
      if (error instanceof GameError) frame.showError(error);
      return;
    }
    windowEl.classList.remove('is-starting');
    // The stake leaves the balance now; the win is added once it has been shown.
    frame.setBalance(round.balance - round.win);
    const mode = motionMode();
    const [base, ...free] = round.spins;
    let shown = 0;
    if (base) {
      await playSpin(base, mode, bet, shown);
      shown += base.win;
    }
    if (free.length > 0) {
      const pause = mode === 'reduced' ? 900 : mode === 'turbo' ? 700 : 1600;
      await showBanner(
        `${base?.free_spins_awarded ?? free.length} FREE SPINS`,
        'Wins multiplied during the feature',
        pause,
      );
      for (const [index, view] of free.entries()) {
        await showBanner(
          `FREE SPINS ${index + 1}/${free.length}`,
          view.multiplier > 1 ? `×${view.multiplier} multiplier` : 'Feature in play',
          0,
        );
        await playSpin(view, mode, bet, shown);
        shown += view.win;
      }
    }
    const celebration =
      round.win >= MEGA_WIN_RATIO * round.bet
        ? 'MEGA WIN'
        : round.win >= BIG_WIN_RATIO * round.bet
          ? 'BIG WIN'
          : free.length > 0
            ? 'FEATURE WIN'
            : null;
    if (celebration) {
      await showBanner(celebration, frame.money(round.win), mode === 'turbo' ? 900 : 2000);
      banner.hidden = true;
    }
    await frame.showWin(round.win, 0);
    const summary = describeSpin(round, symbolName);
    frame.announce(round.win > 0 ? `You won ${frame.money(round.win)}. ${summary}` : 'No win.');
    frame.finishRound({
      round_id: round.round_id,
      bet: round.bet,
      win: round.win,
      balance: round.balance,
      summary,
    });
    finish();
  }

  function finish() {
    running = false;
    spinButton.disabled = false;
    spinButton.classList.remove('is-spinning');
    frame.setBusy(false);
  }
}

function readTurbo(): boolean {
  try {
    return localStorage.getItem(TURBO_KEY) === '1';
  } catch {
    return false;
  }
}

function writeTurbo(on: boolean) {
  try {
    localStorage.setItem(TURBO_KEY, on ? '1' : '0');
  } catch {
    // Storage can be blocked in a third-party iframe; turbo then lasts for this visit only.
  }
}
