import {
  actBlackjack,
  basicStrategy,
  dealBaccarat,
  presetById,
  PRESET_RTP_BP,
  seededRandom,
  settleBaccarat,
  settleRoulette,
  slotRoundPlayer,
  spinRoulette,
  startBlackjack,
  type RandomSource,
} from '@croupier/game-math';
import { generateCatalog } from '@croupier/game-math/catalog/generate-catalog';
import type { CostGameModel } from '@croupier/domain/gifts/expected-cost';

/**
 * The catalog's own games as the expected-cost simulation reads them
 * (packages/domain/src/gifts/expected-cost.ts): one model per engine preset, with the PAR
 * sheet's RTP (`PRESET_RTP_BP`, exact) and the shape of its returns from a seeded sample of
 * whole rounds played by the engine itself (features and free spins included; the simulation
 * scales the sample to the exact RTP).
 *
 * The representative mix: slots 85 % of rounds, live 8 %, table 7 % (what a bonus player
 * plays), each share spread over the presets by how many catalog games use them. Table and
 * live rounds are an even-money roulette bet, a banker bet, and blackjack by basic strategy.
 */

const CLASS_SHARE = { slots: 0.85, live: 0.08, table: 0.07 } as const;

type RoundReturn = (rng: RandomSource) => number;

function slotReturn(presetId: string): RoundReturn {
  const config = presetById(presetId);
  if (!config) throw new Error(`no slot preset ${presetId}`);
  const play = slotRoundPlayer(config);
  const out = new Float64Array(3);
  return (rng) => {
    play(rng, out);
    return (out[1] as number) / (out[0] as number);
  };
}

const rouletteReturn: RoundReturn = (rng) =>
  settleRoulette([{ kind: 'red', amount: 1 }], spinRoulette(rng)).win;

const baccaratReturn: RoundReturn = (rng) =>
  settleBaccarat([{ on: 'banker', amount: 20 }], dealBaccarat(rng)).win / 20;

const blackjackReturn =
  (split: boolean): RoundReturn =>
  (rng) => {
    let state = startBlackjack(2, rng, { split });
    while (!state.finished) state = actBlackjack(state, basicStrategy(state), rng);
    return state.totalWin / state.totalBet;
  };

function roundReturnOf(engine: string, preset: string): RoundReturn {
  switch (engine) {
    case 'video-slot':
    case 'classic-slot':
      return slotReturn(preset);
    case 'roulette':
    case 'live-roulette':
      return rouletteReturn;
    case 'baccarat':
      return baccaratReturn;
    case 'blackjack':
      return blackjackReturn(true);
    case 'live-blackjack':
      return blackjackReturn(false);
    default:
      throw new Error(`no round model for engine ${engine}`);
  }
}

/** The category slugs a round of this engine counts under (the catalog's). */
function categoriesOf(engine: string): string[] {
  if (engine === 'video-slot' || engine === 'classic-slot') return ['slots'];
  if (engine.startsWith('live-')) return ['live', engine];
  return ['table', engine];
}

function classOf(engine: string): keyof typeof CLASS_SHARE {
  if (engine === 'video-slot' || engine === 'classic-slot') return 'slots';
  return engine.startsWith('live-') ? 'live' : 'table';
}

export interface CatalogGameMix {
  mix: CostGameModel[];
  /** A catalog identifier (`producer/name`) → its preset's model (free-spin games). */
  byIdentifier: Map<string, CostGameModel>;
}

/** Builds the mix from the generated catalog; `samples` rounds per preset from `seed`. */
export function catalogGameMix(options: { samples?: number; seed?: number } = {}): CatalogGameMix {
  const samples = options.samples ?? 20_000;
  const games = generateCatalog().games;
  const presets = new Map<string, { engine: string; count: number }>();
  for (const game of games) {
    const known = presets.get(game.preset);
    presets.set(game.preset, { engine: game.engine, count: (known?.count ?? 0) + 1 });
  }
  const classTotals = { slots: 0, live: 0, table: 0 };
  for (const { engine, count } of presets.values()) classTotals[classOf(engine)] += count;

  const models = new Map<string, CostGameModel>();
  [...presets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([preset, { engine, count }], index) => {
      const rtpBp = PRESET_RTP_BP[preset];
      if (rtpBp === undefined) return;
      const rng = seededRandom((options.seed ?? 20_261_127) + index);
      const play = roundReturnOf(engine, preset);
      const payouts = Array.from({ length: samples }, () => play(rng));
      const share = CLASS_SHARE[classOf(engine)];
      models.set(preset, {
        id: preset,
        categories: categoriesOf(engine),
        weight: (share * count) / Math.max(classTotals[classOf(engine)], 1),
        rtp: rtpBp / 10_000,
        payouts,
      });
    });
  const byIdentifier = new Map<string, CostGameModel>();
  for (const game of games) {
    const model = models.get(game.preset);
    if (model) byIdentifier.set(game.identifier, model);
  }
  return { mix: [...models.values()], byIdentifier };
}
