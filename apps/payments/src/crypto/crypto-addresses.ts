import { randomBytes } from 'node:crypto';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

function randomText(alphabet: string, length: number): string {
  let text = '';
  for (const byte of randomBytes(length)) text += alphabet[byte % alphabet.length];
  return text;
}

/**
 * Test-network-looking addresses (`tb1q…`, `0x…`): realistic enough for the cashier's copy and QR
 * code, never valid on a main network, so nobody can send real coins to them.
 */
const FORMATS: Record<string, { network: string; make: () => string }> = {
  BTC: { network: 'bitcoin-testnet', make: () => `tb1q${randomText(BECH32, 38)}` },
  LTC: { network: 'litecoin-testnet', make: () => `tltc1q${randomText(BECH32, 38)}` },
  BCH: { network: 'bitcoin-cash-testnet', make: () => `bchtest:q${randomText(BECH32, 41)}` },
  DOG: { network: 'dogecoin-testnet', make: () => `n${randomText(BASE58, 33)}` },
  ETH: { network: 'ethereum-sepolia', make: () => `0x${randomText(HEX, 40)}` },
  USDT: { network: 'ethereum-sepolia-erc20', make: () => `0x${randomText(HEX, 40)}` },
};

export function generateAddress(currency: string): { address: string; network: string } {
  const format = FORMATS[currency];
  if (!format) throw new Error(`no address format for ${currency}`);
  return { address: format.make(), network: format.network };
}

/** Bitcoin is final sooner in the sandbox, as in practice: 2 confirmations, 3 for the others. */
export function confirmationsRequired(currency: string): number {
  return currency === 'BTC' ? 2 : 3;
}
