import {
  WALLET_ERROR_CODES,
  WALLET_ERROR_MESSAGES,
  type WalletError,
  type WalletErrorCode,
} from '@croupier/contracts/wallet-protocol';

/**
 * A definitive "no" of the wallet protocol (wallet-protocol.ts): thrown inside the call's
 * transaction, so the whole batch rolls back, and answered as `walletErrorSchema`.
 * 412 carries the protocol code; 400 and 403 carry their own status as the code, except an
 * action id that contradicts the wallet's record: 400 with code 409, a mistake of the caller
 * that no retry can mend (studios read an HTTP 409 as "try again").
 */
export class WalletRefusal extends Error {
  readonly status: 400 | 403 | 412;
  readonly code: number;
  readonly balance: number | undefined;

  constructor(status: 400 | 403 | 412, code: number, message: string, balance?: number) {
    super(message);
    this.name = 'WalletRefusal';
    this.status = status;
    this.code = code;
    this.balance = balance;
  }

  body(): WalletError {
    return {
      code: this.code,
      message: this.message,
      ...(this.balance === undefined ? {} : { balance: this.balance }),
    };
  }
}

const C = WALLET_ERROR_CODES;

/** The code's canonical text (public integrations answer it), then our detail if any. */
const text = (code: WalletErrorCode, detail?: string) =>
  detail === undefined ? WALLET_ERROR_MESSAGES[code] : `${WALLET_ERROR_MESSAGES[code]}: ${detail}`;

export const refuse = {
  badRequest: (detail: string) => new WalletRefusal(400, C.BAD_REQUEST, text(400, detail)),
  badSignature: (detail: string) => new WalletRefusal(403, C.BAD_SIGNATURE, text(403, detail)),
  conflict: (detail: string) => new WalletRefusal(400, C.DUPLICATE_ACTION, text(409, detail)),
  notEnoughFunds: (balance: number) =>
    new WalletRefusal(412, C.NOT_ENOUGH_FUNDS, text(100), balance),
  invalidPlayer: (detail = 'unknown player') =>
    new WalletRefusal(412, C.INVALID_PLAYER, text(101, detail)),
  betLimit: () => new WalletRefusal(412, C.BET_LIMIT_REACHED, text(105)),
  maxBet: () => new WalletRefusal(412, C.MAX_BET_EXCEEDED, text(106)),
  gameForbidden: () => new WalletRefusal(412, C.GAME_FORBIDDEN, text(107)),
  playerDisabled: () => new WalletRefusal(412, C.PLAYER_DISABLED, text(110)),
  countryBlocked: () => new WalletRefusal(412, C.COUNTRY_BLOCKED, text(153)),
  /** 154 for a player with no wallet in the call's currency. */
  noWalletInCurrency: () =>
    new WalletRefusal(412, C.WRONG_CURRENCY, text(154, 'the player has no wallet in it')),
  /** 154 for a game the casino does not offer in the call's currency. */
  gameNotInCurrency: () =>
    new WalletRefusal(412, C.WRONG_CURRENCY, text(154, 'the game is not offered in it')),
};
