import { ApiError, NetworkError } from '../../lib/api-client';
import { apiFieldErrors } from '../../lib/field-errors';

/**
 * What the game page does with a launch that did not start (games.ts LAUNCH_ERRORS):
 * - `registration`: a guest asked for real money (GM-008);
 * - `limits`: a limit or a self-exclusion blocks play (RT-057);
 * - `profile`: the provider needs profile fields first (PR-008), `fields` names them;
 * - `demo-unavailable` / `currency-unsupported`: say so and offer the other mode;
 * - `not-found`, `country-restricted`: a plain message;
 * - `retry`: the studio (or the network) did not answer; trying again may work.
 */
export type LaunchRefusal =
  | { kind: 'registration' }
  | { kind: 'limits' }
  | { kind: 'profile'; fields: string[] }
  | { kind: 'demo-unavailable' }
  | { kind: 'currency-unsupported' }
  | { kind: 'not-found' }
  | { kind: 'country-restricted' }
  | { kind: 'retry' };

function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { error?: unknown; code?: unknown };
  if (typeof record.error === 'string') return record.error;
  return typeof record.code === 'string' ? record.code : undefined;
}

export function launchRefusal(error: unknown): LaunchRefusal {
  if (error instanceof NetworkError || !(error instanceof ApiError)) return { kind: 'retry' };
  const code = errorCode(error.body);
  switch (code) {
    case 'login_required':
      return { kind: 'registration' };
    case 'limit_reached':
    case 'blocked_by_exclusion':
      return { kind: 'limits' };
    case 'profile_incomplete':
      return { kind: 'profile', fields: Object.keys(apiFieldErrors(error)) };
    case 'demo_not_available':
      return { kind: 'demo-unavailable' };
    case 'currency_not_supported':
      return { kind: 'currency-unsupported' };
    case 'country_restricted':
      return { kind: 'country-restricted' };
    case 'not_found':
      return { kind: 'not-found' };
    default:
      break;
  }
  if (error.status === 401) return { kind: 'registration' };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 451) return { kind: 'country-restricted' };
  return { kind: 'retry' };
}
