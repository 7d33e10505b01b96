import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInTurn } from './use-in-turn';

function Row({ name, isReady }: { name: string; isReady: boolean }) {
  return <p>{`${name} ${useInTurn(isReady) ? 'shown' : 'waiting'}`}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useInTurn', () => {
  it('shows rows that became ready together one frame apart, in the order they asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { rerender } = render(
      <>
        <Row name="one" isReady={false} />
        <Row name="two" isReady={false} />
      </>,
    );
    rerender(
      <>
        <Row name="one" isReady />
        <Row name="two" isReady />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByText('one shown')).toBeInTheDocument();
    expect(screen.getByText('two waiting')).toBeInTheDocument();
    // The next frame, then the task after it.
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByText('two shown')).toBeInTheDocument();
    // Let the queue notice it is empty before the fake clock goes away.
    await act(() => vi.advanceTimersByTimeAsync(20));
  });

  it('never shows a row that is not ready', async () => {
    render(<Row name="three" isReady={false} />);
    await act(() => Promise.resolve());
    expect(screen.getByText('three waiting')).toBeInTheDocument();
  });
});
