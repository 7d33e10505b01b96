import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { logError } from '../logger';

/** platform-core.md §9: translation cache bucket; the bucket number busts caches every 5 min. */
export const TRANSLATION_BUCKET_MS = 300_000;

export const translationUrl = (language: string, now = Date.now()) =>
  `/messages/${encodeURIComponent(language)}.json?v=${Math.floor(now / TRANSLATION_BUCKET_MS)}`;

type Messages = Record<string, unknown>;
const loads = new Map<string, Promise<Messages>>();

/**
 * GET /messages/{lang}.json, one request per language per 5-minute bucket (CMS-018). A failed
 * load is forgotten so a later call may try again.
 */
export function loadMessages(language: string): Promise<Messages> {
  const url = translationUrl(language);
  let pending = loads.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body: unknown = await response.json();
        if (typeof body !== 'object' || body === null) throw new Error('not an object');
        return body as Messages;
      })
      .catch((error: unknown) => {
        loads.delete(url);
        throw error;
      });
    loads.set(url, pending);
  }
  return pending;
}

/** Test helper. */
export function forgetMessages(): void {
  loads.clear();
}

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    lng: 'en',
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Switches to `language` once its messages are in. A failure is logged only and the strings
 * already shown stay (ERR-004).
 */
export async function setLanguage(instance: I18n, language: string): Promise<boolean> {
  try {
    const messages = await loadMessages(language);
    instance.addResourceBundle(language, 'translation', messages, true, true);
    await instance.changeLanguage(language);
    return true;
  } catch (error) {
    logError('LOAD_TRANSLATIONS_ERROR', error);
    return false;
  }
}
