import type { FastifyInstance } from 'fastify';
import type { EventOf } from '@croupier/contracts/events';
import { brandService } from '../brand/brand.service.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { WalletGame, WalletPlayer } from './wallet.repository.js';
import type { WalletCall } from './wallet-call.js';

type WinEvent = EventOf<'wallet.big-win'>;

/** A win shows on the public ticker from 10.00 of the currency's major unit. */
const FEED_THRESHOLD_MAJOR_UNITS = 10;

/** First letter and stars: the public channel never carries a player's name or address. */
export function maskedName(player: Pick<WalletPlayer, 'nickname' | 'firstName' | 'email'>): string {
  const name = player.nickname?.trim() || player.firstName?.trim() || player.email.trim();
  const first = Array.from(name)[0] ?? '*';
  return `${first}***`;
}

/**
 * Written in the call's transaction (DESIGN.md §3): the ticker never shows a win whose batch
 * rolled back, and never misses one that committed.
 */
export async function queueWinForFeed(
  call: WalletCall,
  game: WalletGame,
  amountCents: number,
): Promise<void> {
  if (amountCents === 0) return;
  const { config } = await brandService(call.deps).get();
  const currency = config.currencies.find((candidate) => candidate.code === call.currency);
  if (!currency || currency.demo) return;
  if (amountCents < FEED_THRESHOLD_MAJOR_UNITS * currency.subunits_to_unit) return;
  const event: WinEvent = {
    user_name: maskedName(call.player),
    game: { identifier: game.identifier, title: game.title },
    amount_cents: amountCents,
    currency: call.currency,
  };
  await enqueueEvent(call.tx, 'wallet.big-win', event);
}

/** Publishes committed big wins on the public `wins` channel. */
export function registerWinsFeed(app: FastifyInstance): void {
  app.outbox.handle('wallet.big-win', 'wins-feed', async (win) => {
    await app.realtime.publish({ channel: 'wins', event: 'created', data: win });
  });
}
