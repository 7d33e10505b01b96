import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { showToast } from '../../components/toast';
import { formatAmount, moneyUnit } from '../../lib/money';

/**
 * JP-009: a `jackpot_win_award` push tells the winner at once, wherever they are on the site
 * (the game page too): the level won and the amount, already paid to their real balance by the
 * wallet's `jackpot_win` (the balance and the winners lists refresh from the same push).
 */
export function useJackpotWinNotice(
  locale: string,
  currencyConfig: CurrencyConfig | null | undefined,
) {
  const { t } = useTranslation();
  return useCallback(
    async (data: unknown) => {
      const { jackpotWinAwardPayloadSchema } = await import('../../lib/contracts');
      const parsed = jackpotWinAwardPayloadSchema.safeParse(data);
      if (!parsed.success) return;
      const win = parsed.data;
      const amount = formatAmount(
        win.amount_cents,
        moneyUnit(win.currency, currencyConfig),
        locale,
      );
      showToast(t('JACKPOTS.WON', { level: win.level_name, amount }), 'success');
    },
    [t, locale, currencyConfig],
  );
}
