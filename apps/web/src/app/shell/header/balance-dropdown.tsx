import { useTranslation } from 'react-i18next';
import type { CurrencyDisplay } from '@croupier/contracts/fe-config';
import { buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { Popover } from '../../../components/popover';
import { useDisclosure } from '../../../components/use-disclosure';
import { paths } from '../../../config/paths';
import { useTechWorkGuard } from '../../../features/feature-flags/use-tech-work';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { formatMoney } from '../../../lib/money';
import { wageringPercent } from '@croupier/domain/bonus/wagering-progress';
import styles from './header.module.css';
import { ProgressBar } from '../../../components/progress-bar';

/** The active account (platform-core.md §3 Account), from GET /api/player/accounts. */
export interface BalanceInfo {
  currency: string;
  subunitsToUnit: number;
  /** amount_cents: the total. */
  amountCents: number;
  /** available_to_cashout_cents: the real money. */
  cashoutCents: number;
  /** Crypto shows in its display unit (PR-021); fiat by default. */
  display?: Pick<CurrencyDisplay, 'fiat' | 'displayUnit' | 'displayFactor'>;
  wagering?: { wageredCents: number; targetCents: number } | null;
  lotteryTickets?: number | null;
}

export interface BalanceDropdownProps {
  balance: BalanceInfo | null | undefined;
  locale: string;
}

/**
 * SH-049: real balance, bonus balance (total minus cash-out-available) and the wagering target
 * and progress; SH-050 lottery tickets; SH-039 a second click closes it.
 */
export function BalanceDropdown({ balance, locale }: BalanceDropdownProps) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const guardCashbox = useTechWorkGuard();
  const money = (minor: number) =>
    balance
      ? formatMoney(minor, balance.currency, balance.subunitsToUnit, locale, balance.display)
      : '';
  const bonus = balance ? Math.max(0, balance.amountCents - balance.cashoutCents) : 0;
  const wagering = balance?.wagering;
  const percent = wagering ? wageringPercent(wagering.wageredCents, wagering.targetCents) : 0;

  return (
    <Popover
      rootRef={disclosure.rootRef}
      isOpen={disclosure.isOpen}
      panelId={disclosure.panelId}
      label={t('BALANCE.TITLE')}
      title={t('BALANCE.TITLE')}
      trigger={
        <button
          type="button"
          className={styles.balanceButton}
          {...disclosure.triggerProps}
          aria-label={
            balance ? `${t('BALANCE.TOGGLE')}: ${money(balance.amountCents)}` : t('BALANCE.TOGGLE')
          }
        >
          <Icon name="wallet" size={18} />
          <span className={styles.balanceAmount}>
            {balance ? money(balance.amountCents) : t('BALANCE.TOGGLE')}
          </span>
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </button>
      }
    >
      {balance ? (
        <>
          <dl className={styles.balanceList}>
            <div className={styles.balanceRow}>
              <dt>{t('BALANCE.REAL')}</dt>
              <dd data-testid="balance-real">{money(balance.cashoutCents)}</dd>
            </div>
            <div className={styles.balanceRow}>
              <dt>{t('BALANCE.BONUS')}</dt>
              <dd data-testid="balance-bonus">{money(bonus)}</dd>
            </div>
            {typeof balance.lotteryTickets === 'number' ? (
              <div className={styles.balanceRow}>
                <dt>{t('BALANCE.TICKETS')}</dt>
                <dd data-testid="balance-tickets">{balance.lotteryTickets}</dd>
              </div>
            ) : null}
          </dl>
          <div className={styles.wagering}>
            <div className={styles.balanceRow}>
              <span>{t('BALANCE.WAGERING')}</span>
              <span>
                {wagering
                  ? `${money(wagering.wageredCents)} / ${money(wagering.targetCents)}`
                  : t('BALANCE.WAGERING_NONE')}
              </span>
            </div>
            {wagering ? (
              <ProgressBar percent={percent} label={t('BALANCE.WAGERING_PROGRESS', { percent })} />
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.muted}>{t('BALANCE.UNAVAILABLE')}</p>
      )}
      <LocaleLink
        to={paths.cashbox.deposit.getHref()}
        className={buttonClassName({ variant: 'primary', block: true })}
        onClick={(event) => {
          guardCashbox(event);
          disclosure.close();
        }}
      >
        {t('BALANCE.DEPOSIT')}
      </LocaleLink>
    </Popover>
  );
}
