import { WALLET_ERROR_CODES, type WalletError } from '@croupier/contracts/wallet-protocol';
import { StudioError } from '../lib/studio-error.js';

/** A wallet refusal (412 code, 400/403/409) as the refusal the player sees. */
export function refusalToClientError(error: WalletError): StudioError {
  const balance = error.balance;
  switch (error.code) {
    case WALLET_ERROR_CODES.NOT_ENOUGH_FUNDS:
      return new StudioError('not_enough_funds', 'Not enough funds for this bet', balance);
    case WALLET_ERROR_CODES.BET_LIMIT_REACHED:
      return new StudioError('limit_reached', 'A limit you set has been reached', balance);
    case WALLET_ERROR_CODES.MAX_BET_EXCEEDED:
      return new StudioError('limit_reached', 'The stake is above the maximum bet', balance);
    case WALLET_ERROR_CODES.PLAYER_DISABLED:
    case WALLET_ERROR_CODES.COUNTRY_BLOCKED:
      return new StudioError(
        'player_disabled',
        'Playing for real money is not available now',
        balance,
      );
    case WALLET_ERROR_CODES.INVALID_PLAYER:
      return new StudioError(
        'session_expired',
        'Your game session has ended, reopen the game',
        balance,
      );
    default:
      return new StudioError('unavailable', 'The casino could not take this bet', balance);
  }
}
