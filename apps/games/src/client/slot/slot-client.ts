import type { z } from 'zod';
import type { FreespinsView, SlotRoundView, slotSpinViewSchema } from '../../shared/client-api';
import type { Frame } from '../frame/frame';
import { icon } from '../frame/icons';
import { GameError, type GameApi } from '../lib/api';
import { animationsSettled, h, pause, prefersReducedMotion, svg } from '../lib/dom';
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
const SPIN_LABEL = 'Spin (Space)';
const SKIP_LABEL = 'Show the result now (Space)';

/** Pauses in the showing of a round, per pace: each is skipped by a press of the spin button. */
const PAUSES: Record<
  MotionMode,
  { feature: number; betweenFreeSpins: number; celebration: number }
> = {
  normal: { feature: 1000, betweenFreeSpins: 400, celebration: 1200 },
  turbo: { feature: 400, betweenFreeSpins: 150, celebration: 500 },
  // Reduced motion skips the movement, not the time to read a banner.
  reduced: { feature: 900, betweenFreeSpins: 400, celebration: 1200 },
};

/**
 * Where a spin is: `requesting` while the studio's call is unanswered, the only time the spin
 * button is disabled (a second bet must not race the first); `presenting` while the answer is
 * drawn, when a press shows the rest of the round at once; `idle` when a press spins.
 */
type SpinPhase = 'idle' | 'requesting' | 'presenting';

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
  let phase: SpinPhase = 'idle';
  /** Free spins the casino issued for this game: spins play them first, staking nothing. */
  let freespins: FreespinsView | null = frame.session.freespins ?? null;
  /** Aborted by a press while the round is shown: the rest of it is drawn at once. */
  let hurry = new AbortController();

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
  const freespinsTag = h('p', {
    class: 'sl-freespins',
    attrs: { role: 'status', 'aria-live': 'polite', hidden: true },
  });
  frame.stage.append(freespinsTag, machine);
  renderFreespins();
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
      attrs: { type: 'button', 'aria-label': SPIN_LABEL },
      on: { click: () => press() },
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
    press();
  });

  /** "3 free spins left · 2.00 each" above the reels while the issue lasts. */
  function renderFreespins() {
    const left = freespins?.left ?? 0;
    freespinsTag.hidden = left === 0;
    // The stake picker sets the spins after the free ones; say so while those last.
    frame.setBetLabel(left === 0 ? 'Bet' : 'Bet after free spins');
    if (!freespins || left === 0) return;
    freespinsTag.textContent = `${left} free ${left === 1 ? 'spin' : 'spins'} left · ${frame.money(freespins.bet)} each`;
  }

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

  async function landReels(next: string[][], mode: MotionMode, signal: AbortSignal) {
    // Hurried: the result is drawn as it stands, no strip built only to be skipped.
    const plan = signal.aborted ? [] : planReelMotion(next.length, mode);
    if (signal.aborted) next.forEach((column, reel) => renderColumn(reel, column));
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
      await animationsSettled([animation], duration, signal);
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

  async function playSpin(
    view: SpinView,
    mode: MotionMode,
    bet: number,
    shownSoFar: number,
    signal: AbortSignal,
  ) {
    clearWins();
    await landReels(view.grid, mode, signal);
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
      await frame.showWin(shownSoFar + view.win, countUpMs(view.win, bet, mode), signal);
    }
  }

  /** A big announcement over the reels (`ms` > 0), or the running feature's tag above them. */
  async function showBanner(text: string, sub: string, ms: number, signal: AbortSignal) {
    banner.replaceChildren(h('strong', { text }), h('span', { text: sub }));
    banner.classList.toggle('sl-banner--tag', ms === 0);
    banner.hidden = false;
    if (ms > 0) await pause(ms, signal);
  }

  function setPhase(next: SpinPhase) {
    phase = next;
    spinButton.disabled = next === 'requesting';
    spinButton.setAttribute('aria-label', next === 'presenting' ? SKIP_LABEL : SPIN_LABEL);
    spinButton.classList.toggle('is-spinning', next !== 'idle');
    frame.setBusy(next !== 'idle');
  }

  /** The spin button and Space: spin when idle, show the rest of the round while it is shown. */
  function press() {
    if (phase === 'idle') void spin();
    else if (phase === 'presenting') hurry.abort();
  }

  async function spin() {
    setPhase('requesting');
    hurry = new AbortController();
    const { signal } = hurry;
    clearWins();
    banner.hidden = true;
    message.textContent = 'Good luck!';
    // The reels jolt at once, before the studio answers: the press is felt immediately.
    if (motionMode() !== 'reduced') windowEl.classList.add('is-starting');
    message.classList.remove('is-win');
    void frame.showWin(0, 0);
    const free = freespins && freespins.left > 0 ? freespins : null;
    // The stake the wins are measured against: the issue's for a free spin (the player paid 0).
    const bet = free ? free.bet : frame.bet;
    let round: SlotRoundView;
    try {
      round = free ? await api.spinFreeSpin(free.issue_id) : await api.spinSlot(bet);
    } catch (error) {
      if (free && error instanceof GameError && error.code === 'invalid_bet') {
        // The casino ended these spins meanwhile (used, canceled, expired): back to real stakes.
        freespins = null;
        renderFreespins();
      }
      windowEl.classList.remove('is-starting');
      setPhase('idle');
      message.textContent = 'Place your bet and spin';
      if (error instanceof GameError) frame.showError(error);
      return;
    }
    windowEl.classList.remove('is-starting');
    if (free) {
      freespins = round.freespins ?? null;
      renderFreespins();
    }
    // The answer is in: from here the button shows the rest of the round at once if pressed.
    setPhase('presenting');
    // The stake leaves the balance now; the win is added once it has been shown. A free spin
    // staked nothing, and the casino holds its win for the gift: the balance is as answered.
    frame.setBalance(free ? round.balance : round.balance - round.win);
    const mode = motionMode();
    const pauses = PAUSES[mode];
    const [base, ...feature] = round.spins;
    let shown = 0;
    if (base) {
      await playSpin(base, mode, bet, shown, signal);
      shown += base.win;
    }
    if (feature.length > 0) {
      await showBanner(
        `${base?.free_spins_awarded ?? feature.length} FREE SPINS`,
        'Wins multiplied during the feature',
        pauses.feature,
        signal,
      );
      for (const [index, view] of feature.entries()) {
        await showBanner(
          `FREE SPINS ${index + 1}/${feature.length}`,
          view.multiplier > 1 ? `×${view.multiplier} multiplier` : 'Feature in play',
          0,
          signal,
        );
        // Time to see the last free spin's win before the next one starts.
        if (index > 0 && (feature[index - 1]?.win ?? 0) > 0)
          await pause(pauses.betweenFreeSpins, signal);
        await playSpin(view, mode, bet, shown, signal);
        shown += view.win;
      }
    }
    const celebration =
      round.win > 0 && round.win >= MEGA_WIN_RATIO * bet
        ? 'MEGA WIN'
        : round.win > 0 && round.win >= BIG_WIN_RATIO * bet
          ? 'BIG WIN'
          : feature.length > 0
            ? 'FEATURE WIN'
            : null;
    if (celebration) {
      await showBanner(celebration, frame.money(round.win), pauses.celebration, signal);
      banner.hidden = true;
    }
    await frame.showWin(round.win, 0);
    const summary = describeSpin(round, symbolName);
    frame.announce(round.win > 0 ? `You won ${frame.money(round.win)}. ${summary}` : 'No win.');
    const spinsOver = free !== null && (freespins?.left ?? 0) === 0;
    if (spinsOver) {
      message.textContent = 'Free spins over: their winnings are in your gifts';
    }
    frame.finishRound({
      round_id: round.round_id,
      bet: round.bet,
      win: round.win,
      balance: round.balance,
      summary,
    });
    setPhase('idle');
    // The casino turns the spins' winnings into bonus money a moment after the last spin (its
    // gifts module, not this call): read the balance again so the game shows it, as the header.
    if (spinsOver) void refreshBalanceAfterSpins();
  }

  async function refreshBalanceAfterSpins() {
    for (const delayMs of AFTER_SPINS_BALANCE_READS_MS) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (phase !== 'idle') return;
      try {
        const view = await api.session();
        if (phase === 'idle') frame.setBalance(view.balance);
      } catch {
        // The next round answers the balance anyway.
      }
    }
  }
}

/** When to read the balance again after the last free spin (ms after the previous read). */
const AFTER_SPINS_BALANCE_READS_MS = [1_500, 3_000];

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
