import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { boot } from './boot';
import { AppProvider } from './provider';
import { AppRoutes, type RouterConfig } from './router';
import { registerAppModals } from './routes/modal-screens';
import { updateLocale } from '../features/session/api/update-locale';
import { setCookie } from '../lib/cookies';
import { createI18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { sessionKeys } from '../features/session/api/session-keys';
import { isLoggedIn } from '../features/session/api/get-player';
import type { Player } from '@croupier/contracts/player';

// TR-014: the locale lives in a cookie as well.
const LOCALE_COOKIE_DAYS = 365;

/** Boots the site and renders it into #root, replacing the server-written first paint. */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const queryClient = createQueryClient();
  const i18n = createI18n();
  registerAppModals();
  const data = await boot(queryClient, i18n);
  if (data === 'redirected') return;
  const config: RouterConfig = {
    ...data,
    onLocaleChosen: (code) => {
      setCookie('locale', code, LOCALE_COOKIE_DAYS);
      if (isLoggedIn(queryClient.getQueryData<Player>(sessionKeys.player())))
        void updateLocale(code);
    },
  };
  const reactRoot = createRoot(root);
  // A transition renders in 5 ms slices: the first render of the whole shell never blocks
  // input as one long task (DESIGN.md §11, TBT <= 100 ms).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProvider queryClient={queryClient} i18n={i18n}>
          <BrowserRouter>
            <AppRoutes config={config} />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
}
