import { useEffect, useRef } from 'react';
import type { Player } from '@croupier/contracts/player';
import { useUnconfirmedEmailNotice } from '../../features/auth/use-email-notice';
import { closeModal, openModal } from '../../features/modals/modal-store';
import { useSowReminder } from '../../features/profile/sow-reminder';
import { isLoggedIn } from '../../features/session/api/get-player';
import { useTesterSplit } from '../../features/session/use-tester-split';

/**
 * What a signed-in player's state asks of the shell (platform-core.md §4): the unconfirmed
 * e-mail notice (PR-010), the tester split (SS-026) and the forced terms popup while
 * `auth_fields_missed` holds `terms_acceptance` (SH-028, SS-034).
 */
export function AccountEffects({
  player,
  testerSplit,
}: {
  player: Player | undefined;
  /** The brand's 543/544 groups (project info `groups.abSplit`). */
  testerSplit: readonly [number, number] | undefined;
}) {
  useUnconfirmedEmailNotice(player);
  // PR-033: an expired source-of-wealth questionnaire links to verification.
  useSowReminder(player);
  useTesterSplit(player, testerSplit);

  const mustAcceptTerms =
    isLoggedIn(player) && (player?.auth_fields_missed ?? []).includes('terms_acceptance');
  const isForcing = useRef(false);
  useEffect(() => {
    if (mustAcceptTerms) {
      isForcing.current = true;
      // No close button, no Escape or overlay; onDismiss keeps navigation from closing it.
      openModal('terms', {}, { dismissable: false, hideClose: true, onDismiss: () => undefined });
    } else if (isForcing.current) {
      isForcing.current = false;
      closeModal('terms');
    }
  }, [mustAcceptTerms]);
  return null;
}
