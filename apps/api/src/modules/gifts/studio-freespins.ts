import {
  freespinIssueAnswerSchema,
  type FreespinCancelRequest,
  type FreespinIssueAnswer,
  type FreespinIssueRequest,
} from '@croupier/contracts/gifts';
import { WALLET_SIGNATURE_HEADER } from '@croupier/contracts/wallet-protocol';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { signBody } from '../wallet/wallet-signature.js';
import type { PlayerGiftRow } from './gifts.repository.js';

/**
 * The casino's free-spin calls to the game studio, server to server (docs/wallet-protocol.md
 * "Free spins"): `POST {GAMES_API_URL}/freespins/issue` and `/freespins/cancel`, each body signed
 * like the wallet's calls (`X-REQUEST-SIGN`, hex HMAC-SHA256 of the raw body with GAMES_SECRET).
 * The issue id is the gift's (`gift-<id>`), so a retried issue answers the issue already made.
 *
 * Failures: no answer, a 5xx or an unreadable answer → 503 `studio_unavailable` (try again
 * later; nothing was decided); a refusal of the spins themselves (a game the studio does not
 * offer in that currency, a bet level it cannot play) → 422 `freespins_not_playable`.
 */

/** A player waits on the activation: a studio slower than this is as good as down. */
const STUDIO_TIMEOUT_MS = 5_000;
/** The spins' play window when the caller gives none (the template's `freespins.playDays`). */
export const DEFAULT_FREESPIN_PLAY_DAYS = 7;

/** The studio's issue id of a gift: what its wallet calls carry as `freespin_issue_id`. */
export function freespinIssueIdOf(gift: Pick<PlayerGiftRow, 'id'>): string {
  return `gift-${gift.id}`;
}

/** The studio's issue request for a gift's spins. */
export function freespinIssueRequest(gift: PlayerGiftRow, validUntil: Date): FreespinIssueRequest {
  const games = Array.isArray(gift.freespinGames)
    ? gift.freespinGames.filter((game): game is string => typeof game === 'string')
    : [];
  return {
    issue_id: freespinIssueIdOf(gift),
    user_id: String(gift.playerId),
    currency: gift.currency,
    games,
    freespins_quantity: gift.freespinsTotal,
    bet_level: gift.freespinBetCents,
    valid_until: validUntil.toISOString(),
  };
}

type StudioAnswer = { status: number; body: unknown };

async function postToStudio(deps: AppDeps, path: string, payload: unknown): Promise<StudioAnswer> {
  const raw = JSON.stringify(payload);
  const url = `${deps.env.GAMES_API_URL.replace(/\/+$/, '')}${path}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WALLET_SIGNATURE_HEADER]: signBody(deps.env.GAMES_SECRET, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(STUDIO_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    throw unavailable(
      `POST ${path}: no answer (${error instanceof Error ? error.message : 'network'})`,
    );
  }
}

function unavailable(internal: string): AppError {
  return new AppError('studio_unavailable', 'The game studio is not answering, try again shortly', {
    internal,
  });
}

function refusalText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { code, message } = body as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(': ');
}

function readIssue(answer: StudioAnswer, path: string): FreespinIssueAnswer {
  const parsed = freespinIssueAnswerSchema.safeParse(answer.body);
  if (!parsed.success) throw unavailable(`POST ${path}: answer off contract`);
  return parsed.data;
}

/**
 * Issues a free-spins gift's spins at the studio; answers the studio's issue id. Idempotent: the
 * same gift again answers the same issue (the first `valid_until` stands). `validUntil` is the
 * end of the play window (the template's `playDays` after activation); without it the gift's
 * `wager_until` if set, else DEFAULT_FREESPIN_PLAY_DAYS from now.
 */
export async function issueFreespinsAtStudio(
  deps: AppDeps,
  gift: PlayerGiftRow,
  options: { validUntil?: Date } = {},
): Promise<{ issueId: string }> {
  const validUntil =
    options.validUntil ??
    gift.wagerUntil ??
    new Date(deps.clock.now().getTime() + DEFAULT_FREESPIN_PLAY_DAYS * 24 * 60 * 60_000);
  const request = freespinIssueRequest(gift, validUntil);
  const answer = await postToStudio(deps, '/freespins/issue', request);
  if (answer.status === 200) return { issueId: readIssue(answer, '/freespins/issue').issue_id };
  if (answer.status === 422 || answer.status === 409) {
    // The studio cannot play these spins (or holds this id with other spins): not a retry.
    throw new AppError('invalid_input', 'These free spins cannot be played now', {
      fields: { base: ['freespins_not_playable'] },
      internal: `studio refused issue ${request.issue_id}: ${answer.status} ${refusalText(answer.body)}`,
    });
  }
  throw unavailable(`POST /freespins/issue: HTTP ${answer.status} ${refusalText(answer.body)}`);
}

/**
 * Cancels a gift's spins at the studio: it stops offering those left. Idempotent; an issue the
 * studio does not know (never issued, or forgotten a day after it ended) counts as canceled.
 */
export async function cancelFreespinsAtStudio(deps: AppDeps, gift: PlayerGiftRow): Promise<void> {
  const request: FreespinCancelRequest = {
    issue_id: gift.freespinIssueId ?? freespinIssueIdOf(gift),
  };
  const answer = await postToStudio(deps, '/freespins/cancel', request);
  if (answer.status === 200) {
    readIssue(answer, '/freespins/cancel');
    return;
  }
  if (answer.status === 404) return;
  throw unavailable(`POST /freespins/cancel: HTTP ${answer.status} ${refusalText(answer.body)}`);
}
