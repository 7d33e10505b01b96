// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeMessage } from '@croupier/contracts/studio';
import type { SlotRoundView } from '../../shared/client-api';
import { testSessionView } from '../../testing/client-session';
import { mountFrame } from '../frame/frame';
import { createApi } from '../lib/api';
import { countUpMs, planReelMotion } from './reel-plan';
import { mountSlot } from './slot-client';

/**
 * The spin button's state machine (issue 14 item 19: a spin after a win once locked the button
 * for ~30 s): disabled only while the studio's call is unanswered; while the answer is being
 * shown a press shows the rest of the round at once. Time is fake and animations never end by
 * themselves (a timeline that does not advance), so nothing here depends on the machine's speed.
 */

const GRID = [
  ['A', 'S', 'A'],
  ['S', 'A', 'S'],
  ['A', 'S', 'A'],
  ['S', 'A', 'S'],
  ['A', 'S', 'A'],
];

const session = testSessionView({
  mode: 'demo',
  currency: 'FUN',
  balance: 200_000,
  bets: { levels: [100, 200], default: 100 },
  slot: {
    reels: 5,
    rows: 3,
    symbols: [
      { id: 'A', name: 'Ace', kind: 'low' },
      { id: 'S', name: 'Sun', kind: 'high' },
      { id: 'X', name: 'Scatter', kind: 'scatter' },
    ],
    lines: [[1, 1, 1, 1, 1]],
    ways: false,
    idle_grid: GRID,
  },
});

type SpinView = SlotRoundView['spins'][number];
const spinView = (win: number, overrides: Partial<SpinView> = {}): SpinView => ({
  grid: GRID,
  wins:
    win > 0
      ? [
          {
            symbol: 'S',
            count: 5,
            line: 0,
            positions: [
              [0, 1],
              [1, 1],
              [2, 1],
              [3, 1],
              [4, 1],
            ],
            amount: win,
          },
        ]
      : [],
  free_spins_awarded: 0,
  multiplier: 1,
  win,
  ...overrides,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A Web Animation whose timeline never advances: it ends only when finished early. */
function stubAnimations() {
  const started: { finish: () => void }[] = [];
  Element.prototype.animate = function animate() {
    const done = deferred<undefined>();
    const animation = {
      finished: done.promise,
      finish: () => done.resolve(undefined),
      cancel() {},
    };
    started.push(animation);
    return animation as unknown as Animation;
  };
  return started;
}

function mount(view = session, reads: Partial<Pick<ReturnType<typeof createApi>, 'session'>> = {}) {
  const posted: BridgeMessage[] = [];
  const container = document.createElement('main');
  document.body.replaceChildren(container);
  const frame = mountFrame(container, view, (message) => posted.push(message));
  const answers: ReturnType<typeof deferred<SlotRoundView>>[] = [];
  const spinSlot = vi.fn((_bet: number) => {
    const answer = deferred<SlotRoundView>();
    answers.push(answer);
    return answer.promise;
  });
  const spinFreeSpin = vi.fn((_issueId: string) => {
    const answer = deferred<SlotRoundView>();
    answers.push(answer);
    return answer.promise;
  });
  mountSlot(frame, { ...createApi(view.session_id), spinSlot, spinFreeSpin, ...reads });
  const spinButton = () => {
    const button = container.querySelector<HTMLButtonElement>('.gm-spin');
    if (!button) throw new Error('no spin button');
    return button;
  };
  const rounds = () => posted.filter((message) => message.type === 'round');
  const lastWin = () => container.querySelector('.gm-lastwin__value')?.textContent;
  const announced = () => container.querySelector('.gm-sr')?.textContent;
  /** Answers the n-th call (0-based) and lets the client react. */
  const answer = async (index: number, round: SlotRoundView) => {
    answers[index]?.resolve(round);
    await vi.advanceTimersByTimeAsync(0);
  };
  const freespinsTag = () => container.querySelector<HTMLElement>('.sl-freespins');
  return { spinButton, spinSlot, spinFreeSpin, rounds, lastWin, announced, answer, freespinsTag };
}

const round = (spins: SpinView[], id = 'rnd_1'): SlotRoundView => {
  const win = spins.reduce((sum, spin) => sum + spin.win, 0);
  return { round_id: id, bet: 100, win, balance: 200_000 - 100 + win, spins };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('the slot spin button', () => {
  it('is disabled only while the call is unanswered; a press during the showing shows the result at once', async () => {
    stubAnimations();
    const slot = mount();
    slot.spinButton().click();
    expect(slot.spinSlot).toHaveBeenCalledTimes(1);
    expect(slot.spinButton().disabled).toBe(true);
    // An unanswered call keeps it locked, however long it takes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slot.spinButton().disabled).toBe(true);
    slot.spinButton().click();
    expect(slot.spinSlot).toHaveBeenCalledTimes(1);

    await slot.answer(0, round([spinView(1500)]));
    // The answer is in: the reels are still landing, and the button is already live.
    expect(slot.spinButton().disabled).toBe(false);
    expect(slot.spinButton().getAttribute('aria-label')).toBe('Show the result now (Space)');
    expect(slot.rounds()).toHaveLength(0);

    slot.spinButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(slot.rounds()).toEqual([expect.objectContaining({ round_id: 'rnd_1', win: 1500 })]);
    expect(slot.lastWin()).toBe('15.00\u00a0FUN');
    expect(slot.announced()).toMatch(/^You won 15\.00\u00a0FUN/);
    expect(slot.spinButton().getAttribute('aria-label')).toBe('Spin (Space)');
    // That press showed the result; it did not bet again.
    expect(slot.spinSlot).toHaveBeenCalledTimes(1);

    slot.spinButton().click();
    expect(slot.spinSlot).toHaveBeenCalledTimes(2);
    expect(slot.spinButton().disabled).toBe(true);
  });

  it('shows a whole free-spins feature at once on a press, never locking the button after the answer', async () => {
    stubAnimations();
    const slot = mount();
    slot.spinButton().click();
    const free = Array.from({ length: 10 }, (_, index) =>
      spinView(index % 2 === 0 ? 200 : 0, { multiplier: 2 }),
    );
    await slot.answer(0, round([spinView(300, { free_spins_awarded: 10 }), ...free]));
    expect(slot.spinButton().disabled).toBe(false);

    slot.spinButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(slot.rounds()).toEqual([expect.objectContaining({ win: 300 + 5 * 200 })]);
    expect(slot.lastWin()).toBe('13.00\u00a0FUN');
    slot.spinButton().click();
    expect(slot.spinSlot).toHaveBeenCalledTimes(2);
  });

  it('settles by itself within the reels and the count-up once answered, the button live throughout', async () => {
    const animations = stubAnimations();
    const slot = mount();
    slot.spinButton().click();
    await slot.answer(0, round([spinView(1500)]));
    const reels = planReelMotion(5, 'normal').at(-1)?.duration ?? 0;
    // The reels end when their animations do.
    for (const animation of animations) animation.finish();
    await vi.advanceTimersByTimeAsync(reels);
    expect(slot.spinButton().disabled).toBe(false);
    expect(slot.rounds()).toHaveLength(0);
    // Then the win counts up, and the round is over: nothing else holds it.
    await vi.advanceTimersByTimeAsync(countUpMs(1500, 100, 'normal') + 150);
    expect(slot.rounds()).toHaveLength(1);
    expect(slot.spinButton().getAttribute('aria-label')).toBe('Spin (Space)');
    expect(slot.spinButton().disabled).toBe(false);
  });
});

describe('free spins issued by the casino', () => {
  const issue = { issue_id: 'gift-9', total: 2, bet: 200, valid_until: '2099-01-01T00:00:00.000Z' };
  const freeRound = (left: number, win: number, id: string): SlotRoundView => ({
    round_id: id,
    bet: 0,
    win,
    balance: 200_000 + win,
    spins: [spinView(win)],
    freespins: { ...issue, left },
  });

  it('shows the spins left, plays them without a stake, then spins for real', async () => {
    stubAnimations();
    const slot = mount({ ...session, freespins: { ...issue, left: 2 } });
    expect(slot.freespinsTag()?.hidden).toBe(false);
    expect(slot.freespinsTag()?.textContent).toBe('2 free spins left · 2.00\u00a0FUN each');
    expect(document.querySelector('#gm-bet-label')?.textContent).toBe('Bet after free spins');

    slot.spinButton().click();
    expect(slot.spinFreeSpin).toHaveBeenCalledWith('gift-9');
    expect(slot.spinSlot).not.toHaveBeenCalled();
    await slot.answer(0, freeRound(1, 0, 'rnd_f1'));
    expect(slot.freespinsTag()?.textContent).toBe('1 free spin left · 2.00\u00a0FUN each');
    slot.spinButton().click();
    await vi.advanceTimersByTimeAsync(0);
    // A free spin that won nothing is no celebration.
    expect(slot.announced()).toBe('No win.');

    slot.spinButton().click();
    expect(slot.spinFreeSpin).toHaveBeenCalledTimes(2);
    await slot.answer(1, freeRound(0, 400, 'rnd_f2'));
    expect(slot.freespinsTag()?.hidden).toBe(true);
    expect(document.querySelector('#gm-bet-label')?.textContent).toBe('Bet');
    slot.spinButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(slot.rounds().at(-1)).toEqual(expect.objectContaining({ round_id: 'rnd_f2', bet: 0 }));

    slot.spinButton().click();
    expect(slot.spinSlot).toHaveBeenCalledWith(100);
    expect(slot.spinFreeSpin).toHaveBeenCalledTimes(2);
  });

  it('says the spins are over, then shows the balance once their winnings are bonus money', async () => {
    stubAnimations();
    // The casino's gifts module grants the winnings a moment after the last spin's answer.
    const sessionRead = vi.fn(() => Promise.resolve({ ...session, balance: 200_400 }));
    const slot = mount({ ...session, freespins: { ...issue, left: 1 } }, { session: sessionRead });
    const balance = () => document.querySelector('.gm-balance__value')?.textContent;
    slot.spinButton().click();
    await slot.answer(0, { ...freeRound(0, 400, 'rnd_f1'), balance: 200_000 });
    slot.spinButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('.sl-message')?.textContent).toBe(
      'Free spins over: their winnings are in your gifts',
    );
    expect(balance()).toContain('2,000.00');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sessionRead).toHaveBeenCalledTimes(1);
    expect(balance()).toContain('2,004.00');
  });
});
