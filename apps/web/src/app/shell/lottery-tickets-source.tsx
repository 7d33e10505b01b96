import { useEffect } from 'react';
import { useLotteryStatuses } from '../../features/lotteries/api/get-lottery-statuses';

/**
 * SH-050: the common lottery ticket balance for the balance menu, from `GET
 * /api/lotteries/statuses`. A signed-in player's chunk, so the entry stays as it was.
 */
export function LotteryTicketsSource({ onChange }: { onChange: (tickets: number | null) => void }) {
  const { data } = useLotteryStatuses();
  const balance = data?.balance ?? null;
  useEffect(() => onChange(balance), [onChange, balance]);
  return null;
}
