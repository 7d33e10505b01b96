import type { GameEngine } from '@croupier/contracts/studio';
import { PRESET_RTP_BP, SLOT_PRESETS } from '../presets.js';
import type { Volatility } from '../slots/slot-config.js';

/** What the catalog needs to know of an engine preset. */
export interface CatalogPreset {
  id: string;
  engine: GameEngine;
  volatility: Volatility;
  /** The PAR sheet's theoretical RTP in basis points. */
  rtpBp: number;
  /** A ways game (joins the many-ways collection). */
  ways: boolean;
}

export interface CatalogPresets {
  video: readonly CatalogPreset[];
  classic: readonly CatalogPreset[];
  table: Record<'roulette' | 'blackjack' | 'baccarat', CatalogPreset>;
  liveRoulette: CatalogPreset;
  liveBlackjack: CatalogPreset;
}

function rtpOf(id: string): number {
  const rtp = PRESET_RTP_BP[id];
  if (rtp === undefined) throw new Error(`preset ${id} has no PAR figure in PRESET_RTP_BP`);
  return rtp;
}

function tablePreset(id: string, engine: GameEngine, volatility: Volatility): CatalogPreset {
  return { id, engine, volatility, rtpBp: rtpOf(id), ways: false };
}

/** The engine presets, sorted by id so the catalog does not depend on declaration order. */
export function catalogPresets(): CatalogPresets {
  const slots = [...SLOT_PRESETS]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((preset): CatalogPreset => ({
      id: preset.id,
      engine: preset.engine,
      volatility: preset.volatility,
      rtpBp: rtpOf(preset.id),
      ways: preset.evaluation.kind === 'ways',
    }));
  return {
    video: slots.filter((preset) => preset.engine === 'video-slot'),
    classic: slots.filter((preset) => preset.engine === 'classic-slot'),
    table: {
      roulette: tablePreset('european-roulette', 'roulette', 'medium'),
      blackjack: tablePreset('blackjack-s17', 'blackjack', 'low'),
      baccarat: tablePreset('baccarat', 'baccarat', 'low'),
    },
    liveRoulette: tablePreset('live-roulette', 'live-roulette', 'medium'),
    liveBlackjack: tablePreset('live-blackjack', 'live-blackjack', 'low'),
  };
}
