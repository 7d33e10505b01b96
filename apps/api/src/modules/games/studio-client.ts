import {
  catalogFeedSchema,
  storedRoundSchema,
  studioSessionSchema,
  type CatalogFeed,
  type CreateStudioSession,
  type StoredRound,
  type StudioSession,
} from '@croupier/contracts/studio';
import type { Env } from '../../config/env.js';
import { signBody } from '../wallet/wallet-signature.js';

/**
 * The casino's calls to the game studio (DESIGN.md §6, studio.ts): signed like the wallet's,
 * `X-REQUEST-SIGN` = hex HMAC-SHA256 of the raw body (of `''` for a GET) with the shared secret.
 */
export type StudioEnv = Pick<Env, 'GAMES_API_URL' | 'GAMES_SECRET'>;

/** The studio did not answer in time, answered an error, or answered something off-contract. */
export class StudioUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StudioUnavailableError';
  }
}

/** The whole feed is a few MB: generous, but a hung studio must not hold the job forever. */
const CATALOG_TIMEOUT_MS = 30_000;
/** A player waits on the launch: a studio slower than this is as good as down. */
const SESSION_TIMEOUT_MS = 5_000;
/** One stored round: an operator's tool asks for many, one after another. */
const ROUND_TIMEOUT_MS = 10_000;

function studioUrl(env: StudioEnv, path: string): string {
  return `${env.GAMES_API_URL.replace(/\/+$/, '')}${path}`;
}

async function call(
  env: StudioEnv,
  path: string,
  init: { method: 'GET' | 'POST'; body?: string; timeoutMs: number; notFound?: null },
): Promise<unknown> {
  const body = init.body ?? '';
  let response: Response;
  try {
    response = await fetch(studioUrl(env, path), {
      method: init.method,
      headers: {
        'x-request-sign': signBody(env.GAMES_SECRET, body),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    throw new StudioUnavailableError(`${init.method} ${path}: no answer`, { cause: error });
  }
  if (response.status === 404 && init.notFound === null) return null;
  if (!response.ok) {
    throw new StudioUnavailableError(`${init.method} ${path}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new StudioUnavailableError(`${init.method} ${path}: not JSON`, { cause: error });
  }
}

/** `GET {studio}/catalog`, validated whole: a feed off the contract is not imported at all. */
export async function fetchCatalogFeed(env: StudioEnv): Promise<CatalogFeed> {
  const payload = await call(env, '/catalog', { method: 'GET', timeoutMs: CATALOG_TIMEOUT_MS });
  const parsed = catalogFeedSchema.safeParse(payload);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new StudioUnavailableError(
      `catalog feed off contract at ${first?.path.join('.') ?? '?'}: ${first?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/** `POST {studio}/sessions`: the game session the iframe opens. */
export async function openStudioSession(
  env: StudioEnv,
  request: CreateStudioSession,
): Promise<StudioSession> {
  const payload = await call(env, '/sessions', {
    method: 'POST',
    body: JSON.stringify(request),
    timeoutMs: SESSION_TIMEOUT_MS,
  });
  const parsed = studioSessionSchema.safeParse(payload);
  if (!parsed.success) throw new StudioUnavailableError('session answer off contract');
  return parsed.data;
}

/**
 * `GET {studio}/rounds/:roundId`: the round as the studio decided and showed it, or null when the
 * studio does not know it (never its round, or past its retention).
 */
export async function fetchStudioRound(
  env: StudioEnv,
  roundId: string,
): Promise<StoredRound | null> {
  const payload = await call(env, `/rounds/${encodeURIComponent(roundId)}`, {
    method: 'GET',
    timeoutMs: ROUND_TIMEOUT_MS,
    notFound: null,
  });
  if (payload === null) return null;
  const parsed = storedRoundSchema.safeParse(payload);
  if (!parsed.success) throw new StudioUnavailableError(`round ${roundId} off contract`);
  return parsed.data;
}
