// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toSpinBets } from './roulette-bets';
import { createRouletteTable } from './roulette-table';

function table(chip = 50) {
  const changes: number[] = [];
  const view = createRouletteTable({
    chipValue: () => chip,
    chipIndex: () => 0,
    subunits: 100,
    describe: (amount) => `€${amount / 100}`,
    onChange: (bets) => changes.push(bets.placements.length),
  });
  document.body.replaceChildren(view.element);
  const spot = (key: string) => {
    const found = view.element.querySelector<HTMLButtonElement>(`[data-spot="${key}"]`);
    if (!found) throw new Error(`no spot ${key}`);
    return found;
  };
  return { view, spot, changes };
}

describe('the roulette betting table', () => {
  it('draws all 37 numbers, the outside bets, dozens and columns', () => {
    const { view } = table();
    expect(view.element.querySelectorAll('.rl-spot--number')).toHaveLength(37);
    expect(view.element.querySelectorAll('.rl-spot--outside')).toHaveLength(12);
  });

  it('turns clicks on the table into the spin bets, with a chip shown on each spot', () => {
    const { view, spot } = table();
    spot('straight:17').click();
    spot('straight:17').click();
    spot('red').click();
    expect(toSpinBets(view.bets)).toEqual([
      { kind: 'straight', numbers: [17], amount: 100 },
      { kind: 'red', amount: 50 },
    ]);
    expect(spot('straight:17').querySelector('.gm-chip')?.textContent).toBe('1');
    expect(spot('straight:17').getAttribute('aria-label')).toBe('17 black — €1 bet');
  });

  it('ignores clicks while the table is locked for a spin', () => {
    const { view, spot } = table();
    view.setEnabled(false);
    spot('odd').click();
    expect(view.bets.placements).toHaveLength(0);
  });

  it('lights the winning number and the stakes that won', () => {
    const { view, spot } = table();
    spot('black').click();
    spot('dozen:2').click();
    spot('straight:5').click();
    view.showResult(17);
    expect(spot('straight:17').classList.contains('is-hit')).toBe(true);
    expect(spot('black').classList.contains('is-win')).toBe(true);
    expect(spot('dozen:2').classList.contains('is-win')).toBe(true);
    expect(spot('straight:5').classList.contains('is-win')).toBe(false);
  });
});
