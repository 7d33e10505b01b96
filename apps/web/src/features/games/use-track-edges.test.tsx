import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from './games-test-utils';
import { useTrackEdges } from './use-track-edges';

function Track({ items }: { items: string[] }) {
  const track = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useTrackEdges(track, items);
  return (
    <>
      <ul ref={track}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <output>{`${atStart ? 'start' : '-'} ${atEnd ? 'end' : '-'}`}</output>
    </>
  );
}

const saved = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = saved;
});

describe('useTrackEdges', () => {
  it('tells the scroll arrows whether the first and the last tile show, without reading layout', () => {
    const { observers } = stubIntersectionObserver();
    const { container } = render(<Track items={['a', 'b', 'c']} />);
    const output = container.querySelector('output');
    const observer = observers.at(-1);
    const [first, last] = observer?.elements ?? [];
    expect(first?.textContent).toBe('a');
    expect(last?.textContent).toBe('c');
    expect(output?.textContent).toBe('start -');

    const report = (target: Element | undefined, intersectionRatio: number) =>
      act(() =>
        observer?.callback(
          [{ target, intersectionRatio } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    report(first, 0.4); // scrolled on: the first tile is partly out
    expect(output?.textContent).toBe('- -');
    report(last, 1); // the end is in view
    expect(output?.textContent).toBe('- end');
    report(first, 1); // back at the start
    expect(output?.textContent).toBe('start end');
  });
});
