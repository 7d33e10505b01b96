import { WALLET_ERROR_CODES, type WalletError } from '@croupier/contracts/wallet-protocol';

/**
 * A definitive "no" of the wallet protocol (wallet-protocol.ts): thrown inside the call's
 * transaction, so the whole batch rolls back, and answered as `walletErrorSchema`.
 * 412 carries the protocol code; 400, 403 and 409 carry their own status as the code.
 */
export class WalletRefusal extends Error {
  readonly status: 400 | 403 | 409 | 412;
  readonly code: number;
  readonly balance: number | undefined;

  constructor(status: 400 | 403 | 409 | 412, code: number, message: string, balance?: number) {
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

export const refuse = {
  badRequest: (message: string) => new WalletRefusal(400, C.BAD_REQUEST, message),
  badSignature: (message: string) => new WalletRefusal(403, C.BAD_SIGNATURE, message),
  conflict: (message: string) => new WalletRefusal(409, C.DUPLICATE_ACTION, message),
  notEnoughFunds: (balance: number) =>
    new WalletRefusal(412, C.NOT_ENOUGH_FUNDS, 'Not enough funds', balance),
  invalidPlayer: (message = 'Unknown player') => new WalletRefusal(412, C.INVALID_PLAYER, message),
  betLimit: () =>
    new WalletRefusal(412, C.BET_LIMIT_REACHED, 'A responsible-gaming limit is reached'),
  maxBet: () => new WalletRefusal(412, C.MAX_BET_EXCEEDED, "The stake is above the game's maximum"),
  gameForbidden: () => new WalletRefusal(412, C.GAME_FORBIDDEN, 'The game is not available'),
  playerDisabled: () =>
    new WalletRefusal(412, C.PLAYER_DISABLED, 'The player may not place bets now'),
  countryBlocked: () =>
    new WalletRefusal(412, C.COUNTRY_BLOCKED, "The player's country is not allowed"),
  wrongCurrency: () =>
    new WalletRefusal(412, C.WRONG_CURRENCY, 'The player has no wallet in this currency'),
};
