/**
 * platform-core.md §1; requirements SH-052: a service worker is registered, except on the
 * brand's push hosts (project.pushHosts), where the push-notification provider owns the scope.
 */
export async function registerServiceWorker(options: {
  host: string;
  pushHosts: readonly string[];
  container?: ServiceWorkerContainer | undefined;
}): Promise<'registered' | 'push-host' | 'unsupported' | 'failed'> {
  const container =
    options.container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
  if (options.pushHosts.includes(options.host.toLowerCase())) return 'push-host';
  if (!container) return 'unsupported';
  try {
    await container.register('/sw.js', { scope: '/' });
    return 'registered';
  } catch {
    return 'failed';
  }
}
