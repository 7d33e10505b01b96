import { describe, expect, it } from 'vitest';
import { parSheet, parSummary } from './par-sheet.js';
import { PRESET_RTP_BP, SLOT_PRESETS } from './presets.js';
import { seededRandom } from './random.js';
import { simulateRtp } from './simulate.js';
import { spinSlot } from './slots/spin-slot.js';

const ROUNDS = 60_000;

describe('simulateRtp', () => {
  it.each(SLOT_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s: a seeded run lands within 4 sigma of the PAR sheet',
    (id, preset) => {
      const result = simulateRtp(preset, ROUNDS, seededRandom(9000 + id.length));
      const theoretical = parSummary(parSheet(preset)).rtp;
      expect(result.rounds).toBe(ROUNDS);
      expect(result.staked).toBe(ROUNDS * preset.betCredits);
      const sigma = result.stdDevPerRound / Math.sqrt(ROUNDS);
      expect(Math.abs(result.rtp - theoretical)).toBeLessThan(4 * sigma);
    },
  );

  it('plays the same rounds as spinSlot, free spins included', () => {
    const preset = SLOT_PRESETS.find((candidate) => candidate.freeSpins?.retrigger);
    if (!preset) throw new Error('a preset with retriggering free spins');
    let fromSpins = 0;
    const rng = seededRandom(5);
    for (let round = 0; round < 5000; round += 1) fromSpins += spinSlot(preset, rng).winCredits;
    expect(simulateRtp(preset, 5000, seededRandom(5)).returned).toBe(fromSpins);
  });

  it.each([
    ['european-roulette', 200_000],
    ['baccarat', 100_000],
  ])('%s: a seeded run lands within 4 sigma of the published RTP', (game, rounds) => {
    const result = simulateRtp(game, rounds, seededRandom(31));
    const sigma = result.stdDevPerRound / Math.sqrt(rounds);
    // Half a basis point more: the published figure is rounded.
    expect(Math.abs(result.rtp - (PRESET_RTP_BP[game] ?? 0) / 10_000)).toBeLessThan(
      4 * sigma + 0.00005,
    );
  });

  it('refuses an unknown game', () => {
    expect(() => simulateRtp('no-such-game', 1, seededRandom(1))).toThrow(RangeError);
  });
});
