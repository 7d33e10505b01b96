import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentResponse, Payment } from '@croupier/contracts/payments';
import { Button, buttonClassName } from '../../components/button';
import { FormError } from '../../components/form-field';
import { Skeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useFormSubmit } from '../../lib/use-form-submit';
import { activeAccount, useAccounts } from './api/get-accounts';
import { usePayments } from './api/get-payments';
import { usePaymentMethods } from './api/get-payment-methods';
import { cashboxHref, useCashboxNavigate } from './cashbox-env';
import { CashboxFrame } from './components/cashbox-frame';
import { MethodLogo, useSavedCardLabel } from './components/method-list';
import { PaymentResult } from './components/payment-result';
import { leaveForHostedPage } from './payment-return';
import { fitToLimits } from './rules/amount-rules';
import { useSubmitPayment } from './submit-payment';
import { useLimitRefusal } from './use-limit-refusal';
import { useMoney } from './use-money';
import styles from './components/cashbox.module.css';

/** The deposit to repeat: the latest succeeded one in this currency, else the latest at all. */
export function lastDeposit(payments: readonly Payment[] | undefined, currency: string) {
  const deposits = (payments ?? []).filter(
    (payment) => payment.action === 'deposit' && payment.currency === currency,
  );
  return deposits.find((payment) => payment.state === 'succeeded') ?? deposits[0];
}

/**
 * One-click deposit (`/deposit-fast`; RT-008, CB-002): the last method, its saved card and the
 * last amount, in one press. Anything else goes through the full deposit step.
 */
export function DepositFastScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const go = useCashboxNavigate();
  const { format } = useMoney();
  const savedCardLabel = useSavedCardLabel();
  const { data: accounts } = useAccounts();
  const account = activeAccount(accounts);
  const { data: payments, isLoading: isHistoryLoading } = usePayments();
  const methods = usePaymentMethods('deposit', account?.currency);
  const { submit } = useSubmitPayment();
  const withLimit = useLimitRefusal();
  const [created, setCreated] = useState<CreatePaymentResponse | null>(null);
  const [isLeaving, setLeaving] = useState(false);

  const last = account ? lastDeposit(payments, account.currency) : undefined;
  const method = methods.data?.find((item) => item.id === last?.payment_method_id);
  const savedProfile = method?.savedProfiles[0];
  const amount = last && method ? fitToLimits(last.amount_cents, method.limits) : 0;
  const isLoading = !account || isHistoryLoading || methods.isLoading;

  // One press pays: no form to check, the payment's outcome is read by `send`.
  const pay = useFormSubmit({
    check: () => (method ? { value: method } : null),
    send: async (chosen) => {
      const outcome = await submit({
        method: chosen,
        savedProfile,
        request: {
          action: 'deposit',
          payment_method_id: chosen.id,
          amount_cents: amount,
          currency: chosen.currency,
          ...(savedProfile ? { saved_profile_id: savedProfile.id } : {}),
        },
      });
      if (outcome.kind === 'blocked') pay.setErrors({ base: ['CASHBOX.ERRORS.SOMETHING_WRONG'] });
      else if (outcome.kind === 'invalid') pay.setErrors(withLimit(outcome.errors, outcome.limit));
      else if (leaveForHostedPage(outcome.payment)) setLeaving(true);
      else setCreated(outcome.payment);
    },
  });

  let body;
  if (isLeaving) {
    body = (
      <div className={styles.result} role="status">
        <Spinner size={40} />
        <p className={styles.muted}>{t('CASHBOX.DEPOSIT.LEAVING')}</p>
      </div>
    );
  } else if (created) {
    body = (
      <PaymentResult
        paymentId={created.id}
        onAgain={() => go('deposit')}
        onWallet={() => go('dashboard')}
        onClose={onClose}
      />
    );
  } else if (isLoading) {
    body = <Skeleton height={220} radius="var(--radius-lg)" />;
  } else if (!method) {
    body = (
      <div className={styles.gate}>
        <p className={styles.empty}>{t('CASHBOX.FAST.NONE')}</p>
        <LocaleLink
          to={cashboxHref('deposit')}
          className={buttonClassName({ size: 'lg', block: true })}
        >
          {t('CASHBOX.FAST.CHOOSE')}
        </LocaleLink>
      </div>
    );
  } else {
    body = (
      <div className={styles.fast}>
        <div className={styles.chosen}>
          <MethodLogo method={method} />
          <span className={styles.methodText}>
            <span className={styles.methodTitle}>
              {savedProfile ? savedCardLabel(savedProfile) : method.title}
            </span>
            <span className={styles.methodLimits}>{t('CASHBOX.FAST.LAST_USED')}</span>
          </span>
        </div>
        <span className={styles.fastAmount}>{format(amount, method.currency)}</span>
        <FormError messages={Object.values(pay.errors).flat()} />
        <Button size="lg" block disabled={pay.isBusy} onClick={() => pay.onSubmit()}>
          {pay.isBusy
            ? t('CASHBOX.DEPOSIT.SENDING')
            : t('CASHBOX.FAST.PAY', { amount: format(amount, method.currency) })}
        </Button>
        <LocaleLink to={cashboxHref('deposit')} className={styles.linkButton}>
          {t('CASHBOX.FAST.OTHER')}
        </LocaleLink>
      </div>
    );
  }

  return (
    <CashboxFrame step="deposit-fast" title={t('CASHBOX.FAST.TITLE')} icon="rocket">
      {body}
    </CashboxFrame>
  );
}
