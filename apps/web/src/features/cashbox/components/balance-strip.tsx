import { useTranslation } from 'react-i18next';
import type { PlayerAccount } from '@croupier/contracts/player';
import { Skeleton } from '../../../components/skeleton';
import { useMoney } from '../use-money';
import styles from './cashbox.module.css';

/** The active wallet above a form: its total and what may be withdrawn (PR-022). */
export function BalanceStrip({ account }: { account: PlayerAccount | undefined }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  if (!account) return <Skeleton height={58} radius="var(--radius-md)" />;
  return (
    <div className={styles.balanceStrip} data-testid="cashbox-balance">
      <div className={styles.balanceMain}>
        <span className={styles.balanceLabel}>{t('CASHBOX.BALANCE.TOTAL')}</span>
        <span className={styles.balanceValue}>
          {format(account.amount_cents, account.currency)}
        </span>
      </div>
      <span className={styles.balanceSide}>
        {t('CASHBOX.BALANCE.WITHDRAWABLE', {
          amount: format(account.available_to_cashout_cents, account.currency),
        })}
      </span>
    </div>
  );
}
