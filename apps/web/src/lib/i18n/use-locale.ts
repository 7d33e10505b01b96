import { use, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LocaleContext } from './locale-context';
import { localizeHref, splitLocale } from './locale-path';

export interface UseLocale {
  locale: string;
  isDefault: boolean;
  /** Moves to the same page under the chosen locale's prefix (none for the default, RT-042). */
  setLocale: (code: string) => void;
}

export function useLocale(): UseLocale {
  const { locale, defaultLocale, offered, onLocaleChosen } = use(LocaleContext);
  const location = useLocation();
  const navigate = useNavigate();
  const setLocale = useCallback(
    (code: string) => {
      if (!offered.includes(code)) return;
      const { rest } = splitLocale(location.pathname, offered);
      const href = localizeHref(`${rest}${location.search}${location.hash}`, code, defaultLocale);
      navigate(href);
      onLocaleChosen(code);
    },
    [offered, defaultLocale, location, navigate, onLocaleChosen],
  );
  return { locale, isDefault: locale === defaultLocale, setLocale };
}

/** Turns an app href (from `paths`) into the href for the current locale. */
export function useLocalePath(): (href: string) => string {
  const { locale, defaultLocale } = use(LocaleContext);
  return useCallback(
    (href: string) => localizeHref(href, locale, defaultLocale),
    [locale, defaultLocale],
  );
}
