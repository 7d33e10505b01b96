/**
 * Credential Management (platform-core.md §2.6, SH-005): after a password sign-in the browser is
 * offered the credential, so the header's login button can sign in with it next time.
 */
interface PasswordCredentialConstructor {
  new (data: { id: string; password: string; name?: string }): Credential;
}

export async function storeCredential(email: string, password: string): Promise<void> {
  const Constructor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor })
    .PasswordCredential;
  const container = navigator.credentials as CredentialsContainer | undefined;
  if (!Constructor || typeof container?.store !== 'function') return;
  try {
    await container.store(new Constructor({ id: email, password }));
  } catch {
    // The player declined or the browser refused: nothing to remember.
  }
}

/**
 * A redirect target from the query (RT-046) is followed only when it is a path on this site,
 * never another origin (`//evil.example`, `https://…`, `javascript:`).
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  return value;
}

/** An auth route's href that keeps where the player was going. */
export function withRedirect(href: string, redirect: string | null): string {
  return redirect ? `${href}?${new URLSearchParams({ redirect }).toString()}` : href;
}
