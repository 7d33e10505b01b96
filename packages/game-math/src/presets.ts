import { CLASSIC_PRESETS } from './slots/presets-classic.js';
import { VIDEO_PRESETS } from './slots/presets-video.js';
import type { SlotConfig } from './slots/slot-config.js';

/**
 * Every slot configuration the studio offers: a catalog game is a themed skin over one of
 * these (`preset` = the id). Ids are stable forever: rounds and RTP disclosures refer to them.
 */
export const SLOT_PRESETS: readonly SlotConfig[] = [...VIDEO_PRESETS, ...CLASSIC_PRESETS];

/**
 * Theoretical RTP of every preset in basis points (9612 = 96.12 %), as literals so that reading
 * one costs nothing (the catalog publishes them). Slots: the PAR sheet's exact RTP rounded half
 * up; presets.test.ts recomputes each. Tables: see each engine's file for the derivation.
 */
export const PRESET_RTP_BP: Readonly<Record<string, number>> = {
  'video-10-lines-low': 9606,
  'video-10-lines-medium': 9559,
  'video-20-lines-low': 9578,
  'video-20-lines-medium': 9453,
  'video-20-lines-high': 9537,
  'video-25-lines-medium': 9453,
  'video-25-lines-high': 9537,
  'video-243-ways-low': 9572,
  'video-243-ways-medium': 9604,
  'video-243-ways-high': 9556,
  'video-1024-ways-high': 9571,
  'classic-1-line-low': 9659,
  'classic-5-lines-medium': 9463,
  'classic-1-line-high': 9517,
  /** Single zero: every bet returns 36/37 (roulette.ts). */
  'european-roulette': 9730,
  'live-roulette': 9730,
  /**
   * Basic strategy, infinite deck, dealer stands on soft 17, double after split, one split,
   * 3:2: paid back / staked (doubles and splits included), exact (blackjack-odds.ts).
   */
  'blackjack-s17': 9949,
  /** The same rules without split: live tables offer hit, stand and double only. */
  'live-blackjack': 9901,
  /** The banker bet with 5 % commission, 8-deck shoe (baccarat.ts). */
  baccarat: 9894,
};

const byId = new Map(SLOT_PRESETS.map((preset) => [preset.id, preset]));

/** The slot configuration with this id, if there is one. */
export function presetById(id: string): SlotConfig | undefined {
  return byId.get(id);
}
