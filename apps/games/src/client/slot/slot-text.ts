import type { SlotRoundView } from '../../shared/client-api';

type Win = SlotRoundView['spins'][number]['wins'][number];

/** "3× Sun on line 4", "4× Gem, ways", "3× Scatter" (lines counted from 1 for players). */
export function describeWin(win: Win, nameOf: (id: string) => string): string {
  const base = `${win.count}× ${nameOf(win.symbol)}`;
  return win.line !== undefined ? `${base} on line ${win.line + 1}` : base;
}

/** The history line of a slot round: its best win and any free spins. */
export function describeSpin(round: SlotRoundView, nameOf: (id: string) => string): string {
  const wins = round.spins.flatMap((spin) => spin.wins);
  const best = [...wins].sort((a, b) => b.amount - a.amount)[0];
  const free = round.spins.length - 1;
  const parts = [best ? describeWin(best, nameOf) : 'No win'];
  if (free > 0) parts.push(`${free} free spins`);
  return parts.join(' + ');
}
