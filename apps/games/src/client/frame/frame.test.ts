// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeMessage } from '@croupier/contracts/studio';
import { GameError } from '../lib/api';
import { TEST_CASINO, testSessionView } from '../../testing/client-session';
import { mountFrame } from './frame';

const CASINO = TEST_CASINO;
const session = testSessionView;

function mount(view = session()) {
  const posted: { message: BridgeMessage; origin: string }[] = [];
  const container = document.createElement('main');
  document.body.replaceChildren(container);
  const frame = mountFrame(container, view, (message, origin) => posted.push({ message, origin }));
  const button = (label: string) => {
    const found = container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    if (!found) throw new Error(`no button ${label}`);
    return found;
  };
  return { frame, container, posted, button };
}

afterEach(() => document.body.replaceChildren());

describe('the game frame', () => {
  it('shows the title, provider and the balance in the session currency', () => {
    const { container, posted } = mount();
    expect(container.querySelector('h1')?.textContent).toBe('Golden Sun');
    expect(container.textContent).toContain('Aurora Studios');
    expect(container.querySelector('.gm-balance__value')?.textContent).toBe('€123.45');
    expect(posted[0]).toEqual({
      origin: CASINO,
      message: expect.objectContaining({ type: 'balance', currency: 'EUR', balance: 12_345 }),
    });
  });

  it('marks demo play with FUN and a ribbon, and offers no deposit', () => {
    const { container } = mount(session({ mode: 'demo', currency: 'FUN', balance: 200_000 }));
    expect(container.querySelector('.gm-balance__value')?.textContent).toBe('2,000.00\u00a0FUN');
    expect(container.querySelector('.gm-ribbon')?.textContent).toBe('Demo');
    expect(container.querySelector('.gm-deposit')).toBeNull();
  });

  it('steps the bet through the levels and stops at both ends', () => {
    const { frame, button } = mount();
    const seen: number[] = [];
    frame.onBetChange((bet) => seen.push(bet));
    expect(frame.bet).toBe(50);
    button('Raise the bet').click();
    button('Raise the bet').click();
    expect(frame.bet).toBe(200);
    expect(button('Raise the bet').disabled).toBe(true);
    button('Lower the bet').click();
    expect(seen).toEqual([100, 200, 100]);
  });

  it('locks the bet while a round runs', () => {
    const { frame, button } = mount();
    frame.setBusy(true);
    expect(button('Raise the bet').disabled).toBe(true);
    button('Raise the bet').click();
    expect(frame.bet).toBe(50);
  });

  it('reports a finished round to the casino and lists it first in the history', () => {
    const { frame, container, posted } = mount();
    posted.length = 0;
    frame.finishRound({
      round_id: 'r-9',
      bet: 100,
      win: 250,
      balance: 12_495,
      summary: '3× Sun on line 2',
    });
    expect(posted.map((entry) => entry.message.type)).toEqual(['round', 'balance']);
    expect(posted.every((entry) => entry.origin === CASINO)).toBe(true);
    expect(posted[0]?.message).toMatchObject({
      round_id: 'r-9',
      bet: 100,
      win: 250,
      currency: 'EUR',
    });
    expect(container.querySelector('.gm-history li')?.textContent).toContain('3× Sun on line 2');
    expect(container.querySelector('.gm-balance__value')?.textContent).toBe('€124.95');
  });

  it('offers a deposit when the wallet refuses for funds, and tells the casino', () => {
    const { frame, container, posted } = mount();
    posted.length = 0;
    frame.showError(
      new GameError({ code: 'not_enough_funds', message: 'Your balance is too low.', balance: 30 }),
    );
    expect(posted.map((entry) => entry.message.type)).toEqual(['balance', 'error']);
    expect(posted[1]?.message).toMatchObject({ code: 'not_enough_funds' });
    const dialog = container.querySelector<HTMLElement>('.gm-dialog');
    expect(dialog?.hidden).toBe(false);
    const deposit = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Deposit',
    );
    deposit?.click();
    expect(posted.at(-1)?.message.type).toBe('deposit');
    expect(dialog?.hidden).toBe(true);
  });

  it('keeps game-only refusals inside the game', () => {
    const { frame, posted } = mount();
    posted.length = 0;
    frame.showError(
      new GameError({ code: 'round_in_progress', message: 'A round is still running.' }),
    );
    expect(posted).toHaveLength(0);
  });

  it('asks the casino to close the game from the lobby button', () => {
    const { button, posted } = mount();
    button('Back to the lobby').click();
    expect(posted.at(-1)).toEqual({
      origin: CASINO,
      message: expect.objectContaining({ type: 'close' }),
    });
  });
});
