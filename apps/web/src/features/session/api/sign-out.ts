import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/i18n/use-locale';
import { logError } from '../../../lib/logger';
import { clearUserData } from '../user-data';

/** DELETE /api/users/sign_out: the server ends the session and clears the cookie (SS-006, SS-029). */
export async function signOut(): Promise<void> {
  await apiRequest('/api/users/sign_out', { method: 'DELETE' });
}

/**
 * Log out (platform-core.md §4, SS-006): the server session ends, every user query is dropped and
 * the player lands on main. A failed call still clears this device's data; a 401 means the
 * session had already ended, which the auth-error handler reports on its own.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) logError('SIGN_OUT_ERROR', error);
    }
    // Leave first: a login-only page still on screen when the data goes would send the guest
    // to registration (RT-046) instead of main.
    await navigate(toHref(paths.home.getHref()));
    clearUserData(queryClient);
  }, [queryClient, navigate, toHref]);
}
