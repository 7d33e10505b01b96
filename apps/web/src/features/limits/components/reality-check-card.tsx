import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@croupier/contracts/limits';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { REALITY_CHECK_MINUTES } from '../limit-rules';
import { ChoiceGroup } from './choice-group';
import type { LimitFormat } from './limit-format';
import { useLimitAction } from './use-limit-action';
import styles from './limits.module.css';

const OFF = 'off';

/**
 * The reality check (RG-05): how often the site reminds the player how long they have played.
 * It restricts nothing, so a change or turning it off applies at once, without confirmation.
 * Mount it keyed by the saved interval, so the choice follows the server's answer.
 */
export function RealityCheckCard({
  limit,
  format,
}: {
  limit: UserLimit | undefined;
  format: LimitFormat;
}) {
  const { t } = useTranslation();
  const action = useLimitAction();
  const saved = limit?.minutes == null ? OFF : String(limit.minutes);
  const [choice, setChoice] = useState(saved);

  const save = async () => {
    if (choice === OFF) {
      if (limit) await action.remove(limit.id, 'LIMITS.REALITY_CHECK.TURNED_OFF');
      return;
    }
    const minutes = REALITY_CHECK_MINUTES.find((value) => String(value) === choice);
    if (minutes !== undefined) {
      await action.submit({ type: 'reality_check', minutes }, 'LIMITS.REALITY_CHECK.SAVED');
    }
  };

  return (
    <section
      className={styles.card}
      aria-labelledby="limits-reality-check-title"
      data-testid="limit-reality-check"
    >
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="bell" size={20} />
        </span>
        <div>
          <h3 id="limits-reality-check-title" className={styles.cardTitle}>
            {t('LIMITS.REALITY_CHECK.TITLE')}
          </h3>
          <p className={styles.cardText}>{t('LIMITS.REALITY_CHECK.TEXT')}</p>
        </div>
      </header>
      <p className={limit?.minutes == null ? styles.noLimit : styles.amount}>
        {limit?.minutes == null
          ? t('LIMITS.REALITY_CHECK.IS_OFF')
          : t('LIMITS.REALITY_CHECK.VALUE', { duration: format.duration(limit.minutes) })}
      </p>
      <ChoiceGroup
        legend={t('LIMITS.REALITY_CHECK.INTERVAL')}
        choices={[
          ...REALITY_CHECK_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: format.duration(minutes),
          })),
          { value: OFF, label: t('LIMITS.REALITY_CHECK.OFF') },
        ]}
        value={choice}
        onChange={setChoice}
      />
      <FormError messages={Object.values(action.errors).flat()} />
      <div className={styles.rowActions}>
        <Button
          size="sm"
          variant="outline"
          disabled={action.isPending || choice === saved}
          onClick={() => void save()}
          aria-label={`${t('LIMITS.ACTIONS.SAVE')}, ${t('LIMITS.NAMES.REALITY_CHECK')}`}
        >
          {t('LIMITS.ACTIONS.SAVE')}
        </Button>
      </div>
    </section>
  );
}
