import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@croupier/contracts/limits';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { SESSION_MINUTES, usedPercent } from '../limit-rules';
import { LimitEditor } from './limit-editor';
import type { LimitFormat } from './limit-format';
import { PendingNote } from './pending-note';
import { useLimitAction } from './use-limit-action';
import styles from './limits.module.css';

function parseMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= SESSION_MINUTES.min && minutes <= SESSION_MINUTES.max ? minutes : null;
}

/** How long one session may last (RG-05): when it is used up, bets are refused. */
export function SessionLimitCard({
  limit,
  format,
}: {
  limit: UserLimit | undefined;
  format: LimitFormat;
}) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const action = useLimitAction();
  const minutes = limit?.minutes ?? null;
  const used = limit?.value_used_cents ?? 0;
  const percent = usedPercent(used, minutes);

  const save = async (text: string) => {
    const value = parseMinutes(text);
    if (value === null) {
      action.setErrors({ minutes: ['LIMITS.ERRORS.MINUTES'] });
      return;
    }
    if (await action.submit({ type: 'session', minutes: value })) setEditing(false);
  };

  return (
    <section
      className={[styles.card, limit?.reached ? styles.cardReached : ''].join(' ')}
      aria-labelledby="limits-session-title"
      data-testid="limit-session"
    >
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="clock" size={20} />
        </span>
        <div>
          <h3 id="limits-session-title" className={styles.cardTitle}>
            {t('LIMITS.SESSION.TITLE')}
          </h3>
          <p className={styles.cardText}>{t('LIMITS.SESSION.TEXT')}</p>
        </div>
        {limit?.reached ? (
          <span className={styles.reachedBadge}>
            <Icon name="alert" size={12} />
            {t('LIMITS.MONEY.REACHED')}
          </span>
        ) : null}
      </header>

      {limit && minutes !== null ? (
        <div className={styles.sessionValue}>
          <p className={styles.amount}>
            {t('LIMITS.SESSION.VALUE', { duration: format.duration(minutes) })}
          </p>
          <div
            className={styles.meter}
            role="meter"
            aria-label={t('LIMITS.SESSION.USED_LABEL')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.meterFill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.usage}>
            {t('LIMITS.SESSION.USED', {
              used: format.duration(Math.min(used, minutes)),
              limit: format.duration(minutes),
            })}
          </p>
          <PendingNote limit={limit} format={format} />
        </div>
      ) : (
        <p className={styles.noLimit}>{t('LIMITS.MONEY.NO_LIMIT')}</p>
      )}

      {isEditing ? (
        <LimitEditor
          label={t('LIMITS.SESSION.MINUTES_LABEL')}
          field="minutes"
          initialValue={minutes === null ? '' : String(minutes)}
          hint={t('LIMITS.SESSION.MINUTES_HINT')}
          inputMode="numeric"
          errors={action.errors}
          isPending={action.isPending}
          onSubmit={(value) => void save(value)}
          onCancel={() => {
            action.setErrors({});
            setEditing(false);
          }}
        />
      ) : (
        <>
          <FormError messages={Object.values(action.errors).flat()} />
          <div className={styles.rowActions}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`${t(limit ? 'LIMITS.ACTIONS.CHANGE' : 'LIMITS.ACTIONS.SET')}, ${t('LIMITS.NAMES.SESSION')}`}
            >
              {t(limit ? 'LIMITS.ACTIONS.CHANGE' : 'LIMITS.ACTIONS.SET')}
            </Button>
            {limit && !limit.pending?.removal ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={action.isPending}
                onClick={() => void action.remove(limit.id)}
                aria-label={`${t('LIMITS.ACTIONS.REMOVE')}, ${t('LIMITS.NAMES.SESSION')}`}
              >
                {t('LIMITS.ACTIONS.REMOVE')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
