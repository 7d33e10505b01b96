import { useCallback } from 'react';
import { signIn } from '../../../features/auth/api/sign-in';
import { dfpc } from '../../../features/auth/dfpc';
import { useStartSession } from '../../../features/session/use-session';
import type { SavedCredential } from './login-button';

/**
 * SH-005: the login button's handler for a browser-saved credential. Any refusal (wrong
 * password, captcha or two-factor needed) answers false, and the login popup opens instead.
 */
export function useSavedCredentialSignIn(): (credential: SavedCredential) => Promise<boolean> {
  const startSession = useStartSession();
  return useCallback(
    async (credential: SavedCredential) => {
      try {
        const player = await signIn({
          email: credential.id,
          password: credential.password,
          dfpc: await dfpc(),
        });
        startSession(player);
        return true;
      } catch {
        return false;
      }
    },
    [startSession],
  );
}
