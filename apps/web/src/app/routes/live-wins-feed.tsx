import { useCallback } from 'react';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { LiveWinsTicker } from '../../features/live-wins/live-wins-ticker';
import { receiveWin, useLiveWins } from '../../features/live-wins/live-wins-store';
import { useRealtimeEvent } from '../../features/realtime/realtime-provider';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';

/**
 * The live wins ticker fed by the public `wins` channel (NT-007, NT-012), with amounts in each
 * currency's own subunits. Drawn on the lobby and below the game on the game page.
 */
export function LiveWinsFeed() {
  const { locale } = useLocale();
  const { data: currencies } = useCurrencies();
  const wins = useLiveWins();
  useRealtimeEvent('wins', (message) => void receiveWin(message.data));
  const formatAmount = useCallback(
    (amountCents: number, currency: string) => {
      const known = currencies?.find((entry) => entry.code === currency);
      return formatMoney(amountCents, currency, known?.subunits_to_unit ?? 100, locale, {
        fiat: known?.fiat ?? true,
      });
    },
    [currencies, locale],
  );
  return <LiveWinsTicker wins={wins} formatAmount={formatAmount} />;
}
