import type { BrandGroups } from '@croupier/contracts/info';
import { session } from '../../../lib/storage';

export type ProviderPopup = BrandGroups['providerPopups'][number];

const storageKey = (popup: ProviderPopup) => `new-provider-popup:${popup.target}`;

/**
 * platform-core.md §4 New-provider popup: the first popup whose target group the player is in
 * and whose "already shown" group they are not, and which this browser session has not shown.
 */
export function pickProviderPopup(
  playerGroups: readonly number[],
  popups: readonly ProviderPopup[],
  shownThisSession: (popup: ProviderPopup) => boolean = (popup) =>
    session.get(storageKey(popup)) !== null,
): ProviderPopup | null {
  return (
    popups.find(
      (popup) =>
        playerGroups.includes(popup.target) &&
        !playerGroups.includes(popup.shown) &&
        !shownThisSession(popup),
    ) ?? null
  );
}

/** Once per session (sessionStorage), recorded as it opens so a reload does not show it again. */
export function rememberProviderPopup(popup: ProviderPopup): void {
  session.set(storageKey(popup), '1');
}
