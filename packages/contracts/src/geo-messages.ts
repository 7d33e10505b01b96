/**
 * 451 messages (platform-core.md §2.5, K-141): the web shows them as given. A module without zod,
 * so the web can import it statically without pulling the schemas into its chunk.
 */
export const GEO_RESTRICTED_MESSAGES = {
  registration: 'Registration restricted in your country',
  login: 'Login not available in your country',
} as const;
