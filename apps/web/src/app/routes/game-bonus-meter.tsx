import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Gift } from '@croupier/contracts/gifts';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { BonusMeter } from '../../features/game-play/components/bonus-meter';
import { useGifts } from '../../features/gifts/api/get-gifts';
import { giftKeys } from '../../features/gifts/api/gift-keys';
import { freespinsInPlay, wageringGift } from '../../features/gifts/gift-rules';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatAmount, moneyUnit } from '../../lib/money';

/**
 * The game page's bonus meter (engagement.md §4 Gifts) from the gifts list: the bonus being
 * wagered in the player's currency and the free spins issued for this game.
 */
export function GameBonusMeter({
  producer,
  name,
  currency,
}: {
  producer: string;
  name: string;
  /** The player's currency (the active account's), the one the game stakes in. */
  currency: string | undefined;
}) {
  const { locale } = useLocale();
  const { data: gifts } = useGifts();
  const { data: currencyConfig } = useFeConfig('currency-config');
  const identifier = `${producer}/${name}`;

  const props = useMemo(() => {
    const money = (minor: number, code: string) =>
      formatAmount(minor, moneyUnit(code, currencyConfig), locale);
    const bonus = wageringGift(gifts, currency);
    const spins = freespinsInPlay(gifts, currency).filter((gift) =>
      gift.games.includes(identifier),
    );
    return {
      freespinsLeft: spins.reduce((sum, gift) => sum + gift.freespins_left, 0),
      wagering: bonus
        ? {
            wageredCents: bonus.amount_wager_cents,
            targetCents: bonus.amount_wager_requirement_cents,
            wagered: money(bonus.amount_wager_cents, bonus.currency),
            target: money(bonus.amount_wager_requirement_cents, bonus.currency),
            bonus: money(bonus.bonus_cents, bonus.currency),
            maxBet:
              bonus.max_bet_cents === null ? null : money(bonus.max_bet_cents, bonus.currency),
          }
        : null,
    };
  }, [gifts, currency, identifier, currencyConfig, locale]);
  return <BonusMeter {...props} />;
}

/**
 * After a round the game reported: the meter's figures move with the bet, so the gifts list
 * reloads, but only while something is in play (a bonus wagering, free spins to play).
 */
export function refreshGiftsInPlay(queryClient: QueryClient): void {
  const gifts = queryClient.getQueryData<Gift[]>(giftKeys.list());
  const inPlay = gifts?.some(
    (gift) =>
      gift.stage === 'handle_bets' || (gift.family === 'freespins' && gift.stage === 'activated'),
  );
  if (inPlay) void queryClient.invalidateQueries({ queryKey: giftKeys.all });
}
