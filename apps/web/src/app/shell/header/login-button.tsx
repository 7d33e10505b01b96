import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink, useLocalePath } from '../../../lib/i18n/locale-link';

/** A password the browser saved for this site (Credential Management API). */
export interface SavedCredential {
  id: string;
  password: string;
}

export interface LoginButtonProps {
  /**
   * Signs in with a saved credential; resolves true on success. Without it (or when it fails)
   * the login route opens (SH-005).
   */
  onSavedCredential?: ((credential: SavedCredential) => Promise<boolean>) | undefined;
  className?: string;
  children?: ReactNode;
}

interface PasswordCredentialLike {
  id: string;
  password?: string;
  type: string;
}

async function getSavedCredential(): Promise<SavedCredential | null> {
  const container = navigator.credentials as CredentialsContainer | undefined;
  if (!container || typeof container.get !== 'function') return null;
  const credential = (await container.get({
    password: true,
    mediation: 'optional',
  } as CredentialRequestOptions)) as PasswordCredentialLike | null;
  if (!credential || credential.type !== 'password' || !credential.password) return null;
  return { id: credential.id, password: credential.password };
}

/**
 * platform-core.md §2.6: the login button first tries the browser-saved credentials and on
 * failure opens the login route. It is a real link, so it works before scripts run.
 */
export function LoginButton({ onSavedCredential, className, children }: LoginButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const href = paths.signIn.getHref();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSavedCredential || !navigator.credentials) return;
    event.preventDefault();
    void (async () => {
      try {
        const credential = await getSavedCredential();
        if (credential && (await onSavedCredential(credential))) return;
      } catch {
        // no saved credential, or the browser refused: fall through to the login route
      }
      void navigate(toHref(href));
    })();
  };

  return (
    <LocaleLink
      to={href}
      className={[buttonClassName({ variant: 'outline', size: 'md' }), className]
        .filter(Boolean)
        .join(' ')}
      onClick={onClick}
    >
      {children ?? t('HEADER.LOGIN')}
    </LocaleLink>
  );
}
