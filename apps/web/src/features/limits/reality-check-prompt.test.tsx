import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserLimit } from '@croupier/contracts/limits';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { makeLimit } from './limits-test-utils';
import { RealityCheckPrompt } from './reality-check-prompt';
import { REALITY_CHECK_STARTED_KEY } from './reality-check-rules';

const MINUTE = 60_000;
const SIGNED_IN_AT = Date.parse('2026-03-10T12:00:00.000Z');

const check = (minutes: number): UserLimit =>
  makeLimit({
    id: 7,
    type: 'reality_check',
    period: null,
    amount_cents: null,
    currency: null,
    minutes,
    ends_at: null,
  });

/** The shell's inputs, changeable from the test: signed in or not, the limits as listed. */
const controls: {
  setLoggedIn: (value: boolean) => void;
  setLimits: (value: UserLimit[]) => void;
} = { setLoggedIn: () => undefined, setLimits: () => undefined };

function Shell({ limits: initial, onLogOut }: { limits: UserLimit[]; onLogOut: () => void }) {
  const [isLoggedIn, setLoggedIn] = useState(true);
  const [limits, setLimits] = useState(initial);
  useEffect(() => {
    controls.setLoggedIn = setLoggedIn;
    controls.setLimits = setLimits;
  }, []);
  return (
    <RealityCheckPrompt
      isLoggedIn={isLoggedIn}
      limits={isLoggedIn ? limits : []}
      onLogOut={onLogOut}
    />
  );
}

function renderShell(limits: UserLimit[], onLogOut = vi.fn()) {
  const result = renderWithProviders(<Shell limits={limits} onLogOut={onLogOut} />);
  return { ...result, onLogOut };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const prompt = () => screen.queryByRole('dialog', { name: 'Reality check' });

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ now: SIGNED_IN_AT });
});
afterEach(() => vi.useRealTimers());

describe('reality check prompt (RELIABILITY RG-05)', () => {
  it('asks at every full 15 minutes of the session, not before, and again after Keep playing', () => {
    renderShell([check(15)]);
    wait(14 * MINUTE + 54_000);
    expect(prompt()).toBeNull();
    wait(6_000);
    const dialog = prompt();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You have been playing for 15 min in this session.');
    const keepPlaying = screen.getByRole('button', { name: 'Keep playing' });
    expect(keepPlaying).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My limits' })).toHaveAttribute(
      'href',
      '/profile/limits',
    );

    fireEvent.click(keepPlaying);
    expect(prompt()).toBeNull();
    wait(14 * MINUTE + 54_000); // 29:54
    expect(prompt()).toBeNull();
    wait(6_000); // 30:00
    expect(prompt()).toHaveAccessibleDescription(
      'You have been playing for 30 min in this session.',
    );
  });

  it('never asks while the reality check is off', () => {
    renderShell([]);
    wait(3 * 60 * MINUTE);
    expect(prompt()).toBeNull();
  });

  it('signs out from the prompt as the header does', () => {
    const { onLogOut } = renderShell([check(30)]);
    wait(30 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('closes on My limits, and on Escape, until the next interval', () => {
    renderShell([check(15)]);
    wait(15 * MINUTE);
    fireEvent.click(screen.getByRole('link', { name: 'My limits' }));
    expect(prompt()).toBeNull();
    wait(15 * MINUTE);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(prompt()).toBeNull();
  });

  it('starts again from zero after logging out and back in', () => {
    renderShell([check(15)]);
    wait(10 * MINUTE);
    act(() => controls.setLoggedIn(false));
    expect(sessionStorage.getItem(REALITY_CHECK_STARTED_KEY)).toBeNull();
    act(() => controls.setLoggedIn(true));
    wait(5 * MINUTE); // 15 minutes since the first sign-in, 5 since this one
    expect(prompt()).toBeNull();
    wait(10 * MINUTE);
    expect(prompt()).toHaveAccessibleDescription(
      'You have been playing for 15 min in this session.',
    );
  });

  it('keeps counting across a reload of the page', () => {
    const first = renderShell([check(15)]);
    wait(10 * MINUTE);
    first.unmount();
    renderShell([check(15)]);
    wait(5 * MINUTE);
    expect(prompt()).toBeInTheDocument();
  });

  it('turned on mid-session, asks at the next full interval, not for the ones already past', () => {
    renderShell([]);
    wait(40 * MINUTE);
    act(() => controls.setLimits([check(15)]));
    expect(prompt()).toBeNull();
    wait(5 * MINUTE - 1_000);
    expect(prompt()).toBeNull();
    wait(1_000); // 45:00
    expect(prompt()).toHaveAccessibleDescription(
      'You have been playing for 45 min in this session.',
    );
  });
});
