import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitPeriod, UserLimit } from '@croupier/contracts/limits';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-field';
import { Icon, type IconName } from '../../../components/icon';
import { findLimit, LIMIT_PERIODS, parseAmount, toAmountInput, usedPercent } from '../limit-rules';
import type { MoneyLimitType } from '../limit-rules';
import { limitNameKey } from '../limit-names';
import { LimitEditor } from './limit-editor';
import type { LimitFormat } from './limit-format';
import { PendingNote } from './pending-note';
import { useLimitAction } from './use-limit-action';
import styles from './limits.module.css';

const ICONS: Record<MoneyLimitType, IconName> = {
  deposit: 'wallet',
  loss: 'shield',
  wager: 'dice',
};

interface RowProps {
  type: MoneyLimitType;
  period: LimitPeriod;
  limit: UserLimit | undefined;
  format: LimitFormat;
}

/** One period of one money limit: its amount, what is used, when it resets, what is waiting. */
function MoneyLimitRow({ type, period, limit, format }: RowProps) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const action = useLimitAction();
  const name = t(limitNameKey({ type, period }));
  const code = limit?.currency ?? format.currency;
  const subunits = format.subunits(code);
  const amount = limit?.amount_cents ?? null;
  const percent = usedPercent(limit?.value_used_cents ?? 0, amount);
  const headingId = `limit-${type}-${period}`;

  const save = async (text: string) => {
    const minor = parseAmount(text, subunits);
    if (minor === null) {
      action.setErrors({ amount_cents: ['LIMITS.ERRORS.AMOUNT'] });
      return;
    }
    if (await action.submit({ type, period, amount_cents: minor })) setEditing(false);
  };

  const hasLimit = limit !== undefined && amount !== null;
  const actions = (
    <div className={styles.rowActions}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setEditing(true)}
        aria-label={`${t(limit ? 'LIMITS.ACTIONS.CHANGE' : 'LIMITS.ACTIONS.SET')}, ${name}`}
      >
        {t(limit ? 'LIMITS.ACTIONS.CHANGE' : 'LIMITS.ACTIONS.SET')}
      </Button>
      {limit && !limit.pending?.removal ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={action.isPending}
          onClick={() => void action.remove(limit.id)}
          aria-label={`${t('LIMITS.ACTIONS.REMOVE')}, ${name}`}
        >
          {t('LIMITS.ACTIONS.REMOVE')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <li
      className={[styles.row, limit?.reached ? styles.rowReached : ''].join(' ')}
      aria-labelledby={headingId}
      data-testid={`limit-${type}-${period}`}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowLabel}>
          <h4 id={headingId} className={styles.rowTitle}>
            {t(`LIMITS.PERIOD.${period.toUpperCase()}`)}
          </h4>
          {hasLimit ? null : <p className={styles.noLimit}>{t('LIMITS.MONEY.NO_LIMIT')}</p>}
        </div>
        {limit?.reached ? (
          <span className={styles.reachedBadge}>
            <Icon name="alert" size={12} />
            {t('LIMITS.MONEY.REACHED')}
          </span>
        ) : null}
        {/* Without a limit the row is one line: its name and the way to set one. */}
        {hasLimit || isEditing ? null : actions}
      </div>

      {hasLimit ? (
        <>
          <p className={styles.amount}>{format.money(amount, code)}</p>
          <div
            className={styles.meter}
            role="meter"
            aria-label={t('LIMITS.MONEY.USED_LABEL', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('LIMITS.MONEY.USED', {
              used: format.money(limit.value_used_cents, code),
              amount: format.money(amount, code),
            })}
          >
            <span className={styles.meterFill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.usage}>
            <span>
              {t('LIMITS.MONEY.USED', {
                used: format.money(limit.value_used_cents, code),
                amount: format.money(amount, code),
              })}
            </span>
            {limit.ends_at ? (
              <span className={styles.resets}>
                {t('LIMITS.MONEY.RESETS', { date: format.date(limit.ends_at) })}
              </span>
            ) : null}
          </p>
          <PendingNote limit={limit} format={format} />
        </>
      ) : null}

      {isEditing ? (
        <LimitEditor
          label={t('LIMITS.MONEY.AMOUNT_LABEL', { name, currency: code })}
          field="amount_cents"
          initialValue={amount === null ? '' : toAmountInput(amount, subunits)}
          inputMode="decimal"
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
          {hasLimit ? actions : null}
        </>
      )}
    </li>
  );
}

/** Deposit, loss or wager limits: a day, a week and a month, each set on its own (RG-03). */
export function MoneyLimitCard({
  type,
  limits,
  format,
}: {
  type: MoneyLimitType;
  limits: readonly UserLimit[];
  format: LimitFormat;
}) {
  const { t } = useTranslation();
  const key = type.toUpperCase();
  return (
    <section className={styles.card} aria-labelledby={`limits-${type}-title`}>
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name={ICONS[type]} size={20} />
        </span>
        <div>
          <h3 id={`limits-${type}-title`} className={styles.cardTitle}>
            {t(`LIMITS.TYPES.${key}.TITLE`)}
          </h3>
          <p className={styles.cardText}>{t(`LIMITS.TYPES.${key}.TEXT`)}</p>
        </div>
      </header>
      <ul className={styles.rows}>
        {LIMIT_PERIODS.map((period) => (
          <MoneyLimitRow
            key={period}
            type={type}
            period={period}
            limit={findLimit(limits, type, period)}
            format={format}
          />
        ))}
      </ul>
    </section>
  );
}
