import type { LiveTableState } from '../../shared/client-api';
import type { Frame } from '../frame/frame';
import { icon } from '../frame/icons';
import { GameError, type GameApi } from '../lib/api';
import { h, prefersReducedMotion } from '../lib/dom';
import {
  colourOf,
  emptyTable,
  recentNumbersFrom,
  toSpinBets,
  totalStake,
  type TableBets,
} from '../roulette/roulette-bets';
import { createRecentStrip, createTableForFrame } from '../roulette/roulette-client';
import { createRouletteWheel } from '../roulette/roulette-wheel';
import { connectLiveTable } from './live-socket';
import { createLiveStage } from './live-stage';
import { settledRound } from './live-timing';
import '../roulette/roulette.css';

/** Pending chips are sent this long before betting closes if the player has not confirmed. */
const AUTO_SEND_MS = 1500;

export function socketUrlOf(url: string): string {
  const resolved = new URL(url, window.location.href);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}

/** Live roulette: a shared wheel on a timer; chips are sent during betting, the wheel spins for all. */
export function mountLiveRoulette(frame: Frame, api: GameApi): void {
  const live = frame.session.live;
  if (!live) return frame.toast('This live table is not available.');
  frame.setBetLabel('Chip');
  const stage = createLiveStage(live.table_id);
  const wheel = createRouletteWheel();
  const badge = h('div', { class: 'rl-result lv-number', attrs: { hidden: true } });
  stage.centre.append(wheel.element, badge);
  const recent = createRecentStrip();
  const info = h('p', { class: 'rl-total' });
  // Chips already accepted by the studio this round; the rest of the table is pending.
  let confirmed = 0;
  let sending = false;
  let state: LiveTableState | null = null;
  let shownNumberFor = '';
  let revealedFor = '';
  const reported = new Set<string>();

  const table = createTableForFrame(frame, (bets) => {
    if (bets.placements.length < confirmed) confirmed = bets.placements.length;
    render();
  });
  frame.stage.append(
    stage.element,
    h('div', { class: 'rl-side lv-side' }, [recent.element, table.element, info]),
  );

  const undo = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: {
        type: 'button',
        'aria-label': 'Take back the last chip not yet placed',
        title: 'Undo',
      },
      on: { click: () => pendingCount() > 0 && table.undo() },
    },
    [icon('undo')],
  );
  const clear = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: { type: 'button', 'aria-label': 'Take back the chips not yet placed', title: 'Clear' },
      on: { click: () => table.setBets({ placements: table.bets.placements.slice(0, confirmed) }) },
    },
    [icon('trash')],
  );
  const send = h('button', {
    class: 'gm-btn bj-deal',
    text: 'Place bets',
    attrs: { type: 'button' },
    on: { click: () => void sendPending() },
  });
  frame.actions.append(undo, clear, send);

  function pendingCount() {
    return table.bets.placements.length - confirmed;
  }
  function pendingBets(): TableBets {
    return { placements: table.bets.placements.slice(confirmed) };
  }

  function render() {
    const betting = state?.phase === 'betting';
    const pending = totalStake(pendingBets());
    table.setEnabled(betting && !sending);
    undo.disabled = !betting || pendingCount() === 0 || sending;
    clear.disabled = undo.disabled;
    send.disabled = !betting || pending === 0 || sending;
    send.textContent = pending > 0 ? `Place ${frame.money(pending)}` : 'Place bets';
    const mine = state?.my_bet ?? 0;
    if (!state) info.textContent = 'Joining the table…';
    else if (betting)
      info.textContent =
        mine > 0
          ? `Your bets this round: ${frame.money(mine)}`
          : 'Tap the table to place chips, then Place bets';
    else if (state.phase === 'result' && revealedFor !== state.round_id)
      info.textContent = 'No more bets — the ball is rolling';
    else if (state.phase === 'result' && state.my_win !== undefined && mine > 0)
      info.textContent =
        state.my_win > 0
          ? `You win ${frame.money(state.my_win)}`
          : `No win on ${frame.money(mine)}`;
    else
      info.textContent =
        mine > 0 ? `Your bets: ${frame.money(mine)}` : 'Bets are closed — next round soon';
    frame.setBusy(!betting);
  }

  async function sendPending() {
    const bets = toSpinBets(pendingBets());
    if (sending || bets.length === 0 || state?.phase !== 'betting') return;
    sending = true;
    const count = table.bets.placements.length;
    render();
    try {
      const answer = await api.placeLiveBets({ bets });
      confirmed = count;
      if (answer.balance !== undefined) frame.setBalance(answer.balance);
      frame.announce('Bets placed.');
    } catch (error) {
      // The refused chips come off the table.
      table.setBets({ placements: table.bets.placements.slice(0, confirmed) });
      if (error instanceof GameError) frame.showError(error);
    } finally {
      sending = false;
      render();
    }
  }

  async function onState(next: LiveTableState) {
    const newRound = state !== null && next.round_id !== state.round_id;
    state = next;
    stage.update(next);
    // The newest number waits for the wheel to land on it.
    const hidden = next.phase === 'result' && revealedFor !== next.round_id ? 1 : 0;
    recent.set(recentNumbersFrom(next.recent).slice(hidden));
    if (next.my_bet === 0 && !newRound && next.phase === 'betting') frame.setBalance(next.balance);
    if (newRound) {
      confirmed = 0;
      table.clearResult();
      table.setBets(emptyTable);
      badge.hidden = true;
    }
    if (next.phase === 'betting' && pendingCount() > 0) {
      const left = Date.parse(next.phase_ends_at) - Date.now();
      setTimeout(() => void sendPending(), Math.max(0, left - AUTO_SEND_MS));
    }
    render();
    if (next.phase === 'result' && next.number !== undefined && shownNumberFor !== next.round_id) {
      shownNumberFor = next.round_id;
      const number = next.number;
      await wheel.spinTo(number, prefersReducedMotion() ? 0 : 3500);
      badge.className = `rl-result lv-number rl-result--${colourOf(number)}`;
      badge.replaceChildren(
        h('strong', { text: String(number) }),
        h('span', { text: colourOf(number) }),
      );
      badge.hidden = false;
      table.showResult(number);
      revealedFor = next.round_id;
      recent.set(recentNumbersFrom(next.recent));
      render();
      frame.announce(`${number} ${colourOf(number)}.`);
    }
    const settled = state ? settledRound(state, reported) : null;
    // The win is shown once the wheel has landed, never before.
    if (settled && revealedFor === settled.round_id && state?.number !== undefined) {
      reported.add(settled.round_id);
      await frame.showWin(settled.win, settled.win > 0 ? 800 : 0);
      frame.finishRound({ ...settled, summary: `${state.number} ${colourOf(state.number)}` });
    }
  }

  connectLiveTable(socketUrlOf(live.socket_url), {
    onState: (next) => void onState(next),
    onStatus: (status) => stage.setConnection(status),
    onEnded: () =>
      frame.showError(
        new GameError({
          code: 'session_expired',
          message: 'This live session has ended. Open the table again from the casino.',
        }),
      ),
  });
  render();
}
