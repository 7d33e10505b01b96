import type { FastifyInstance } from 'fastify';
import { registerTestPlayer } from '../players.js';
import type { FuzzIdentity } from './fuzz-run.js';

/** A visitor without a session. */
export const guest: FuzzIdentity = { name: 'guest', headers: async () => ({}) };

/**
 * A signed-in player. Fuzzed requests may end the session (sign-out, closing it from the
 * sessions list, a self-exclusion, a password change): a new player replaces it, so every batch
 * runs signed in.
 */
export function signedInPlayer(app: FastifyInstance): FuzzIdentity {
  let cookie: string | undefined;
  return {
    name: 'player',
    async headers() {
      const check = cookie
        ? await app.inject({ method: 'GET', url: '/api/player', headers: { cookie } })
        : undefined;
      if (check?.statusCode !== 200) cookie = (await registerTestPlayer(app)).cookie;
      return { cookie: cookie ?? '' };
    },
  };
}
