import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { BridgeMessage } from '@croupier/contracts/studio';

/**
 * The iframe bridge (studio.ts `bridgeMessageSchema`): the game posts `balance`, `round`,
 * `error`, `close` and `deposit` to the casino page. A message counts only when it comes from
 * the frame we opened (`event.source`) on the launch URL's origin (`event.origin`) and parses
 * with the contract; anything else — another window, another origin, a stale session, a
 * malformed body — is ignored, since any page could post to us.
 */
export function isFromGameFrame(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  launchUrl: string,
  frame: HTMLIFrameElement | null,
): boolean {
  let origin: string;
  try {
    origin = new URL(launchUrl).origin;
  } catch {
    return false;
  }
  const frameWindow = frame?.contentWindow ?? null;
  return frameWindow !== null && event.source === frameWindow && event.origin === origin;
}

/**
 * The frame may speak of its session by the casino's id (the launch answer's `session_id`) or by
 * the studio's own, which is the last segment of the iframe src (`…/play/{studio session}`).
 */
export function isThisSession(messageSession: string, launchUrl: string, sessionId?: string) {
  if (messageSession === sessionId) return true;
  try {
    const last = new URL(launchUrl).pathname.split('/').filter(Boolean).pop();
    return last !== undefined && decodeURIComponent(last) === messageSession;
  } catch {
    return false;
  }
}

export function useGameBridge(
  frame: RefObject<HTMLIFrameElement | null>,
  launch: { url: string; session_id: string } | null,
  onMessage: (message: BridgeMessage) => void,
): void {
  const handle = useEffectEvent(onMessage);
  const url = launch?.url;
  const sessionId = launch?.session_id;
  useEffect(() => {
    if (!url) return;
    let active = true;
    const listener = (event: MessageEvent) => {
      if (!isFromGameFrame(event, url, frame.current)) return;
      void import('../../lib/contracts').then(({ bridgeMessageSchema }) => {
        const parsed = bridgeMessageSchema.safeParse(event.data);
        // The session check drops a late message of a game the player already left.
        if (!active || !parsed.success) return;
        if (!isThisSession(parsed.data.session_id, url, sessionId)) return;
        handle(parsed.data);
      });
    };
    window.addEventListener('message', listener);
    return () => {
      active = false;
      window.removeEventListener('message', listener);
    };
  }, [frame, url, sessionId]);
}
