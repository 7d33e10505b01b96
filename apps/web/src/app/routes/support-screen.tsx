import type { ModalComponentProps } from '../../features/modals/modal-registry';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { SupportForm } from '../../features/support/support-form';

/**
 * The `support` modal (platform-core.md §2.4; SH-044, PR-034): the support form with the
 * signed-in player's address filled in. Its own lazy chunk, loaded when the modal opens.
 */
export function SupportScreen({ close }: ModalComponentProps) {
  const { data: player } = usePlayer();
  return (
    <SupportForm accountEmail={isLoggedIn(player) ? player?.email : undefined} onDone={close} />
  );
}
