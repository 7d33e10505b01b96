import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CheckboxField, FormError } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { SELF_EXCLUSION_MONTHS, type SelfExclusionMonths } from '../limit-rules';
import { ChoiceGroup } from './choice-group';
import type { LimitFormat } from './limit-format';
import { useLimitAction } from './use-limit-action';
import styles from './limits.module.css';

const FOREVER = 'forever';
const optionKey = (months: SelfExclusionMonths) =>
  months === null ? 'LIMITS.EXCLUSION.OPTIONS.FOREVER' : `LIMITS.EXCLUSION.OPTIONS.M${months}`;

function endOf(from: number, months: number): string {
  const date = new Date(from);
  date.setMonth(date.getMonth() + months);
  return date.toISOString();
}

/**
 * Self-exclusion (RG-06): 6, 12, 36 or 60 months, or for good. It cannot be lifted early, so a
 * confirmation step says what it blocks and that withdrawals stay possible before it is sent.
 */
export function SelfExclusionCard({ format }: { format: LimitFormat }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<SelfExclusionMonths>(SELF_EXCLUSION_MONTHS[0]);
  /** When the player asked to confirm: the end shown is counted from then. */
  const [confirmingAt, setConfirmingAt] = useState<number | null>(null);
  const [isUnderstood, setUnderstood] = useState(false);
  const action = useLimitAction();

  const cancel = () => {
    setConfirmingAt(null);
    setUnderstood(false);
    action.setErrors({});
  };
  const start = async () => {
    if (await action.submit({ type: 'self_exclusion', months }, 'LIMITS.EXCLUSION.STARTED')) {
      cancel();
    }
  };

  return (
    <section className={styles.card} aria-labelledby="limits-exclusion-title">
      <header className={styles.cardHead}>
        <span className={[styles.cardIcon, styles.cardIconDanger].join(' ')} aria-hidden="true">
          <Icon name="shield" size={20} />
        </span>
        <div>
          <h3 id="limits-exclusion-title" className={styles.cardTitle}>
            {t('LIMITS.EXCLUSION.TITLE')}
          </h3>
          <p className={styles.cardText}>{t('LIMITS.EXCLUSION.TEXT')}</p>
        </div>
      </header>
      <ChoiceGroup
        legend={t('LIMITS.EXCLUSION.LENGTH')}
        choices={SELF_EXCLUSION_MONTHS.map((value) => ({
          value: value === null ? FOREVER : String(value),
          label: t(optionKey(value)),
        }))}
        value={months === null ? FOREVER : String(months)}
        onChange={(value) => {
          setMonths(value === FOREVER ? null : (Number(value) as SelfExclusionMonths));
          cancel();
        }}
      />
      {confirmingAt !== null ? (
        <div
          className={[styles.confirmBox, styles.confirmDanger].join(' ')}
          role="group"
          aria-labelledby="limits-exclusion-confirm"
        >
          <p id="limits-exclusion-confirm" className={styles.confirmTitle}>
            {t('LIMITS.EXCLUSION.CONFIRM_TITLE')}
          </p>
          <p className={styles.confirmText}>
            {months === null
              ? t('LIMITS.EXCLUSION.UNTIL_FOREVER')
              : t('LIMITS.EXCLUSION.UNTIL', { date: format.date(endOf(confirmingAt, months)) })}
          </p>
          <ul className={styles.consequences}>
            <li>
              <Icon name="close" size={14} />
              {t('LIMITS.EXCLUSION.CONSEQUENCES.BLOCKED')}
            </li>
            <li>
              <Icon name="check" size={14} />
              {t('LIMITS.EXCLUSION.CONSEQUENCES.WITHDRAWALS')}
            </li>
            <li>
              <Icon name="clock" size={14} />
              {t('LIMITS.EXCLUSION.CONSEQUENCES.EARLY')}
            </li>
          </ul>
          <CheckboxField
            label={t('LIMITS.EXCLUSION.UNDERSTAND')}
            checked={isUnderstood}
            onChange={setUnderstood}
          />
          <FormError messages={Object.values(action.errors).flat()} />
          <div className={styles.rowActions}>
            <Button
              className={styles.danger}
              disabled={!isUnderstood || action.isPending}
              onClick={() => void start()}
            >
              {t('LIMITS.EXCLUSION.CONFIRM')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('LIMITS.ACTIONS.CANCEL')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.rowActions}>
          <Button variant="outline" onClick={() => setConfirmingAt(Date.now())}>
            {t('LIMITS.EXCLUSION.START')}
          </Button>
        </div>
      )}
    </section>
  );
}
