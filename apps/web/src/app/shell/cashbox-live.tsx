import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cashboxHref } from '../../features/cashbox/cashbox-env';
import {
  applyBalancePush,
  applyMethodsPush,
  applyPaymentsPush,
} from '../../features/cashbox/live-updates';
import { RESULT_PARAM, takeHostedPayment } from '../../features/cashbox/payment-return';
import { useAnnounceCancelled } from '../../features/cashbox/use-cancelled-notices';
import { useRealtimeEvent } from '../../features/realtime/realtime-provider';
import { useLocalePath } from '../../lib/i18n/use-locale';

/**
 * The cashbox's live side for a signed-in player (platform-core.md §4 Real-time; CB-006,
 * CB-028): `balance` moves the header balance without a reload, payment pushes reload the
 * history and announce a fresh cancellation, method pushes reload the methods. And back from a
 * provider's hosted page (a fresh load that RT-009 sends to main), the deposit step reopens on
 * the payment the player left for, to show how it ended.
 */
export function CashboxLive() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const announce = useAnnounceCancelled();

  useRealtimeEvent('balance', (message) => void applyBalancePush(queryClient, message.data));
  const onPayment = (data: unknown) =>
    void applyPaymentsPush(queryClient, data, Date.now()).then(announce);
  useRealtimeEvent('payments_changes', (message) => onPayment(message.data));
  useRealtimeEvent('payments_events', (message) => onPayment(message.data));
  useRealtimeEvent('payment_methods_updated', () => applyMethodsPush(queryClient));

  useEffect(() => {
    const id = takeHostedPayment(Date.now());
    if (id !== null) navigate(toHref(cashboxHref('deposit', { [RESULT_PARAM]: String(id) })));
  }, [navigate, toHref]);
  return null;
}
