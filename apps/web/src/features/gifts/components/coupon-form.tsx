import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { showToast } from '../../../components/toast';
import { logError } from '../../../lib/logger';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useRedeemCoupon } from '../api/redeem-coupon';
import { couponRefusalKey } from '../coupon-refusal';
import styles from '../gifts.module.css';

/** A promo code is short text; the api decides whether it exists. */
const MAX_CODE_LENGTH = 64;

export interface CouponFormProps {
  /** GF-022: asks a player with bonuses off to turn them on before the code is sent. */
  guard: (action: () => void) => void;
}

/**
 * GF-019 / GF-025: the gift promo code. A refusal (invalid, expired, already used, not eligible)
 * is said under the field; a success toasts and the list reloads (the mutation invalidates
 * `['gifts']`). Failures that are no refusal are logged as `activateUserCoupon` (GF-023).
 */
export function CouponForm({ guard }: CouponFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const redeem = useRedeemCoupon();
  const { errors, setErrors, isBusy, submit } = useFormSubmit<string>({
    send: async (value) => {
      await redeem.mutateAsync(value);
      setCode('');
      showToast(t('GIFTS.COUPON.ACTIVATED'), 'success');
    },
    readError: (error) => {
      const refusal = couponRefusalKey(error);
      logError('activateUserCoupon', error);
      return { code: [refusal ?? 'GIFTS.ERRORS.GENERIC'] };
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setErrors({ code: ['VALIDATION.REQUIRED'] });
    if (value.length > MAX_CODE_LENGTH) return setErrors({ code: ['VALIDATION.TOO_LONG'] });
    setErrors({});
    guard(() => void submit(value));
  };

  return (
    <form className={styles.coupon} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('GIFTS.COUPON.LABEL')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setErrors({});
        }}
        errors={errors.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        name="coupon_code"
        maxLength={MAX_CODE_LENGTH}
      />
      <Button type="submit" variant="secondary" disabled={isBusy}>
        {t('GIFTS.COUPON.SUBMIT')}
      </Button>
    </form>
  );
}
