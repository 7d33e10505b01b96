import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { cashboxHref, type CashboxStep } from '../cashbox-env';
import styles from './cashbox.module.css';

const NAV: { step: CashboxStep; key: string; icon: IconName }[] = [
  { step: 'dashboard', key: 'CASHBOX.NAV.WALLET', icon: 'wallet' },
  { step: 'deposit', key: 'CASHBOX.NAV.DEPOSIT', icon: 'plus' },
  { step: 'withdraw', key: 'CASHBOX.NAV.WITHDRAW', icon: 'download' },
];

/** Which tab of the step switch a step belongs to (the deposit variants are deposits). */
const navStep = (step: CashboxStep): CashboxStep =>
  step === 'deposit-bonus' || step === 'deposit-fast' ? 'deposit' : step;

export interface CashboxFrameProps {
  step: CashboxStep;
  title: string;
  icon?: IconName;
  /** The profile gate hides the switch: nothing else opens until the profile is complete. */
  hasNav?: boolean;
  children: ReactNode;
}

/** The frame of every cashbox step (CB-001, CB-002): title, wallet / deposit / withdraw switch. */
export function CashboxFrame({
  step,
  title,
  icon = 'wallet',
  hasNav = true,
  children,
}: CashboxFrameProps) {
  const { t } = useTranslation();
  const current = navStep(step);
  return (
    <div className={styles.frame}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <span className={styles.titleIcon}>
            <Icon name={icon} size={22} />
          </span>
          {title}
        </h2>
        {hasNav ? (
          <nav className={styles.stepNav} aria-label={t('CASHBOX.NAV.LABEL')}>
            {NAV.map((item) => (
              <LocaleLink
                key={item.step}
                to={cashboxHref(item.step)}
                className={styles.stepLink}
                aria-current={item.step === current ? 'page' : undefined}
                replace
              >
                <Icon name={item.icon} size={16} />
                {t(item.key)}
              </LocaleLink>
            ))}
          </nav>
        ) : null}
      </div>
      {children}
    </div>
  );
}
