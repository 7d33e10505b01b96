import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreatePaymentRequest,
  CreatePaymentResponse,
  PaymentMethod,
} from '@croupier/contracts/payments';
import { Button, buttonClassName } from '../../components/button';
import { FormError } from '../../components/form-field';
import { Icon } from '../../components/icon';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { logWarn } from '../../lib/logger';
import { useFormSubmit } from '../../lib/use-form-submit';
import { addPlayerGroup } from './api/add-player-group';
import { activeAccount, useAccounts } from './api/get-accounts';
import { usePaymentMethods } from './api/get-payment-methods';
import { useCashboxEnv, useCashboxNavigate } from './cashbox-env';
import { AmountField } from './components/amount-field';
import { BalanceStrip } from './components/balance-strip';
import { CashboxFrame } from './components/cashbox-frame';
import { DestinationField } from './components/destination-field';
import { ChosenMethod, MethodList } from './components/method-list';
import { PaymentResult } from './components/payment-result';
import { amountInputText } from '../../lib/money';
import { checkAmount } from './rules/amount-rules';
import { isLithuanianIban, normalizeIban } from './rules/iban';
import { useSubmitPayment, type FormErrors } from './submit-payment';
import { useMoney } from './use-money';
import { useRecall } from './use-recall';
import styles from './components/cashbox.module.css';

/**
 * The withdraw step (`/withdraw`; CB-001, CB-002, CB-010, CB-021, CB-024): method → amount
 * within its limits and what may be cashed out → where it goes → a pending withdrawal that can
 * be recalled until it is sent.
 */
export function WithdrawScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const go = useCashboxNavigate();
  const { data: accounts } = useAccounts();
  const account = activeAccount(accounts);
  const methods = usePaymentMethods('cashout', account?.currency);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [created, setCreated] = useState<CreatePaymentResponse | null>(null);
  const { recall, recallingId } = useRecall();

  return (
    <CashboxFrame step="withdraw" title={t('CASHBOX.WITHDRAW.TITLE')} icon="download">
      {created ? (
        <PaymentResult
          paymentId={created.id}
          onAgain={() => setCreated(null)}
          onWallet={() => go('dashboard')}
          onClose={onClose}
          onRecall={(payment) => void recall(payment)}
          isRecalling={recallingId === created.id}
        />
      ) : (
        <>
          <BalanceStrip account={account} />
          {method && account ? (
            <>
              <ChosenMethod method={method} onChange={() => setMethod(null)} />
              <WithdrawForm
                key={method.id}
                method={method}
                availableCents={account.available_to_cashout_cents}
                bonusCents={Math.max(0, account.amount_cents - account.available_to_cashout_cents)}
                onCreated={setCreated}
              />
            </>
          ) : (
            <MethodList
              methods={methods.data}
              isLoading={methods.isLoading || !account}
              onSelect={setMethod}
            />
          )}
        </>
      )}
    </CashboxFrame>
  );
}

interface WithdrawFormProps {
  method: PaymentMethod;
  availableCents: number;
  /**
   * The bonus money in this currency: that of the bonus being wagered, which a withdrawal
   * request forfeits (engagement.md §4 Gifts; the gifts module forfeits it on the request).
   */
  bonusCents: number;
  onCreated: (payment: CreatePaymentResponse) => void;
}

function WithdrawForm({ method, availableCents, bonusCents, onCreated }: WithdrawFormProps) {
  const { t } = useTranslation();
  const { lithuanianIbanGroup } = useCashboxEnv();
  const { unitOf, format } = useMoney();
  const unit = unitOf(method.currency);
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState(() =>
    method.cashoutField === 'saved_profile' && method.savedProfiles[0]
      ? String(method.savedProfiles[0].id)
      : '',
  );
  const [errorValues, setErrorValues] = useState<Record<string, string>>({});
  // The forfeit is said before the request goes: the first submit asks, the answer sends.
  const [isConfirming, setConfirming] = useState(false);
  const hasAgreed = useRef(false);
  const { submit } = useSubmitPayment();
  const limitValues = {
    min: format(method.limits.min_cents, method.currency),
    max: format(method.limits.max_cents, method.currency),
    step: format(method.limits.step_cents, method.currency),
  };

  // CB-024: a Lithuanian IBAN puts the player in the brand's group, once.
  const isLithuanian = method.cashoutField === 'iban' && isLithuanianIban(destination);
  const groupAdded = useRef(false);
  useEffect(() => {
    if (!isLithuanian || groupAdded.current || lithuanianIbanGroup === undefined) return;
    groupAdded.current = true;
    addPlayerGroup(lithuanianIbanGroup).catch((error: unknown) =>
      logWarn('ADD_LT_IBAN_GROUP_ERROR', error),
    );
  }, [isLithuanian, lithuanianIbanGroup]);

  const fields = (): CreatePaymentRequest['fields'] => {
    const value = destination.trim();
    switch (method.cashoutField) {
      case 'address':
        return { address: value };
      case 'iban':
        return { iban: normalizeIban(value) };
      case 'wallet_email':
        return { wallet_email: value };
      default:
        return undefined;
    }
  };

  // The payment's own outcome (created, blocked, refused) is read by `send`: it never throws.
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit<number>({
    check: () => {
      const check = checkAmount({
        text: amount,
        unit,
        limits: method.limits,
        availableCents,
        format: (minor) => format(minor, method.currency),
      });
      const found: FormErrors = {};
      if (!check.ok) found.amount = [check.problem.key];
      if (method.cashoutField !== null && destination.trim() === '') {
        found.destination = ['VALIDATION.REQUIRED'];
      }
      setErrorValues(check.ok ? limitValues : { ...limitValues, ...check.problem.values });
      if (!check.ok || found.destination) return { errors: found };
      if (bonusCents > 0 && !hasAgreed.current) {
        setConfirming(true);
        return null;
      }
      return { value: check.minor };
    },
    send: async (amountCents) => {
      const savedProfile =
        method.cashoutField === 'saved_profile'
          ? method.savedProfiles.find((profile) => String(profile.id) === destination)
          : undefined;
      const extra = fields();
      const outcome = await submit({
        method,
        savedProfile,
        request: {
          action: 'cashout',
          payment_method_id: method.id,
          amount_cents: amountCents,
          currency: method.currency,
          ...(savedProfile ? { saved_profile_id: savedProfile.id } : {}),
          ...(extra ? { fields: extra } : {}),
        },
      });
      if (outcome.kind === 'created') onCreated(outcome.payment);
      else if (outcome.kind === 'blocked') setErrors({ base: ['CASHBOX.ERRORS.SOMETHING_WRONG'] });
      else setErrors(outcome.errors);
    },
  });

  const canSend = method.cashoutField !== 'saved_profile' || method.savedProfiles.length > 0;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setErrors(({ amount: _cleared, ...rest }) => rest);
        }}
        unit={unit}
        errors={errors.amount}
        errorValues={errorValues}
        hint={t('CASHBOX.WITHDRAW.LIMITS', limitValues)}
      />
      {availableCents > 0 ? (
        <div>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setAmount(amountInputText(availableCents, unit))}
          >
            {t('CASHBOX.WITHDRAW.ALL', { amount: format(availableCents, method.currency) })}
          </button>
        </div>
      ) : null}
      <DestinationField
        method={method}
        value={destination}
        onChange={(value) => {
          setDestination(value);
          setErrors(({ destination: _cleared, ...rest }) => rest);
        }}
        errors={errors.destination}
      />
      {bonusCents > 0 ? (
        <p className={[styles.note, styles.warning].join(' ')} data-testid="withdraw-bonus-forfeit">
          <Icon name="alert" size={16} />
          <span>
            {t('CASHBOX.WITHDRAW.BONUS_FORFEIT', { amount: format(bonusCents, method.currency) })}
          </span>
        </p>
      ) : null}
      <FormError messages={errors.base} />
      {errors.base?.includes('VALIDATION.KYC_REQUIRED') ? (
        <LocaleLink
          to={paths.profile.verification.getHref()}
          className={buttonClassName({ variant: 'secondary', block: true })}
        >
          {t('CASHBOX.WITHDRAW.VERIFY')}
        </LocaleLink>
      ) : null}
      {isConfirming ? (
        <div
          className={styles.section}
          role="alertdialog"
          aria-labelledby="withdraw-forfeit-title"
          aria-describedby="withdraw-forfeit-text"
        >
          <p className={styles.sectionTitle} id="withdraw-forfeit-title">
            {t('CASHBOX.WITHDRAW.FORFEIT_TITLE')}
          </p>
          <p className={styles.muted} id="withdraw-forfeit-text">
            {t('CASHBOX.WITHDRAW.FORFEIT_TEXT', { amount: format(bonusCents, method.currency) })}
          </p>
          <Button
            size="lg"
            block
            disabled={isBusy}
            onClick={() => {
              hasAgreed.current = true;
              setConfirming(false);
              onSubmit();
            }}
          >
            {t('CASHBOX.WITHDRAW.FORFEIT_CONFIRM')}
          </Button>
          <Button variant="ghost" block onClick={() => setConfirming(false)}>
            {t('CASHBOX.WITHDRAW.FORFEIT_KEEP')}
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" block disabled={isBusy || !canSend}>
          {isBusy ? t('CASHBOX.WITHDRAW.SENDING') : t('CASHBOX.WITHDRAW.SUBMIT')}
        </Button>
      )}
    </form>
  );
}
