import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import { useProject } from '../../features/brand/api/get-project';
import { useClientContext } from '../../features/geo/api/get-client-context';
import { getModalState, openModal } from '../../features/modals/modal-store';
import { useIosWebviewEscape } from '../../features/pwa/ios-webview-escape';
import { registerServiceWorker } from '../../features/pwa/register-service-worker';
import { startErrorTracing } from '../../features/tracking/error-tracing';
import { startIdleTitle } from '../../features/tracking/idle-title';
import { reportNetworkPerformance } from '../../features/tracking/network-performance';
import { captureUtm } from '../../features/tracking/utm';
import { whenIdle } from '../../lib/scheduling';
import { loadStartupScripts } from './startup-scripts';

let startedOnce = false;

/**
 * How long start-up reports may wait for an idle moment. They run after the first render's
 * effects, each in a task of its own, instead of inside them (DESIGN.md §11, TBT).
 */
const REPORT_IDLE_TIMEOUT_MS = 2_000;

/** Start-up work that must not delay the first paint (platform-core.md §1, §4, §9). */
export function PlatformEffects({ rest, isLoggedIn }: { rest: string; isLoggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: project } = useProject();
  const { data: client } = useClientContext();

  // TR-008, TR-009, TR-011, TR-012: once per page load.
  useEffect(() => {
    if (startedOnce) return;
    startedOnce = true;
    startErrorTracing();
    // The landing URL as it is now: the router may strip parameters before the browser idles.
    const landing = new URL(location.href);
    whenIdle(() => void captureUtm(landing), REPORT_IDLE_TIMEOUT_MS);
    whenIdle(() => void reportNetworkPerformance(), REPORT_IDLE_TIMEOUT_MS);
  }, []);

  // SH-051, TR-013: the fingerprint and messaging scripts; every page the visitor opens.
  const locale = i18n.language;
  useEffect(() => {
    let isCurrent = true;
    void loadStartupScripts()
      .then((messaging) => {
        if (isCurrent) messaging.page(rest, locale);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [rest, locale]);

  // SH-052: service worker, unless this host is a push host.
  useEffect(() => {
    if (!project) return undefined;
    return whenIdle(
      () => void registerServiceWorker({ host: location.hostname, pushHosts: project.pushHosts }),
      REPORT_IDLE_TIMEOUT_MS,
    );
  }, [project]);

  // SH-036: idle titles while the tab is hidden.
  useEffect(
    () => startIdleTitle(() => [t('APP.IDLE_TITLE.COME_BACK'), t('APP.IDLE_TITLE.GAMES_WAITING')]),
    [t],
  );

  // SH-031..SH-033: the iOS Meta webview escape popup.
  useIosWebviewEscape({
    enabled: client?.isMetaWebview === true && client.isIOS,
    isLoggedIn,
    canShow: () =>
      !getModalState().stack.some((entry) => entry.name.startsWith('cashbox')) &&
      matchPath(paths.play.path, rest) === null,
    show: () => openModal('ios-webview-exit'),
  });
  return null;
}

/** Test helper. */
export function resetPlatformEffects() {
  startedOnce = false;
}
