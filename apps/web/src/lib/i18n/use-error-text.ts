import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Error messages from the api are translation keys (`VALIDATION.*`); a message the site has no
 * text for is shown exactly as it came (not run through interpolation), so nothing the server
 * says is lost or altered.
 */
export function useErrorText(): (message: string, values?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message, values) => (i18n.exists(message) ? t(message, values) : message),
    [t, i18n],
  );
}
