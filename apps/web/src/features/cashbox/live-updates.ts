import type { QueryClient } from '@tanstack/react-query';
import type { Payment } from '@croupier/contracts/payments';
import type { PlayerAccount } from '@croupier/contracts/player';
import { cashboxKeys } from './api/cashbox-keys';
import { takeCancelledNotices } from './rules/cancelled-notice';

/**
 * Live pushes (platform-core.md §4 Real-time; CB-028): `balance` moves the header balance at
 * once and then reloads the accounts; `payments_changes` / `payments_events` reload the history
 * (and the balance a settled payment changed); `payment_methods_updated` reloads the methods.
 * The app subscribes (features do not import the realtime feature) and calls these.
 */
export async function applyBalancePush(queryClient: QueryClient, data: unknown): Promise<void> {
  const { balancePushSchema } = await import('../../lib/contracts');
  const parsed = balancePushSchema.safeParse(data);
  if (parsed.success) {
    const push = parsed.data;
    queryClient.setQueryData<PlayerAccount[]>(cashboxKeys.accounts(), (accounts) =>
      accounts?.map((account) =>
        account.currency === push.currency
          ? {
              ...account,
              amount_cents: push.amount_cents,
              available_to_cashout_cents: push.real_amount_cents,
            }
          : account,
      ),
    );
  }
  await queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts() });
}

/** Reloads the history; returns the cancelled payments to announce (CB-006). */
export async function applyPaymentsPush(
  queryClient: QueryClient,
  data: unknown,
  now: number,
): Promise<Payment[]> {
  void queryClient.invalidateQueries({ queryKey: cashboxKeys.payments() });
  void queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts() });
  const { paymentSchema } = await import('../../lib/contracts');
  const parsed = paymentSchema.safeParse(data);
  return parsed.success ? takeCancelledNotices([parsed.data], now) : [];
}

export function applyMethodsPush(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: cashboxKeys.methods() });
}
