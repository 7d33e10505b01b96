import type { Currency } from '@croupier/contracts/info';
import type { UserLimit } from '@croupier/contracts/limits';
import { Toaster } from '../../components/toast';
import { renderWithProviders } from '../../testing/shell-test-utils';
import { LimitsPanel } from './limits-panel';

export const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
export const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR).toISOString();

export const EUR: Currency = {
  code: 'EUR',
  fiat: true,
  subunits_to_unit: 100,
  symbol: '€',
  demo: false,
};

/** A limit as GET /api/user_limits lists it: an active daily deposit limit of €100, none used. */
export function makeLimit(overrides: Partial<UserLimit> = {}): UserLimit {
  return {
    id: 1,
    type: 'deposit',
    period: 'day',
    amount_cents: 10_000,
    minutes: null,
    currency: 'EUR',
    status: 'active',
    value_used_cents: 0,
    reached: false,
    starts_at: at(-12),
    ends_at: at(12),
    confirm_expires_at: null,
    pending: null,
    ...overrides,
  };
}

/** The panel as the profile tab mounts it, with the app's toasts. */
export function renderPanel(options: { isGermany?: boolean } = {}) {
  return renderWithProviders(
    <>
      <LimitsPanel currency="EUR" currencies={[EUR]} isGermany={options.isGermany ?? false} />
      <Toaster closeLabel="Close" />
    </>,
    { path: '/profile/limits' },
  );
}
