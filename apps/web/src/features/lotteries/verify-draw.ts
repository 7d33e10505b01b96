import type { LotteryDraw } from '@croupier/contracts/lotteries';
import { verifyDraw, type DrawCheck, type DrawCrypto } from '@croupier/domain/lotteries/draw';

/** The browser's own SHA-256 and HMAC-SHA256 (Web Crypto): the page checks the draw itself. */
const webCrypto: DrawCrypto = {
  async sha256(data) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', Uint8Array.from(data)));
  },
  async hmacSha256(key, message) {
    const imported = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', imported, Uint8Array.from(message)));
  },
};

/** Recomputes a published draw in the browser (docs/game-fairness.md "Lottery draws"). */
export function checkDraw(draw: LotteryDraw): Promise<DrawCheck> {
  return verifyDraw(webCrypto, {
    seedHash: draw.seed_hash,
    seed: draw.seed,
    ticketsDigest: draw.tickets_digest,
    tickets: draw.tickets,
    winners: draw.winners,
    places: draw.places,
  });
}
