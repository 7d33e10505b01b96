import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FfcScreen } from './ffc-screen';
import { FLAG_DEFAULTS, FLAGS_STORAGE_KEY, getFlags, reloadFlags } from './use-feature-flags';

afterEach(() => reloadFlags());

describe('feature flags (FF-001, FF-002)', () => {
  it('defaults to all false except disableWWW', () => {
    reloadFlags();
    expect(getFlags()).toEqual({
      enableTechWork: false,
      disableWWW: true,
      enableMysticJackpots: false,
      enableTestQuests: false,
      enableConpoints: false,
      enableABReg: false,
      showAllWidgets: false,
      enablePromoBannerInEnterButton: false,
    });
    expect(FLAG_DEFAULTS.disableWWW).toBe(true);
  });

  it('toggles a flag into localStorage and resets to the defaults', async () => {
    const user = userEvent.setup();
    reloadFlags();
    render(<FfcScreen />);
    const toggle = screen.getByRole('switch', { name: 'enableMysticJackpots' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(JSON.parse(localStorage.getItem(FLAGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      enableMysticJackpots: true,
    });
    await user.click(screen.getByRole('button', { name: 'APP.FFC.RESET' }));
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'disableWWW' })).toBeChecked();
    expect(localStorage.getItem(FLAGS_STORAGE_KEY)).toBeNull();
  });
});
