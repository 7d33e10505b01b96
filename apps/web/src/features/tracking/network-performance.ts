import { apiRequest } from '../../lib/api-client';

interface NetworkInformationLike {
  rtt?: number;
  downlink?: number;
  effectiveType?: string;
}

/** TR-011: PUT /network-performance once per load, when the browser exposes the figures. */
export async function reportNetworkPerformance(
  nav: Navigator & { connection?: NetworkInformationLike } = navigator,
): Promise<boolean> {
  const { networkPerformanceSchema } = await import('../../lib/contracts');
  const parsed = networkPerformanceSchema.safeParse({
    rtt: nav.connection?.rtt,
    downlink: nav.connection?.downlink,
    effectiveType: nav.connection?.effectiveType,
  });
  if (!parsed.success) return false;
  await apiRequest('/network-performance', { method: 'PUT', body: parsed.data }).catch(
    () => undefined,
  );
  return true;
}
