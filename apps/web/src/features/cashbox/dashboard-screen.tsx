import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../components/button';
import { SelectField } from '../../components/form-field';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { useSomethingWentWrong } from '../../components/toast';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { logError } from '../../lib/logger';
import { useAccounts } from './api/get-accounts';
import { usePayments } from './api/get-payments';
import { useSelectAccount } from './api/select-account';
import { cashboxHref, useCashboxEnv } from './cashbox-env';
import { CashboxFrame } from './components/cashbox-frame';
import { PaymentHistory } from './components/payment-history';
import { isCryptoCode } from '../../lib/money';
import { useCancelledNotices } from './use-cancelled-notices';
import { useMoney } from './use-money';
import { useRecall } from './use-recall';
import styles from './components/cashbox.module.css';

/**
 * The cashbox dashboard (`/cashbox`, `/dashboard`; CB-001, CB-002, CB-004, CB-010): each wallet
 * with its real and bonus money and a switch of the active one, deposit and withdraw, and the
 * history in deposit and cash-out tabs with recall on withdrawals not yet sent.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { data: accounts, isLoading } = useAccounts();
  const { data: payments, isLoading: isHistoryLoading } = usePayments();
  const select = useSelectAccount();
  const { recall, recallingId } = useRecall();
  useCancelledNotices(payments);
  const somethingWentWrong = useSomethingWentWrong();

  const choose = (currency: string) =>
    select.mutateAsync(currency).catch((error: unknown) => {
      logError('SELECT_ACCOUNT_ERROR', error);
      somethingWentWrong();
    });

  return (
    <CashboxFrame step="dashboard" title={t('CASHBOX.DASHBOARD.TITLE')}>
      <section className={styles.section} aria-labelledby="cashbox-accounts">
        <h3 className={styles.sectionTitle} id="cashbox-accounts">
          {t('CASHBOX.DASHBOARD.ACCOUNTS')}
        </h3>
        {isLoading || !accounts ? (
          <Skeleton height={78} radius="var(--radius-md)" />
        ) : (
          <ul className={styles.accounts}>
            {accounts.map((account) => {
              const bonus = Math.max(0, account.amount_cents - account.available_to_cashout_cents);
              return (
                <li
                  key={account.currency}
                  className={[styles.account, account.active ? styles.accountActive : ''].join(' ')}
                  data-testid={`account-${account.currency}`}
                >
                  <span className={styles.currencyMark} aria-hidden="true">
                    {account.currency}
                  </span>
                  <div className={styles.accountBody}>
                    <span className={styles.accountTotal}>
                      {format(account.amount_cents, account.currency)}
                    </span>
                    <span className={styles.accountSplit}>
                      {t('CASHBOX.DASHBOARD.SPLIT', {
                        real: format(account.available_to_cashout_cents, account.currency),
                        bonus: format(bonus, account.currency),
                      })}
                    </span>
                  </div>
                  {account.active ? (
                    <span className={styles.activePill}>{t('CASHBOX.DASHBOARD.ACTIVE')}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={select.isPending}
                      onClick={() => void choose(account.currency)}
                      aria-label={t('CASHBOX.DASHBOARD.USE_LABEL', { currency: account.currency })}
                    >
                      {t('CASHBOX.DASHBOARD.USE')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {accounts ? (
        <AddWallet
          open={accounts.map((account) => account.currency)}
          isPending={select.isPending}
          onOpen={(currency) => void choose(currency)}
        />
      ) : null}
      <div className={styles.actions}>
        <LocaleLink to={cashboxHref('deposit')} className={buttonClassName({ size: 'lg' })}>
          <Icon name="plus" size={18} />
          {t('CASHBOX.NAV.DEPOSIT')}
        </LocaleLink>
        <LocaleLink
          to={cashboxHref('withdraw')}
          className={buttonClassName({ size: 'lg', variant: 'secondary' })}
        >
          <Icon name="download" size={18} />
          {t('CASHBOX.NAV.WITHDRAW')}
        </LocaleLink>
      </div>
      <PaymentHistory
        payments={payments}
        isLoading={isHistoryLoading}
        onRecall={(payment) => void recall(payment)}
        recallingId={recallingId}
      />
    </CashboxFrame>
  );
}

/** PR-019: another currency's wallet, opened and made active at once. */
function AddWallet({
  open,
  isPending,
  onOpen,
}: {
  open: readonly string[];
  isPending: boolean;
  onOpen: (currency: string) => void;
}) {
  const { t } = useTranslation();
  const { currencyConfig } = useCashboxEnv();
  const { unitOf } = useMoney();
  const [currency, setCurrency] = useState('');
  const options = Object.keys(currencyConfig ?? {})
    .filter((code) => !open.includes(code))
    .sort(
      (a, b) => Number(isCryptoCode(a, currencyConfig)) - Number(isCryptoCode(b, currencyConfig)),
    )
    .map((code) => {
      const unit = unitOf(code);
      return { value: code, label: unit.label === code ? code : `${code} (${unit.label})` };
    });
  if (options.length === 0) return null;
  return (
    <form
      className={styles.addWallet}
      onSubmit={(event) => {
        event.preventDefault();
        if (currency) onOpen(currency);
      }}
    >
      <SelectField
        label={t('CASHBOX.DASHBOARD.ADD_LABEL')}
        value={currency}
        onChange={setCurrency}
        placeholder={t('CASHBOX.DASHBOARD.ADD_PLACEHOLDER')}
        options={options}
      />
      <Button type="submit" variant="secondary" disabled={!currency || isPending}>
        {t('CASHBOX.DASHBOARD.ADD_SUBMIT')}
      </Button>
    </form>
  );
}
