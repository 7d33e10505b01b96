import { useEffect, useMemo } from 'react';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useGifts } from '../../features/gifts/api/get-gifts';
import { newGiftsCount, shownGifts, wageringGift } from '../../features/gifts/gift-rules';
import { usePlayer } from '../../features/session/api/get-player';

/** What the header shows of the gifts: the badge (SH-054) and the wagering (SH-049). */
export interface GiftsSummaryValue {
  newCount: number;
  wagering: { wageredCents: number; targetCents: number } | null;
}

/**
 * The gifts' side of the header for a signed-in player, in its own chunk so the entry stays
 * small: the count of new gifts the gifts tab would show (GF-007, GF-012, GF-016) and the
 * bonus being wagered in the active account's currency. The list is the gifts tab's query, so
 * the live refresh of `['gifts']` (GF-015) moves the badge and the meter too.
 */
export function GiftsSummary({
  currency,
  onChange,
}: {
  currency: string | undefined;
  onChange: (value: GiftsSummaryValue) => void;
}) {
  const { data: gifts } = useGifts();
  const { data: player } = usePlayer();
  const { data: disabled } = useFeConfig('disabled-bonuses');
  const { data: modify } = useFeConfig('modify-gifts-config');
  const shown = useMemo(
    () => shownGifts(gifts ?? [], { disabled, modify }, player?.groups ?? []),
    [gifts, disabled, modify, player?.groups],
  );
  const newCount = newGiftsCount(shown);
  const wagering = wageringGift(shown, currency);
  const wagered = wagering?.amount_wager_cents;
  const target = wagering?.amount_wager_requirement_cents;
  useEffect(() => {
    onChange({
      newCount,
      wagering:
        wagered === undefined || target === undefined
          ? null
          : { wageredCents: wagered, targetCents: target },
    });
  }, [newCount, wagered, target, onChange]);
  return null;
}
