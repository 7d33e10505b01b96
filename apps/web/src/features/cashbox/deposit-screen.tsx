import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreatePaymentResponse,
  PaymentMethod,
  SavedProfile,
} from '@croupier/contracts/payments';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { activeAccount, useAccounts } from './api/get-accounts';
import { usePayments } from './api/get-payments';
import { usePaymentMethods } from './api/get-payment-methods';
import { useCashboxEnv, useCashboxNavigate } from './cashbox-env';
import { BalanceStrip } from './components/balance-strip';
import { BonusCodeStep } from './components/bonus-code-step';
import { CashboxFrame } from './components/cashbox-frame';
import { CryptoDeposit } from './components/crypto-deposit';
import { DepositGiftPicker } from './components/deposit-gift-picker';
import { DepositForm } from './components/deposit-form';
import { ChosenMethod, MethodList } from './components/method-list';
import { PaymentResult } from './components/payment-result';
import {
  leaveForHostedPage,
  paymentIdFromQuery,
  RESULT_PARAM,
  takeHostedPayment,
} from './payment-return';
import { useDepositPromoCode } from './use-deposit-promo-code';
import { useMoney } from './use-money';
import styles from './components/cashbox.module.css';

export interface DepositScreenProps {
  /** `bonus`: /deposit-bonus, the bonus code comes first (CB-029). */
  variant?: 'deposit' | 'bonus';
  /** The route's query: `payment` names a deposit to show the result of. */
  query?: unknown;
  onClose: () => void;
}

/**
 * The deposit step (`/deposit`, `/accounts/{id}/deposit`, `/deposit-bonus`; CB-001, CB-002):
 * method → amount → optional bonus code → the provider's hosted page, or the crypto address to
 * pay to. Back from the hosted page (`?payment=<id>`), it shows how the deposit ended.
 */
export function DepositScreen({ variant = 'deposit', query, onClose }: DepositScreenProps) {
  const { t } = useTranslation();
  const go = useCashboxNavigate();
  const resultId = paymentIdFromQuery(query);
  const title = t(variant === 'bonus' ? 'CASHBOX.DEPOSIT.BONUS_TITLE' : 'CASHBOX.DEPOSIT.TITLE');
  return (
    <CashboxFrame
      step={variant === 'bonus' ? 'deposit-bonus' : 'deposit'}
      title={title}
      icon="plus"
    >
      {resultId === null ? (
        <DepositFlow variant={variant} onClose={onClose} />
      ) : (
        <PaymentResult
          paymentId={resultId}
          onAgain={() => go('deposit')}
          onWallet={() => go('dashboard')}
          onClose={onClose}
        />
      )}
    </CashboxFrame>
  );
}

interface Choice {
  method: PaymentMethod;
  savedProfile?: SavedProfile | undefined;
}

function DepositFlow({ variant, onClose }: { variant: 'deposit' | 'bonus'; onClose: () => void }) {
  const { t } = useTranslation();
  const env = useCashboxEnv();
  const go = useCashboxNavigate();
  const { format } = useMoney();
  const { data: accounts } = useAccounts();
  const account = activeAccount(accounts);
  const methods = usePaymentMethods('deposit', account?.currency);
  const promo = useDepositPromoCode();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [created, setCreated] = useState<CreatePaymentResponse | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const [bonusCode, setBonusCode] = useState<string | null>(null);
  const [giftId, setGiftId] = useState<number | null>(null);
  const { data: payments } = usePayments(created?.id);
  const initialCode = promo.accepted ?? env.player.deposit_bonus_code ?? '';

  // Back from the hosted page with the browser's back button, the page may come from the
  // back-forward cache as it was left: show how that deposit stands instead of "leaving".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const id = takeHostedPayment(Date.now());
      setLeaving(false);
      if (id !== null) go('deposit', { [RESULT_PARAM]: String(id) });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [go]);

  const onCreated = (payment: CreatePaymentResponse) => {
    // Cards, vouchers, e-wallets, bank transfers: the provider's page takes it from here
    // (IN-07: the card number is typed there, never here).
    if (leaveForHostedPage(payment)) setLeaving(true);
    else setCreated(payment);
  };

  if (isLeaving) {
    return (
      <div className={styles.result} role="status">
        <Spinner size={40} />
        <p className={styles.muted}>{t('CASHBOX.DEPOSIT.LEAVING')}</p>
      </div>
    );
  }

  if (created?.crypto) {
    const method = choice?.method;
    const live = payments?.find((payment) => payment.id === created.id);
    return (
      <>
        <p className={styles.muted}>{t('CASHBOX.CRYPTO.SEND', { currency: created.currency })}</p>
        <CryptoDeposit
          address={created.crypto}
          currencyLabel={created.currency}
          minimumText={method ? format(method.limits.min_cents, method.currency) : ''}
          state={live?.state ?? created.state}
        />
      </>
    );
  }

  if (created) {
    return (
      <PaymentResult
        paymentId={created.id}
        onAgain={() => {
          setCreated(null);
          setChoice(null);
        }}
        onWallet={() => go('dashboard')}
        onClose={onClose}
      />
    );
  }

  return (
    <>
      <BalanceStrip account={account} />
      {promo.rejected ? (
        <p className={[styles.note, styles.warning].join(' ')} role="status">
          <Icon name="info" size={16} />
          <span>{t('CASHBOX.BONUS.STORED_REJECTED', { code: promo.rejected })}</span>
        </p>
      ) : null}
      {variant === 'bonus' ? (
        <BonusCodeStep initialCode={initialCode} appliedCode={bonusCode} onApplied={setBonusCode} />
      ) : null}
      {/* CB-029: a gift or a code, not both; an applied code leaves no gift to pick. */}
      {bonusCode === null ? (
        <DepositGiftPicker
          currency={choice?.method.currency ?? account?.currency}
          value={giftId}
          onChange={setGiftId}
        />
      ) : null}
      {choice ? (
        <>
          <ChosenMethod
            method={choice.method}
            savedProfile={choice.savedProfile}
            onChange={() => setChoice(null)}
          />
          <DepositForm
            key={`${choice.method.id}-${choice.savedProfile?.id ?? ''}-${initialCode}`}
            method={choice.method}
            savedProfile={choice.savedProfile}
            initialBonusCode={initialCode}
            fixedBonusCode={variant === 'bonus' ? (bonusCode ?? '') : undefined}
            giftId={bonusCode === null ? giftId : null}
            onCreated={onCreated}
          />
        </>
      ) : (
        <MethodList
          methods={methods.data}
          isLoading={methods.isLoading || !account}
          onSelect={(method, savedProfile) => setChoice({ method, savedProfile })}
          showSavedProfiles
        />
      )}
    </>
  );
}
