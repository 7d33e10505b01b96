import type { FastifyInstance } from 'fastify';
import { gameLimitsPushSchema, type GameLimitsPush } from '@croupier/contracts/limits';
import { limitsState } from './limits.service.js';

/**
 * The `game_limits` push (LM-007; platform-core.md §4 Real-time): event `updated` with the
 * limits as they now stand, to the player's sockets on every instance.
 */
export async function pushGameLimits(
  app: FastifyInstance,
  playerId: number,
  state?: GameLimitsPush,
): Promise<GameLimitsPush> {
  const data = gameLimitsPushSchema.parse(state ?? (await limitsState(app.deps, playerId)));
  await app.realtime.publish({ channel: 'game_limits', event: 'updated', playerId, data });
  return data;
}
