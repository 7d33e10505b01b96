import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreatePaymentResponse,
  PaymentMethod,
  SavedProfile,
} from '@croupier/contracts/payments';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { useCryptoExchangeRates } from '../api/get-crypto-exchange-rates';
import { useCashboxEnv } from '../cashbox-env';
import { amountInputText, parseAmount } from '../../../lib/money';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { checkAmount, defaultDepositAmount, quickAmounts } from '../rules/amount-rules';
import { useSubmitPayment } from '../submit-payment';
import { useLimitRefusal } from '../use-limit-refusal';
import { useMoney } from '../use-money';
import { AmountField } from './amount-field';
import { BonusCodeField } from './bonus-code-field';
import styles from './cashbox.module.css';

/** The fiat a crypto amount is shown against (engagement.md §9: fallback EUR). */
const RATE_FIAT = 'EUR';

export interface DepositFormProps {
  method: PaymentMethod;
  savedProfile?: SavedProfile | undefined;
  /** The code to start the bonus field with (stored or from the URL, CB-019). */
  initialBonusCode: string;
  /** The bonus step (CB-029) owns the code: the field is not repeated here. */
  fixedBonusCode?: string | undefined;
  /**
   * The deposit gift chosen above (CB-029), sent as `bonus_id`. A deposit takes a gift or a
   * bonus code, not both: while a gift is chosen the code field is not offered.
   */
  giftId?: number | null | undefined;
  onCreated: (payment: CreatePaymentResponse) => void;
}

/**
 * Amount (50 by default, K-055), optional bonus code, then the payment: the fraud check, the
 * create call, and the hosted page or the crypto address (CB-012, CB-017, CB-020, CB-021).
 */
export function DepositForm({
  method,
  savedProfile,
  initialBonusCode,
  fixedBonusCode,
  giftId = null,
  onCreated,
}: DepositFormProps) {
  const { t } = useTranslation();
  const { currencyConfig } = useCashboxEnv();
  const { unitOf, format } = useMoney();
  const unit = unitOf(method.currency);
  const [amount, setAmount] = useState(() =>
    amountInputText(defaultDepositAmount(unit, method.limits), unit),
  );
  const [bonus, setBonus] = useState(initialBonusCode);
  const [errorValues, setErrorValues] = useState<Record<string, string>>({});
  const { submit } = useSubmitPayment();
  const withLimit = useLimitRefusal();
  const isCrypto = method.type === 'crypto';
  const { data: rates } = useCryptoExchangeRates(isCrypto);

  const chips = useMemo(() => quickAmounts(unit, method.limits), [unit, method.limits]);
  const fiatHint = useMemo(() => {
    const parsed = parseAmount(amount, unit);
    const rate = rates?.[method.currency]?.[RATE_FIAT];
    if (!isCrypto || !parsed.ok || !rate) return undefined;
    const subunits = currencyConfig?.[method.currency]?.subunits_to_unit ?? unit.subunits;
    // Display only: an estimate in fiat, never a booked amount.
    const fiat = Math.round((parsed.minorUnits / subunits) * rate * 100);
    return t('CASHBOX.AMOUNT.ABOUT', { amount: format(fiat, RATE_FIAT) });
  }, [amount, unit, rates, method.currency, isCrypto, currencyConfig, format, t]);

  // The payment's own outcome (created, blocked, refused) is read by `send`: it never throws.
  const { errors, setErrors, isBusy, onSubmit } = useFormSubmit<number>({
    check: () => {
      const check = checkAmount({
        text: amount,
        unit,
        limits: method.limits,
        format: (minor) => format(minor, method.currency),
      });
      if (check.ok) return { value: check.minor };
      setErrorValues(check.problem.values ?? {});
      return { errors: { amount: [check.problem.key] } };
    },
    send: async (amountCents) => {
      const code = giftId === null ? (fixedBonusCode ?? bonus).trim() : '';
      const outcome = await submit({
        method,
        savedProfile,
        request: {
          action: 'deposit',
          payment_method_id: method.id,
          amount_cents: amountCents,
          currency: method.currency,
          ...(code ? { bonus_code: code } : {}),
          ...(giftId !== null ? { bonus_id: giftId } : {}),
          ...(savedProfile ? { saved_profile_id: savedProfile.id } : {}),
        },
      });
      if (outcome.kind === 'created') onCreated(outcome.payment);
      else if (outcome.kind === 'blocked') setErrors({ base: ['CASHBOX.ERRORS.SOMETHING_WRONG'] });
      else {
        setErrors(withLimit(outcome.errors, outcome.limit));
        setErrorValues({
          min: format(method.limits.min_cents, method.currency),
          max: format(method.limits.max_cents, method.currency),
          step: format(method.limits.step_cents, method.currency),
        });
      }
    },
  });

  const parsed = parseAmount(amount, unit);
  const label = isCrypto
    ? t('CASHBOX.DEPOSIT.GET_ADDRESS')
    : parsed.ok && parsed.minorUnits > 0
      ? t('CASHBOX.DEPOSIT.SUBMIT_AMOUNT', { amount: format(parsed.minorUnits, method.currency) })
      : t('CASHBOX.DEPOSIT.SUBMIT');
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
        chips={chips}
        hint={fiatHint}
      />
      {fixedBonusCode !== undefined || giftId !== null ? null : (
        <BonusCodeField value={bonus} onChange={setBonus} errors={errors.bonus_code} />
      )}
      <FormError messages={errors.base ?? errors.destination} />
      <Button type="submit" size="lg" block disabled={isBusy}>
        {isBusy ? t('CASHBOX.DEPOSIT.SENDING') : label}
      </Button>
      {method.type === 'card' && !savedProfile ? (
        <p className={styles.secure}>
          <Icon name="shield" size={16} />
          {t('CASHBOX.DEPOSIT.SECURE_PAGE')}
        </p>
      ) : null}
    </form>
  );
}
