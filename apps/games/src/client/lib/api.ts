import * as z from 'zod';
import {
  baccaratRoundViewSchema,
  blackjackRoundViewSchema,
  clientErrorSchema,
  rouletteRoundViewSchema,
  sessionViewSchema,
  slotRoundViewSchema,
  type ClientError,
  type RouletteBetView,
} from '../../shared/client-api';

/**
 * The contract leaves the live bet/action answers open (the table state follows on the socket);
 * read the balance when the studio includes one.
 */
const liveAckSchema = z.looseObject({ balance: z.number().int().nonnegative().optional() });

/** A refusal from the studio (or the wallet behind it), in the client API's own codes. */
export class GameError extends Error {
  readonly code: ClientError['code'];
  readonly balance: number | undefined;
  constructor(error: ClientError) {
    super(error.message);
    this.name = 'GameError';
    this.code = error.code;
    this.balance = error.balance;
  }
}

const UNREACHABLE: ClientError = {
  code: 'unavailable',
  message: 'The game server cannot be reached. Check your connection and try again.',
};

/** What a non-2xx answer means when its body is not one of our refusals. */
function errorForStatus(status: number): ClientError {
  if (status === 404 || status === 401 || status === 410) {
    return { code: 'session_expired', message: 'This game session has ended. Reopen the game.' };
  }
  return { ...UNREACHABLE, message: 'The game server is busy. Please try again in a moment.' };
}

async function call<T extends z.ZodType>(
  path: string,
  schema: T,
  body?: unknown,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new GameError(UNREACHABLE);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = clientErrorSchema.safeParse(json);
    throw new GameError(refusal.success ? refusal.data : errorForStatus(response.status));
  }
  const parsed = schema.safeParse(json);
  // An answer we cannot read is treated as no answer: never draw an outcome we cannot trust.
  if (!parsed.success)
    throw new GameError({ ...UNREACHABLE, message: 'The game server sent an unexpected answer.' });
  return parsed.data;
}

/** The studio's client API (apps/games/src/shared/client-api.ts), same origin. */
export function createApi(sessionId: string) {
  const base = `/api/sessions/${encodeURIComponent(sessionId)}`;
  return {
    session: () => call(base, sessionViewSchema),
    spinSlot: (bet: number) => call(`${base}/slot/spin`, slotRoundViewSchema, { bet }),
    /** One of the casino's free spins: at the issue's bet, staking nothing. */
    spinFreeSpin: (issueId: string) =>
      call(`${base}/slot/spin`, slotRoundViewSchema, { freespin_issue_id: issueId }),
    spinRoulette: (bets: RouletteBetView[]) =>
      call(`${base}/roulette/spin`, rouletteRoundViewSchema, { bets }),
    dealBaccarat: (bets: { on: 'player' | 'banker' | 'tie'; amount: number }[]) =>
      call(`${base}/baccarat/deal`, baccaratRoundViewSchema, { bets }),
    dealBlackjack: (bet: number) =>
      call(`${base}/blackjack/deal`, blackjackRoundViewSchema, { bet }),
    actBlackjack: (roundId: string, action: 'hit' | 'stand' | 'double' | 'split') =>
      call(`${base}/blackjack/${encodeURIComponent(roundId)}/action`, blackjackRoundViewSchema, {
        action,
      }),
    placeLiveBets: (body: { bets?: RouletteBetView[]; bet?: number }) =>
      call(`${base}/live/bets`, liveAckSchema, body),
    actLive: (action: 'hit' | 'stand' | 'double') =>
      call(`${base}/live/action`, liveAckSchema, { action }),
  };
}
export type GameApi = ReturnType<typeof createApi>;
