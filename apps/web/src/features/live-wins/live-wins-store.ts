import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { winEventSchema } from '@croupier/contracts/realtime';

export type WinEvent = z.infer<typeof winEventSchema>;

/** The ticker shows the last ten wins; nothing is seeded, so it starts empty (and hidden). */
export const LIVE_WINS_SHOWN = 10;

export interface LiveWin extends WinEvent {
  /** Local key: the feed carries no id, and the same player may win the same twice. */
  key: number;
}

let wins: readonly LiveWin[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function set(next: readonly LiveWin[]) {
  wins = next;
  for (const listener of listeners) listener();
}

/**
 * A push on the public `wins` channel (NT-007, NT-012): parsed with the contract, newest first.
 * The list lives for the page's life, so the wins seen in the lobby are still there in a game.
 */
export async function receiveWin(data: unknown): Promise<void> {
  const { winEventSchema } = await import('../../lib/contracts');
  const parsed = winEventSchema.safeParse(data);
  if (!parsed.success) return;
  set([{ ...parsed.data, key: nextKey++ }, ...wins].slice(0, LIVE_WINS_SHOWN));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => wins;

export function useLiveWins(): readonly LiveWin[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Test helper. */
export function resetLiveWins(): void {
  set([]);
}
