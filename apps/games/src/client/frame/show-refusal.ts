import type { GameError } from '../lib/api';
import { isBridgedError } from '../lib/bridge';
import { h } from '../lib/dom';
import type { Frame } from './frame';
import { showSessionEnded } from './full-states';
import type { Notices } from './notices';

export interface RefusalContext {
  frame: Frame;
  container: HTMLElement;
  notices: Notices;
  isDemo: boolean;
}

/**
 * A refused round as the player sees it: the balance the refusal carries is shown and passed
 * to the casino, the codes the casino acts on go over the bridge, and each refusal gets its
 * dialog (not enough funds offers a deposit outside demo), the session's end its full screen,
 * anything else a toast.
 */
export function showRefusal(
  error: GameError,
  { frame, container, notices, isDemo }: RefusalContext,
): void {
  const { bridge, session } = frame;
  if (error.balance !== undefined) {
    frame.setBalance(error.balance);
    bridge.send({ type: 'balance', currency: session.currency, balance: error.balance });
  }
  if (isBridgedError(error.code))
    bridge.send({ type: 'error', code: error.code, message: error.message });
  frame.announce(error.message);
  switch (error.code) {
    case 'not_enough_funds': {
      const deposit = h('button', {
        class: 'gm-btn',
        text: 'Deposit',
        attrs: { type: 'button' },
        on: {
          click: () => {
            notices.closeDialog();
            bridge.send({ type: 'deposit' });
          },
        },
      });
      notices.openDialog(
        'Not enough funds',
        isDemo
          ? 'Your demo balance is too low for this bet. Lower the bet or reload the game.'
          : error.message,
        isDemo ? [] : [deposit],
      );
      return;
    }
    case 'limit_reached':
      return notices.openDialog('Limit reached', error.message, []);
    case 'player_disabled':
      return notices.openDialog('Play is paused', error.message, []);
    case 'session_expired':
      return showSessionEnded(container, error.message, () => bridge.send({ type: 'close' }));
    default:
      return notices.toast(error.message);
  }
}
