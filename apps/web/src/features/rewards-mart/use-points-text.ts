import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl-formats';

/**
 * A message with a number of points, the number grouped as the locale writes it and the
 * plural chosen by the count: `pointsText('REWARDS_MART.POINTS', 12500)` → "12,500 points".
 */
export function usePointsText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key: string, count: number, extra: Record<string, unknown> = {}) =>
      t(key, { ...extra, count, points: numberFormat(i18n.language, {}).format(count) }),
    [t, i18n.language],
  );
}
