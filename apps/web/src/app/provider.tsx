import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RealtimeProvider } from '../features/realtime/realtime-provider';
import { useIsLoggedIn } from '../features/session/api/get-player';
import { logError } from '../lib/logger';

function RootFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="app-crash">
      <h1>{t('APP.ERROR.TITLE', { defaultValue: 'Something went wrong' })}</h1>
      <button type="button" onClick={() => location.reload()}>
        {t('APP.ERROR.RELOAD', { defaultValue: 'Reload the page' })}
      </button>{' '}
      <button type="button" onClick={resetErrorBoundary}>
        {t('APP.ERROR.RETRY', { defaultValue: 'Try again' })}
      </button>
    </div>
  );
}

/** A sub-tree that failed to render: logged, replaced by a retry, the rest of the page lives. */
export function SectionBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => logError(`RENDER_${name}_ERROR`, error)}
      fallbackRender={({ resetErrorBoundary }) => <SectionFallback onRetry={resetErrorBoundary} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function SectionFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{t('APP.ERROR.SECTION', { defaultValue: 'This part of the page failed to load.' })}</p>
      <button type="button" onClick={onRetry}>
        {t('APP.ERROR.RETRY', { defaultValue: 'Try again' })}
      </button>
    </div>
  );
}

function Realtime({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  return <RealtimeProvider isLoggedIn={isLoggedIn}>{children}</RealtimeProvider>;
}

/** Providers of the whole app (bulletproof-react `app/provider.tsx`). */
export function AppProvider({
  queryClient,
  i18n,
  realtime = true,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  /** Tests without a socket server leave it off. */
  realtime?: boolean;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary
        FallbackComponent={RootFallback}
        onError={(error) => logError('RENDER_APP_ERROR', error)}
      >
        <QueryClientProvider client={queryClient}>
          {realtime ? <Realtime>{children}</Realtime> : children}
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
