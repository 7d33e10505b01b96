import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Player } from '@croupier/contracts/player';
import { xhr } from './test-app.js';

export interface TestPlayer {
  player: Player & { id: number };
  email: string;
  password: string;
  /** `cookie` header value carrying the session. */
  cookie: string;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a `cookie` header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * A random address in 10.0.0.0/8. Rate-limit counters live in Redis when REDIS_URL is set and
 * are shared by every test file running at once, so addresses must not repeat across files.
 */
export function uniqueTestAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export const TEST_PASSWORD = 'correct-horse-42';

/** Registers a fresh player over HTTP, as the site does, and returns its session cookie. */
export async function registerTestPlayer(
  app: FastifyInstance,
  user: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<TestPlayer> {
  const email =
    (user.email as string | undefined) ?? `player-${randomUUID().slice(0, 8)}@example.com`;
  const password = (user.password as string | undefined) ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { ...xhr, 'x-test-country': 'DE', ...headers },
    // Registration is limited per address; every test player comes from its own.
    remoteAddress: uniqueTestAddress(),
    payload: {
      user: {
        email,
        password,
        password_confirmation: password,
        terms_acceptance: true,
        receive_promos: false,
        ...user,
      },
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  return {
    player: response.json<Player & { id: number }>(),
    email,
    password,
    cookie: cookieHeader(response),
  };
}

/** Signs in over HTTP; returns the raw response (status and body are what tests assert). */
export function signInRequest(
  app: FastifyInstance,
  user: Record<string, unknown>,
  options: { remoteAddress?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    headers: { ...xhr, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: { user },
  });
}
