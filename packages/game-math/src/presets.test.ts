import { describe, expect, it } from 'vitest';
import { parSheet } from './par-sheet.js';
import { PRESET_RTP_BP, presetById, SLOT_PRESETS } from './presets.js';

describe('slot presets', () => {
  it('offers at least 12 presets with stable kebab-case ids, classic and video, every volatility', () => {
    expect(SLOT_PRESETS.length).toBeGreaterThanOrEqual(12);
    const ids = SLOT_PRESETS.map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const classic = SLOT_PRESETS.filter((preset) => preset.engine === 'classic-slot');
    expect(classic.length).toBeGreaterThanOrEqual(3);
    for (const preset of classic) {
      expect(preset.reels).toHaveLength(3);
      expect(preset.rows).toBe(3);
    }
    expect(new Set(SLOT_PRESETS.map((preset) => preset.volatility))).toEqual(
      new Set(['low', 'medium', 'high']),
    );
    const shapes = SLOT_PRESETS.map((preset) =>
      preset.evaluation.kind === 'ways'
        ? `${preset.rows ** preset.reels.length} ways`
        : `${preset.evaluation.lines.length} lines`,
    );
    for (const shape of [
      '1 lines',
      '5 lines',
      '10 lines',
      '20 lines',
      '25 lines',
      '243 ways',
      '1024 ways',
    ]) {
      expect(shapes).toContain(shape);
    }
    expect(SLOT_PRESETS.some((preset) => preset.freeSpins && preset.freeSpins.multiplier > 1)).toBe(
      true,
    );
  });

  it('finds a preset by id and nothing for an unknown id', () => {
    expect(presetById('video-20-lines-medium')?.id).toBe('video-20-lines-medium');
    expect(presetById('no-such-game')).toBeUndefined();
  });

  it('publishes an RTP for every slot preset and every table game', () => {
    for (const preset of SLOT_PRESETS) expect(PRESET_RTP_BP[preset.id]).toBeTypeOf('number');
    for (const table of [
      'european-roulette',
      'live-roulette',
      'blackjack-s17',
      'live-blackjack',
      'baccarat',
    ]) {
      expect(PRESET_RTP_BP[table]).toBeTypeOf('number');
    }
  });

  it.each(SLOT_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s: the published RTP is the PAR sheet exact RTP, rounded, between 94 % and 97.5 %',
    (id, preset) => {
      const sheet = parSheet(preset);
      expect(PRESET_RTP_BP[id]).toBe(sheet.rtpBp);
      expect(sheet.rtpBp).toBeGreaterThanOrEqual(9400);
      expect(sheet.rtpBp).toBeLessThanOrEqual(9750);
    },
  );
});
