import { useTranslation } from 'react-i18next';
import type { Payment } from '@croupier/contracts/payments';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import { usePayments } from '../api/get-payments';
import { useCancelledNotices } from '../use-cancelled-notices';
import { useMoney } from '../use-money';
import { usePaymentReason } from '../use-payment-reason';
import { PaymentStateBadge, stateTone, type StateTone } from './payment-state';
import styles from './cashbox.module.css';

const TONE: Record<StateTone, { icon: IconName; className: string | undefined }> = {
  success: { icon: 'check', className: styles.resultSuccess },
  open: { icon: 'clock', className: styles.resultOpen },
  failed: { icon: 'alert', className: styles.resultFailed },
  neutral: { icon: 'info', className: styles.resultOpen },
};

export interface PaymentResultProps {
  paymentId: number;
  onAgain: () => void;
  onWallet: () => void;
  onClose: () => void;
  onRecall?: ((payment: Payment) => void) | undefined;
  isRecalling?: boolean;
}

/**
 * How a payment ended, or that it is still on its way (after the hosted page, a one-click
 * deposit or a withdrawal request): pending, succeeded, declined... from our api, followed live
 * (the `payments_changes` push, and a poll while it is open).
 */
export function PaymentResult({
  paymentId,
  onAgain,
  onWallet,
  onClose,
  onRecall,
  isRecalling,
}: PaymentResultProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { data: payments, isLoading } = usePayments(paymentId);
  useCancelledNotices(payments);
  const payment = payments?.find((item) => item.id === paymentId);
  const reasonOf = usePaymentReason();

  if (!payment) {
    return isLoading || !payments ? (
      <div className={styles.result} role="status">
        <Spinner size={40} />
        <p className={styles.muted}>{t('CASHBOX.RESULT.CHECKING')}</p>
      </div>
    ) : (
      <div className={styles.result} role="status">
        <p className={styles.muted}>{t('CASHBOX.RESULT.NOT_FOUND')}</p>
        <Button onClick={onWallet}>{t('CASHBOX.RESULT.WALLET')}</Button>
      </div>
    );
  }

  const tone = stateTone(payment.state);
  const reason = reasonOf(payment);
  const key = `CASHBOX.RESULT.${payment.action === 'deposit' ? 'DEPOSIT' : 'CASHOUT'}_${tone.toUpperCase()}`;
  return (
    <div
      className={styles.result}
      role="status"
      data-testid="payment-result"
      data-state={payment.state}
    >
      <span className={[styles.resultIcon, TONE[tone].className].join(' ')}>
        <Icon name={TONE[tone].icon} size={34} />
      </span>
      <h3 className={styles.resultTitle}>{t(key)}</h3>
      <PaymentStateBadge state={payment.state} />
      <span className={styles.resultAmount}>{format(payment.amount_cents, payment.currency)}</span>
      <p className={styles.muted}>{payment.method_title}</p>
      {reason ? (
        <p className={styles.resultReason} data-testid="payment-reason">
          {reason}
        </p>
      ) : (
        <p className={styles.muted}>{t(`${key}_TEXT`)}</p>
      )}
      <div className={styles.resultActions}>
        {payment.action === 'cashout' && payment.recallable && onRecall ? (
          <Button variant="outline" onClick={() => onRecall(payment)} disabled={isRecalling}>
            {t('CASHBOX.HISTORY.RECALL')}
          </Button>
        ) : null}
        {payment.action === 'deposit' && tone === 'failed' ? (
          <Button onClick={onAgain}>{t('CASHBOX.RESULT.TRY_AGAIN')}</Button>
        ) : null}
        <Button variant="subtle" onClick={onWallet}>
          {t('CASHBOX.RESULT.WALLET')}
        </Button>
        {tone === 'success' || tone === 'open' ? (
          <Button onClick={onClose}>{t('CASHBOX.RESULT.DONE')}</Button>
        ) : null}
      </div>
    </div>
  );
}
