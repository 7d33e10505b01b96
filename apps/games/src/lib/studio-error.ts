import type { ClientError } from '../shared/client-api.js';

type ClientErrorCode = ClientError['code'];

/** HTTP status of each client refusal (the body is always `clientErrorSchema`). */
const STATUS: Record<ClientErrorCode, number> = {
  not_enough_funds: 402,
  limit_reached: 403,
  player_disabled: 403,
  session_expired: 401,
  invalid_bet: 422,
  round_in_progress: 409,
  betting_closed: 409,
  unavailable: 503,
};

/** A refusal the game client shows the player; never carries internals. */
export class StudioError extends Error {
  readonly status: number;

  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
    this.status = STATUS[code];
  }

  toBody(): ClientError {
    return this.balance === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, balance: this.balance };
  }
}

/** A refusal of a server-to-server call (catalog, sessions, rounds): 403 bad signature, 404, 422. */
export class CasinoCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
