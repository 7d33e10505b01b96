import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { launchRefusal } from './launch-refusal';

const refused = (status: number, error: string, errors: object = {}) =>
  launchRefusal(new ApiError(status, { error, errors }));

describe('launch refusals (games.ts LAUNCH_ERRORS)', () => {
  it('maps each refusal code to what the page does', () => {
    expect(refused(403, 'login_required')).toEqual({ kind: 'registration' });
    expect(refused(403, 'limit_reached')).toEqual({ kind: 'limits' });
    expect(refused(403, 'blocked_by_exclusion')).toEqual({ kind: 'limits' });
    expect(refused(422, 'profile_incomplete', { city: ['REQUIRED'] })).toEqual({
      kind: 'profile',
      fields: ['city'],
    });
    expect(refused(422, 'demo_not_available')).toEqual({ kind: 'demo-unavailable' });
    expect(refused(422, 'currency_not_supported')).toEqual({ kind: 'currency-unsupported' });
    expect(refused(451, 'country_restricted')).toEqual({ kind: 'country-restricted' });
    expect(refused(404, 'not_found')).toEqual({ kind: 'not-found' });
    expect(refused(503, 'studio_unavailable')).toEqual({ kind: 'retry' });
  });

  it('an unknown answer or a dead network may be tried again; a 401 never logs in from here', () => {
    expect(launchRefusal(new NetworkError('timeout'))).toEqual({ kind: 'retry' });
    expect(launchRefusal(new ApiError(500, 'oops'))).toEqual({ kind: 'retry' });
    expect(launchRefusal(new ApiError(403, { error: 'something_new' }))).toEqual({ kind: 'retry' });
    expect(launchRefusal(new ApiError(401, {}))).toEqual({ kind: 'registration' });
  });
});
