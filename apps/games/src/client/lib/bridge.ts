import { BRIDGE_SOURCE, bridgeMessageSchema, type BridgeMessage } from '@croupier/contracts/studio';
import type { ClientError } from '../../shared/client-api';

/**
 * Messages to the casino page around the iframe (packages/contracts/src/studio.ts). They are
 * posted to the casino's exact origin only: a `*` target would let any page that frames the
 * game read the player's balance and rounds.
 */

type Distribute<T> = T extends unknown ? Omit<T, 'source' | 'session_id'> : never;
export type BridgePayload = Distribute<BridgeMessage>;

export type PostMessage = (message: BridgeMessage, targetOrigin: string) => void;

/** The refusals the casino can act on; the others stay inside the game. */
const BRIDGED_ERRORS = [
  'not_enough_funds',
  'limit_reached',
  'player_disabled',
  'session_expired',
  'unavailable',
] as const;
type BridgedError = (typeof BRIDGED_ERRORS)[number];

export function isBridgedError(code: ClientError['code']): code is BridgedError {
  return (BRIDGED_ERRORS as readonly string[]).includes(code);
}

export function buildBridgeMessage(sessionId: string, payload: BridgePayload): BridgeMessage {
  return bridgeMessageSchema.parse({ ...payload, source: BRIDGE_SOURCE, session_id: sessionId });
}

/**
 * `casino_origin` may come with a path or a trailing slash; postMessage wants the bare origin.
 * Returns null when it is not a usable http(s) origin: then nothing is posted at all.
 */
export function targetOriginOf(casinoOrigin: string): string | null {
  try {
    const url = new URL(casinoOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export interface Bridge {
  send(payload: BridgePayload): void;
}

export function createBridge(sessionId: string, casinoOrigin: string, post: PostMessage): Bridge {
  const targetOrigin = targetOriginOf(casinoOrigin);
  return {
    send(payload) {
      if (targetOrigin === null) return;
      post(buildBridgeMessage(sessionId, payload), targetOrigin);
    },
  };
}

/** The real transport: the parent window (the casino's game page), when framed. */
export function windowParentPost(message: BridgeMessage, targetOrigin: string): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, targetOrigin);
}
