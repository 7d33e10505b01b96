import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { TIME_OUT_DAYS } from '../limit-rules';
import { ChoiceGroup } from './choice-group';
import type { LimitFormat } from './limit-format';
import { useLimitAction } from './use-limit-action';
import styles from './limits.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Take a break (RG-07; LCCP SR 3.5.3): 24 hours, a week, a month or six weeks. It blocks the
 * account at once and cannot be ended early, so the player confirms once, in place.
 */
export function TakeABreakCard({ format }: { format: LimitFormat }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(TIME_OUT_DAYS[0]);
  /** When the player asked to confirm: the break's end shown is counted from then. */
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);
  const isConfirming = confirmingAt !== null;
  const setConfirming = (on: boolean) => setConfirmingAt(on ? Date.now() : null);
  const action = useLimitAction();
  const lengthLabel = t(`LIMITS.BREAK.OPTIONS.D${days}`);
  const endsAt = new Date((confirmingAt ?? 0) + days * DAY_MS).toISOString();

  const start = async () => {
    if (await action.submit({ type: 'cooling_off', days }, 'LIMITS.BREAK.STARTED')) {
      setConfirming(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="limits-break-title">
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="pause" size={20} />
        </span>
        <div>
          <h3 id="limits-break-title" className={styles.cardTitle}>
            {t('LIMITS.BREAK.TITLE')}
          </h3>
          <p className={styles.cardText}>{t('LIMITS.BREAK.TEXT')}</p>
        </div>
      </header>
      <ChoiceGroup
        legend={t('LIMITS.BREAK.LENGTH')}
        choices={TIME_OUT_DAYS.map((value) => ({
          value: String(value),
          label: t(`LIMITS.BREAK.OPTIONS.D${value}`),
        }))}
        value={String(days)}
        onChange={(value) => {
          setDays(Number(value));
          setConfirming(false);
        }}
      />
      {isConfirming ? (
        <div className={styles.confirmBox} role="group" aria-labelledby="limits-break-confirm">
          <p id="limits-break-confirm" className={styles.confirmTitle}>
            {t('LIMITS.BREAK.CONFIRM_TITLE', { length: lengthLabel })}
          </p>
          <p className={styles.confirmText}>
            {t('LIMITS.BREAK.CONFIRM_TEXT', { date: format.date(endsAt) })}
          </p>
          <FormError messages={Object.values(action.errors).flat()} />
          <div className={styles.rowActions}>
            <Button
              className={styles.danger}
              disabled={action.isPending}
              onClick={() => void start()}
            >
              {t('LIMITS.BREAK.CONFIRM')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('LIMITS.ACTIONS.CANCEL')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.rowActions}>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('LIMITS.BREAK.START', { length: lengthLabel })}
          </Button>
        </div>
      )}
    </section>
  );
}
