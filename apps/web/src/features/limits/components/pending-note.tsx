import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@croupier/contracts/limits';
import { Icon } from '../../../components/icon';
import type { LimitFormat } from './limit-format';
import styles from './limits.module.css';

/** The new value of a waiting change, as the player reads it. */
function pendingValue(limit: UserLimit, format: LimitFormat): string {
  const pending = limit.pending;
  if (!pending) return '';
  if (pending.minutes !== null) return format.duration(pending.minutes);
  if (pending.amount_cents !== null) return format.money(pending.amount_cents, limit.currency);
  return '';
}

/**
 * A raise or removal on its way (RG-02): first it waits for the mailed confirmation, then for
 * the end of the cooling-off. Until then the current value applies, and the note says so.
 */
export function PendingNote({ limit, format }: { limit: UserLimit; format: LimitFormat }) {
  const { t } = useTranslation();
  const pending = limit.pending;
  if (!pending || limit.status === 'active') return null;
  const isWaitingForMail = limit.status === 'pending_confirmation';
  const kind = pending.removal ? 'REMOVAL' : 'RAISE';
  const text = isWaitingForMail
    ? t(`LIMITS.PENDING.CONFIRM_${kind}`, {
        value: pendingValue(limit, format),
        date: format.date(limit.confirm_expires_at),
      })
    : t(`LIMITS.PENDING.EFFECTIVE_${kind}`, {
        value: pendingValue(limit, format),
        date: format.date(pending.effective_at),
      });
  return (
    <div className={styles.pending} data-testid="pending-note" data-status={limit.status}>
      <Icon name={isWaitingForMail ? 'mail' : 'clock'} size={16} className={styles.pendingIcon} />
      <div>
        <p className={styles.pendingTitle}>
          {t(isWaitingForMail ? 'LIMITS.PENDING.WAITING_MAIL' : 'LIMITS.PENDING.COOLING_OFF')}
        </p>
        <p className={styles.pendingText}>{text}</p>
      </div>
    </div>
  );
}
