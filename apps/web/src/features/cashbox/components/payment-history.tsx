import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentAction } from '@croupier/contracts/payments';
import { Button } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { useCashboxEnv } from '../cashbox-env';
import { useMoney } from '../use-money';
import { usePaymentReason } from '../use-payment-reason';
import { PaymentStateBadge } from './payment-state';
import styles from './cashbox.module.css';

/** CB-004: the history split into deposits and cash-outs. */
export function splitHistory(payments: readonly Payment[]): Record<PaymentAction, Payment[]> {
  return {
    deposit: payments.filter((payment) => payment.action === 'deposit'),
    cashout: payments.filter((payment) => payment.action === 'cashout'),
  };
}

/** Enough for the popup; older payments are one scroll of the api's pages away. */
const SHOWN = 20;

export interface PaymentHistoryProps {
  payments: readonly Payment[] | undefined;
  isLoading: boolean;
  onRecall: (payment: Payment) => void;
  /** The payment whose recall is on its way. */
  recallingId?: number | undefined;
}

export function PaymentHistory({
  payments,
  isLoading,
  onRecall,
  recallingId,
}: PaymentHistoryProps) {
  const { t } = useTranslation();
  const { locale } = useCashboxEnv();
  const { format } = useMoney();
  const reasonOf = usePaymentReason();
  const [tab, setTab] = useState<PaymentAction>('deposit');
  const split = splitHistory(payments ?? []);
  const shown = split[tab].slice(0, SHOWN);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.history} aria-labelledby="cashbox-history">
      <h3 className={styles.sectionTitle} id="cashbox-history">
        {t('CASHBOX.HISTORY.TITLE')}
      </h3>
      <Tabs
        idPrefix="cashbox-history"
        label={t('CASHBOX.HISTORY.TITLE')}
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'deposit',
            label: t('CASHBOX.HISTORY.DEPOSITS', { count: split.deposit.length }),
          },
          {
            value: 'cashout',
            label: t('CASHBOX.HISTORY.CASHOUTS', { count: split.cashout.length }),
          },
        ]}
      />
      <div
        id="cashbox-history-panel"
        role="tabpanel"
        aria-labelledby={`cashbox-history-tab-${tab}`}
      >
        {isLoading ? (
          <Skeleton height={120} radius="var(--radius-md)" />
        ) : shown.length === 0 ? (
          <p className={styles.empty}>
            {t(tab === 'deposit' ? 'CASHBOX.HISTORY.NO_DEPOSITS' : 'CASHBOX.HISTORY.NO_CASHOUTS')}
          </p>
        ) : (
          <ul className={styles.rows}>
            {shown.map((payment) => (
              <li key={payment.id} className={styles.row} data-testid={`payment-${payment.id}`}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{payment.method_title}</span>
                  <span className={styles.rowMeta}>
                    {date.format(new Date(payment.created_at))}
                  </span>
                  {reasonOf(payment) ? (
                    <span className={styles.rowMeta}>{reasonOf(payment)}</span>
                  ) : null}
                </div>
                <div className={styles.rowSide}>
                  <span className={styles.rowAmount}>
                    {format(payment.amount_cents, payment.currency)}
                  </span>
                  <PaymentStateBadge state={payment.state} />
                </div>
                {payment.action === 'cashout' && payment.recallable ? (
                  <div className={styles.rowActions}>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onRecall(payment)}
                      disabled={recallingId === payment.id}
                    >
                      {t('CASHBOX.HISTORY.RECALL')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
