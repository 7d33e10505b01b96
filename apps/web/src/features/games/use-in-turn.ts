import { startTransition, useEffect, useState } from 'react';

/** Those waiting for their turn, first come first served. */
const waiting: Array<() => void> = [];
let isGranting = false;

function grantNext(): void {
  const grant = waiting.shift();
  if (!grant) {
    isGranting = false;
    return;
  }
  isGranting = true;
  grant();
  // The next turn waits for the frame that shows this one.
  requestAnimationFrame(() => setTimeout(grantNext, 0));
}

/**
 * True once `isReady` and this caller's turn has come: one turn per frame. Lobby rows whose
 * games arrive together otherwise render, commit and lay out as one long task (~50 ms at 1x,
 * four times that on a mid-range phone; DESIGN.md §11, TBT); in turn each is a short one. The
 * turn is rendered in a transition, so even one row's tiles render in 5 ms slices.
 */
export function useInTurn(isReady: boolean): boolean {
  const [hasTurn, setTurn] = useState(false);
  useEffect(() => {
    if (!isReady || hasTurn) return undefined;
    const grant = () => startTransition(() => setTurn(true));
    waiting.push(grant);
    if (!isGranting) grantNext();
    return () => {
      const index = waiting.indexOf(grant);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [isReady, hasTurn]);
  return hasTurn;
}
