import {
  isDefinitiveWalletStatus,
  walletErrorSchema,
  walletResponseSchema,
  WALLET_SIGNATURE_HEADER,
  type PlayRequest,
  type RollbackRequest,
  type WalletError,
  type WalletResponse,
} from '@croupier/contracts/wallet-protocol';
import { signBody } from '../lib/signature.js';

export type WalletPath = '/play' | '/rollback';

/** What became of one wallet call. */
export type WalletOutcome =
  | { kind: 'accepted'; response: WalletResponse }
  /** A definitive refusal (400/403/409/412): nothing moved. */
  | { kind: 'refused'; status: number; error: WalletError }
  /** No definitive answer (timeout, network, 5xx, unreadable body): the fate is unknown. */
  | { kind: 'unanswered'; reason: string };

export interface WalletClient {
  call(path: WalletPath, body: PlayRequest | RollbackRequest): Promise<WalletOutcome>;
}

/**
 * The casino's seamless wallet over HTTP (packages/contracts/src/wallet-protocol.ts): every body
 * signed, a bounded wait, and every answer sorted into accepted / refused / unanswered so the
 * caller knows whether to retry (wins, rollbacks) or roll back (a bet).
 */
export function httpWalletClient(options: {
  url: string;
  secret: string;
  timeoutMs: number;
}): WalletClient {
  return {
    async call(path, body) {
      const raw = JSON.stringify(body);
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${options.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WALLET_SIGNATURE_HEADER]: signBody(options.secret, raw),
          },
          body: raw,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        return { kind: 'unanswered', reason: error instanceof Error ? error.message : 'network' };
      }
      if (!isDefinitiveWalletStatus(response.status)) {
        return { kind: 'unanswered', reason: `HTTP ${response.status}` };
      }
      const json = parseJson(text);
      if (response.status === 200) {
        const parsed = walletResponseSchema.safeParse(json);
        // A 200 we cannot read is not an answer we can act on: treat it as unanswered.
        return parsed.success
          ? { kind: 'accepted', response: parsed.data }
          : { kind: 'unanswered', reason: 'unreadable 200 answer' };
      }
      const parsed = walletErrorSchema.safeParse(json);
      return {
        kind: 'refused',
        status: response.status,
        error: parsed.success ? parsed.data : { code: response.status, message: 'refused' },
      };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
