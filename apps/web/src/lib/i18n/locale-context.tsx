import { createContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from './locale-path';

export interface LocaleState {
  /** The locale of the current URL (the default one when the path has no prefix). */
  locale: string;
  defaultLocale: string;
  /** Codes this host offers and has enabled (GET /api/info/locales). */
  offered: readonly string[];
  /** Called when the player picks a locale, after the URL moved (cookie, PATCH update_locale). */
  onLocaleChosen: (code: string) => void;
}

export const LocaleContext = createContext<LocaleState>({
  locale: 'en',
  defaultLocale: 'en',
  offered: ['en'],
  onLocaleChosen: () => undefined,
});

export interface LocaleProviderProps {
  defaultLocale: string;
  offered: readonly string[];
  onLocaleChosen: (code: string) => void;
  children: ReactNode;
}

/** Derives the locale from the URL prefix; rendered inside the router by the app. */
export function LocaleProvider({
  defaultLocale,
  offered,
  onLocaleChosen,
  children,
}: LocaleProviderProps) {
  const { pathname } = useLocation();
  const prefix = splitLocale(pathname, offered).locale;
  const locale = prefix ?? defaultLocale;
  const value = useMemo(
    () => ({ locale, defaultLocale, offered, onLocaleChosen }),
    [locale, defaultLocale, offered, onLocaleChosen],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}
