import type { NetworkPerformance } from '@croupier/contracts/tracking';
import { apiRequest } from '../../lib/api-client';

interface NetworkInformationLike {
  rtt?: number;
  downlink?: number;
  effectiveType?: string;
}

const EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g', '3g', '4g'];
const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The browser's own figures, when it has all three. Checked by hand rather than with the
 * contract's schema: this runs at start-up, where zod is not loaded (decision 0203); the api
 * checks the body against `networkPerformanceSchema` all the same.
 */
function figuresOf(connection: NetworkInformationLike | undefined): NetworkPerformance | null {
  if (!connection) return null;
  const { rtt, downlink, effectiveType } = connection;
  if (!isFigure(rtt) || !isFigure(downlink)) return null;
  if (effectiveType === undefined || !EFFECTIVE_TYPES.includes(effectiveType)) return null;
  return { rtt, downlink, effectiveType: effectiveType as NetworkPerformance['effectiveType'] };
}

/** TR-011: PUT /network-performance once per load, when the browser exposes the figures. */
export async function reportNetworkPerformance(
  nav: Navigator & { connection?: NetworkInformationLike } = navigator,
): Promise<boolean> {
  const figures = figuresOf(nav.connection);
  if (!figures) return false;
  await apiRequest('/network-performance', { method: 'PUT', body: figures }).catch(() => undefined);
  return true;
}
