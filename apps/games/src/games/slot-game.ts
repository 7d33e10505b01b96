import type { CatalogGame } from '@croupier/contracts/studio';
import { presetById, spinSlot, type SlotConfig } from '@croupier/game-math';
import type { RandomSource } from '@croupier/game-math/random';
import { StudioError } from '../lib/studio-error.js';
import type { SessionView, SlotRoundView } from '../shared/client-api.js';

type SlotSpinView = SlotRoundView['spins'][number];

/** The game's slot mathematics, or undefined for a table or live game. */
export function slotConfigOf(game: CatalogGame): SlotConfig | undefined {
  if (game.engine !== 'video-slot' && game.engine !== 'classic-slot') return undefined;
  return presetById(game.preset);
}

export function requireSlotConfig(game: CatalogGame): SlotConfig {
  const config = slotConfigOf(game);
  if (!config) throw new StudioError('invalid_bet', 'This game is not a slot');
  return config;
}

/** What the client draws before the first spin: reels, symbols, lines, a first grid. */
export function slotSetupView(config: SlotConfig): NonNullable<SessionView['slot']> {
  return {
    reels: config.reels.length,
    rows: config.rows,
    symbols: config.symbols.map(({ id, name, kind }) => ({ id, name, kind })),
    ...(config.evaluation.kind === 'lines'
      ? { lines: config.evaluation.lines.map((line) => [...line]) }
      : {}),
    ways: config.evaluation.kind === 'ways',
    idle_grid: config.reels.map((strip) =>
      Array.from({ length: config.rows }, (_, row) => strip[row % strip.length] ?? ''),
    ),
  };
}

export interface DecidedSlotRound {
  win: number;
  summary: string;
  /** The engine's own result (stops, grids, wins in credits): kept for GF-03. */
  outcome: unknown;
  spins: SlotSpinView[];
}

/**
 * Draws one slot round with the studio's random source: the base spin and every free spin it
 * triggered, in money (coin = stake / credits per spin, so every amount is an integer).
 */
export function decideSlotRound(
  config: SlotConfig,
  bet: number,
  random: RandomSource,
): DecidedSlotRound {
  if (bet % config.betCredits !== 0) {
    throw new StudioError('invalid_bet', `The stake must be a multiple of ${config.betCredits}`);
  }
  const coin = bet / config.betCredits;
  const round = spinSlot(config, random);
  const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
  const spins: SlotSpinView[] = round.spins.map((spin) => ({
    grid: spin.grid.map((reel) => [...reel]),
    wins: spin.wins.map((win) => ({
      symbol: win.symbol,
      count: win.count,
      ...(win.line === undefined ? {} : { line: win.line }),
      positions: win.positions.map(([reel, row]) => [reel, row] as [number, number]),
      amount: coin * win.credits,
    })),
    free_spins_awarded: spin.freeSpinsAwarded,
    multiplier: spin.multiplier,
    win: coin * spin.credits,
  }));
  return {
    win: coin * round.winCredits,
    summary: slotSummary(round.spins, names),
    outcome: round,
    spins,
  };
}

type EngineSpin = ReturnType<typeof spinSlot>['spins'][number];

/** "3× Sun on line 4", "5 free spins", "No win": one line for the history list. */
function slotSummary(spins: readonly EngineSpin[], names: Map<string, string>): string {
  const base = spins[0];
  if (!base) return 'No win';
  const best = [...base.wins].sort((a, b) => b.credits - a.credits)[0];
  const parts: string[] = [];
  if (best) {
    const name = names.get(best.symbol) ?? best.symbol;
    parts.push(
      `${best.count}× ${name}${best.line === undefined ? '' : ` on line ${best.line + 1}`}`,
    );
  }
  const freeSpins = spins.length - 1;
  if (freeSpins > 0) parts.push(`${freeSpins} free spins`);
  return parts.length > 0 ? parts.join(', ') : 'No win';
}
