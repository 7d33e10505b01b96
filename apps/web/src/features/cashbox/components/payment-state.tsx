import { useTranslation } from 'react-i18next';
import type { PaymentState } from '@croupier/contracts/payments';
import styles from './cashbox.module.css';

/** How each state reads (CB-005): settled green, still open amber, failed red, undone grey. */
export type StateTone = 'success' | 'open' | 'failed' | 'neutral';

export function stateTone(state: PaymentState): StateTone {
  switch (state) {
    case 'succeeded':
      return 'success';
    case 'pending':
    case 'processing':
    case 'reserved':
      return 'open';
    case 'canceled':
    case 'declined':
    case 'rejected':
      return 'failed';
    case 'recalled':
      return 'neutral';
  }
}

const TONE_CLASS: Record<StateTone, string | undefined> = {
  success: styles.stateSuccess,
  open: styles.stateOpen,
  failed: styles.stateFailed,
  neutral: styles.stateNeutral,
};

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return (
    <span className={[styles.state, TONE_CLASS[stateTone(state)]].join(' ')} data-state={state}>
      {t(`CASHBOX.STATE.${state.toUpperCase()}`)}
    </span>
  );
}
