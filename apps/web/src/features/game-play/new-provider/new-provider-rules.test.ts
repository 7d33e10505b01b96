import { describe, expect, it } from 'vitest';
import { pickProviderPopup, rememberProviderPopup } from './new-provider-rules';

const POPUPS = [
  { target: 851, shown: 859, provider: 'velvet-live' },
  { target: 1030, shown: 1056, provider: 'aurora-studios' },
];

describe('new-provider popup rules (platform-core.md §4)', () => {
  it('picks the popup of a target group the player is in and has not been shown', () => {
    expect(pickProviderPopup([1030], POPUPS)?.provider).toBe('aurora-studios');
    expect(pickProviderPopup([851, 859, 1030], POPUPS)?.provider).toBe('aurora-studios');
    expect(pickProviderPopup([851, 859], POPUPS)).toBeNull();
    expect(pickProviderPopup([7], POPUPS)).toBeNull();
  });

  it('once per session', () => {
    const popup = pickProviderPopup([851], POPUPS);
    expect(popup?.provider).toBe('velvet-live');
    if (popup) rememberProviderPopup(popup);
    expect(pickProviderPopup([851], POPUPS)).toBeNull();
  });
});
