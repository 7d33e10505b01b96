import { createHandView } from '../cards/cards';
import type { Frame } from '../frame/frame';
import { icon } from '../frame/icons';
import { GameError, type GameApi } from '../lib/api';
import { levelIndexOf } from '../lib/bet-levels';
import { h, prefersReducedMotion, wait } from '../lib/dom';
import { chipLabel } from '../lib/money';
import {
  addStake,
  BACCARAT_AREAS,
  baccaratPoints,
  noStakes,
  revealOrder,
  toDealBets,
  totalStakes,
  type BaccaratArea,
  type BaccaratStakes,
} from './baccarat-bets';
import '../frame/chip.css';
import './baccarat.css';

const AREAS: Record<BaccaratArea, { title: string; pays: string }> = {
  player: { title: 'Player', pays: 'pays 1:1' },
  tie: { title: 'Tie', pays: 'pays 8:1' },
  banker: { title: 'Banker', pays: 'pays 0.95:1' },
};

/** Recent outcomes as a bead road: P, B or T from the history lines ("Banker 8 – 6"). */
function outcomeOf(summary: string): BaccaratArea | null {
  const word = summary.trim().split(/\s+/)[0]?.toLowerCase();
  return word === 'player' || word === 'banker' || word === 'tie' ? word : null;
}

/** Punto banco: chips on player, banker or tie; the deal turns the cards in order. */
export function mountBaccarat(frame: Frame, api: GameApi): void {
  frame.setBetLabel('Chip');
  const dealMs = () => (prefersReducedMotion() ? 0 : 420);
  const player = createHandView('Player', dealMs);
  const banker = createHandView('Banker', dealMs);
  player.element.classList.add('bc-hand', 'bc-hand--player');
  banker.element.classList.add('bc-hand', 'bc-hand--banker');
  const road = h('ol', { class: 'bc-road', attrs: { 'aria-label': 'Recent outcomes' } });
  let outcomes = frame.session.history
    .map((round) => outcomeOf(round.summary))
    .filter((o): o is BaccaratArea => o !== null);
  const status = h('p', { class: 'bj-status', text: 'Place your chips' });

  let stakes: BaccaratStakes = noStakes;
  const history: BaccaratStakes[] = [];
  const areaButtons = new Map<BaccaratArea, HTMLButtonElement>();
  const areas = h('div', { class: 'bc-areas', attrs: { role: 'group', 'aria-label': 'Bets' } });
  for (const area of BACCARAT_AREAS) {
    const button = h(
      'button',
      {
        class: `bc-area bc-area--${area}`,
        attrs: { type: 'button' },
        on: {
          click: () => {
            if (locked) return;
            history.push(stakes);
            setStakes(addStake(stakes, area, frame.bet));
          },
        },
      },
      [h('strong', { text: AREAS[area].title }), h('span', { text: AREAS[area].pays })],
    );
    areaButtons.set(area, button);
    areas.append(button);
  }

  frame.stage.append(
    h('div', { class: 'cd-felt bc-felt' }, [
      road,
      h('div', { class: 'bc-hands' }, [
        player.element,
        h('span', { class: 'bc-vs', text: 'vs' }),
        banker.element,
      ]),
      status,
      areas,
    ]),
  );

  const undo = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: { type: 'button', 'aria-label': 'Undo the last chip', title: 'Undo' },
      on: { click: () => setStakes(history.pop() ?? noStakes) },
    },
    [icon('undo')],
  );
  const clear = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: { type: 'button', 'aria-label': 'Clear all chips', title: 'Clear' },
      on: {
        click: () => {
          history.length = 0;
          setStakes(noStakes);
        },
      },
    },
    [icon('trash')],
  );
  const dealButton = h('button', {
    class: 'gm-btn bj-deal',
    text: 'Deal',
    attrs: { type: 'button' },
    on: { click: () => void deal() },
  });
  frame.actions.append(undo, clear, dealButton);

  let locked = false;
  function setStakes(next: BaccaratStakes) {
    stakes = next;
    for (const [area, button] of areaButtons) {
      button.querySelector('.gm-chip')?.remove();
      button.classList.remove('is-win', 'is-lose');
      const amount = stakes[area];
      button.setAttribute(
        'aria-label',
        `${AREAS[area].title}, ${AREAS[area].pays}${amount > 0 ? `, ${frame.money(amount)} bet` : ''}`,
      );
      if (amount > 0) {
        const chip = h('span', {
          class: 'gm-chip',
          text: chipLabel(amount, frame.session.subunits),
          attrs: { 'aria-hidden': 'true' },
        });
        chip.dataset.tone = String(levelIndexOf(frame.session.bets.levels, amount) % 6);
        button.append(chip);
      }
    }
    const total = totalStakes(stakes);
    undo.disabled = locked || history.length === 0;
    clear.disabled = locked || total === 0;
    if (!locked)
      status.textContent = total > 0 ? `Total bet ${frame.money(total)}` : 'Place your chips';
  }
  setStakes(noStakes);
  renderRoad();

  function renderRoad() {
    road.replaceChildren(
      ...outcomes.slice(0, 14).map((outcome) =>
        h('li', {
          class: `bc-bead bc-bead--${outcome}`,
          text: outcome[0]?.toUpperCase() ?? '',
          attrs: { title: AREAS[outcome].title },
        }),
      ),
    );
  }

  async function deal() {
    if (locked) return;
    const bets = toDealBets(stakes);
    if (bets.length === 0) {
      frame.toast('Place a chip on Player, Banker or Tie first.');
      return;
    }
    locked = true;
    frame.setBusy(true);
    dealButton.disabled = true;
    undo.disabled = true;
    clear.disabled = true;
    player.clear();
    banker.clear();
    setStakes(stakes);
    void frame.showWin(0, 0);
    try {
      const round = await api.dealBaccarat(bets);
      frame.setBalance(round.balance - round.win);
      status.textContent = '';
      const shown = { player: 0, banker: 0 };
      for (const side of revealOrder(round.player.length, round.banker.length)) {
        shown[side] += 1;
        const view = side === 'player' ? player : banker;
        const cards = (side === 'player' ? round.player : round.banker).slice(0, shown[side]);
        await view.set(cards);
        view.setTotal(String(baccaratPoints(cards)));
      }
      player.setTotal(String(round.player_total));
      banker.setTotal(String(round.banker_total));
      const winnerText = round.winner === 'tie' ? 'Tie' : `${AREAS[round.winner].title} wins`;
      (round.winner === 'banker' ? banker : round.winner === 'player' ? player : null)?.setResult(
        'Winner',
        'win',
      );
      if (round.winner === 'tie') {
        player.setResult('Tie', 'push');
        banker.setResult('Tie', 'push');
      }
      for (const [area, button] of areaButtons) {
        if (stakes[area] === 0) continue;
        const won = area === round.winner;
        // On a tie, player and banker stakes are returned: neither lit as won nor as lost.
        const returned = round.winner === 'tie' && area !== 'tie';
        button.classList.toggle('is-win', won);
        button.classList.toggle('is-lose', !won && !returned);
      }
      status.textContent =
        round.win > 0 ? `${winnerText} · you win ${frame.money(round.win)}` : winnerText;
      outcomes = [round.winner, ...outcomes];
      renderRoad();
      await frame.showWin(round.win, round.win > 0 && !prefersReducedMotion() ? 700 : 0);
      const summary = `${round.winner === 'tie' ? 'Tie' : AREAS[round.winner].title} ${round.player_total} – ${round.banker_total}`;
      frame.announce(`${winnerText}, player ${round.player_total}, banker ${round.banker_total}.`);
      frame.finishRound({ ...round, summary });
      if (!prefersReducedMotion()) await wait(300);
    } catch (error) {
      status.textContent = 'Place your chips';
      if (error instanceof GameError) frame.showError(error);
    } finally {
      locked = false;
      frame.setBusy(false);
      dealButton.disabled = false;
      dealButton.textContent = 'Deal again';
      undo.disabled = history.length === 0;
      clear.disabled = totalStakes(stakes) === 0;
    }
  }
}
