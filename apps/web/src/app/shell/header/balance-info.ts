import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { PlayerAccount } from '@croupier/contracts/player';
import { activeAccount } from '../../../features/cashbox/api/get-accounts';
import type { BalanceInfo } from './balance-dropdown';

/**
 * The header balance from the active account and the brand's currency display data (SH-049,
 * PR-020..PR-022), with the wagering of the bonus in play in that currency (the `handle_bets`
 * gift, from the gifts summary) when there is one, and the lottery ticket balance (SH-050).
 */
export function balanceInfo(
  accounts: readonly PlayerAccount[] | undefined,
  currencyConfig: CurrencyConfig | null | undefined,
  wagering: BalanceInfo['wagering'] = null,
  lotteryTickets: number | null = null,
): BalanceInfo | null {
  const account = activeAccount(accounts);
  if (!account) return null;
  const display = currencyConfig?.[account.currency];
  return {
    currency: account.currency,
    subunitsToUnit: display?.subunits_to_unit ?? 100,
    amountCents: account.amount_cents,
    cashoutCents: account.available_to_cashout_cents,
    wagering,
    lotteryTickets,
    display: display
      ? {
          fiat: display.fiat,
          displayUnit: display.displayUnit,
          displayFactor: display.displayFactor,
        }
      : undefined,
  };
}
