import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lottery } from '@croupier/contracts/lotteries';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { useBuyTickets, useTicketRates } from './api/buy-tickets';
import styles from './lotteries.module.css';

const COUNTS = [1, 2, 3, 5, 10] as const;

/** The refusal code of an exchange's 422 (`insufficient_points`, `lottery_closed`…). */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const code = (error.body as { code?: unknown; reason?: unknown }).code;
    const reason = (error.body as { reason?: unknown }).reason;
    if (code === 'not_eligible' && typeof reason === 'string') return reason;
    if (typeof code === 'string') return code;
  }
  return 'failed';
}

const KNOWN_REFUSALS = new Set([
  'insufficient_points',
  'multi_account',
  'bonuses_disabled',
  'lottery_closed',
  'lottery_not_found',
  'rate_not_found',
]);

/** Tickets for comp points (CP-006): the count, the price from the lottery rate, one purchase. */
export function BuyTicketsForm({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const rates = useTicketRates();
  const buying = useBuyTickets();
  const [count, setCount] = useState<number>(1);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [bought, setBought] = useState<number | null>(null);
  const rate = rates.data?.find((entry) => (entry.lottery_ids ?? []).includes(lottery.id));
  if (!rate) return null;

  const buy = async () => {
    setBought(null);
    try {
      await buying.mutateAsync({
        lotteryId: lottery.id,
        count,
        group: rate.group,
        idempotencyKey: key,
      });
      setBought(count);
      setKey(crypto.randomUUID());
    } catch {
      // The message below says why; a retry of the same order keeps its key.
    }
  };
  const refusal = buying.isError ? refusalOf(buying.error) : null;

  return (
    <div className={styles.buy}>
      <label className={styles.count}>
        <span>{t('LOTTERIES.BUY.COUNT')}</span>
        <select
          value={count}
          onChange={(event) => {
            setCount(Number(event.target.value));
            setKey(crypto.randomUUID());
          }}
        >
          {COUNTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <Button onClick={() => void buy()} disabled={buying.isPending} data-testid="lottery-buy">
        {t('LOTTERIES.BUY.ACTION', { count, points: rate.points * count })}
      </Button>
      {bought !== null ? (
        <p className={styles.verified} role="status">
          {t('LOTTERIES.BUY.DONE', { count: bought })}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.error} role="alert">
          {t(
            `LOTTERIES.BUY.REFUSED.${(KNOWN_REFUSALS.has(refusal) ? refusal : 'failed').toUpperCase()}`,
          )}
        </p>
      ) : null}
    </div>
  );
}
