import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdventureDayView } from '@croupier/contracts/adventures';
import { Button, buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { formatEurCents } from '../adventure-format';
import styles from '../adventures.module.css';
import { ConditionTerms } from './condition-terms';
import { Countdown } from './countdown';

const STATE_KEYS = {
  completed: 'ADVENTURES.STATES.COMPLETED',
  active: 'ADVENTURES.STATES.ACTIVE',
  lost: 'ADVENTURES.STATES.LOST',
  future: 'ADVENTURES.STATES.FUTURE',
} as const;

/**
 * One day's card (VIP-020): completed (to gifts, VIP-021), active (details and deposit), lost
 * (no action), future (terms). The timer runs on the active day and on a completed day whose
 * gift waits for its activation (VIP-022).
 */
export function DayCard({
  day,
  locale,
  now,
}: {
  day: AdventureDayView;
  locale: string;
  now: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  return (
    <article
      className={`${styles.day} ${styles[day.state]}`}
      aria-labelledby={headingId}
      data-state={day.state}
    >
      <header className={styles.dayHead}>
        <h3 id={headingId} className={styles.dayTitle}>
          {t('ADVENTURES.DAY', { day: day.day })}
        </h3>
        <span className={`${styles.state} ${styles[`${day.state}Badge`]}`}>
          {t(STATE_KEYS[day.state])}
        </span>
      </header>
      <p className={styles.dayMeta}>
        {day.date ? <span>{day.date}</span> : null}
        <span>{t('ADVENTURES.STEP', { step: day.step, total: day.stepTotal })}</span>
      </p>
      <p className={styles.prize}>
        <span className={styles.prizeLabel}>{t('ADVENTURES.PRIZE')}</span> {day.prize.title}
      </p>

      {day.state === 'completed' ? (
        <>
          {day.ends_at ? (
            <Countdown until={day.ends_at} now={now} labelKey="ADVENTURES.ACTIVATE_WITHIN" />
          ) : null}
          {day.gift ? (
            <LocaleLink
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              to={paths.profile.gifts.getHref()}
            >
              {t('ADVENTURES.TO_GIFTS')}
            </LocaleLink>
          ) : day.lootbox ? (
            // A lootbox prize is opened where the player's boxes are (LB-014).
            <LocaleLink
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              to={paths.martWheel.getHref()}
            >
              {t('ADVENTURES.OPEN_LOOTBOX')}
            </LocaleLink>
          ) : (
            <ConditionTerms day={day} locale={locale} />
          )}
        </>
      ) : null}

      {day.state === 'active' ? (
        <>
          {day.ends_at ? (
            <Countdown until={day.ends_at} now={now} labelKey="ADVENTURES.ENDS_IN" />
          ) : null}
          {open ? (
            <div id={detailsId} className={styles.details}>
              <ConditionTerms day={day} locale={locale} />
              {day.progress ? (
                <ul className={styles.progress}>
                  {day.condition.minDep > 0 ? (
                    <li>
                      {t('ADVENTURES.PROGRESS_DEPOSIT', {
                        amount: formatEurCents(day.progress.best_deposit_eur_cents, locale),
                      })}
                    </li>
                  ) : null}
                  {day.condition.wager > 0 ? (
                    <li>
                      {t('ADVENTURES.PROGRESS_WAGER', {
                        amount: formatEurCents(day.progress.wagered_eur_cents, locale),
                        target: formatEurCents(day.condition.wager, locale),
                      })}
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? t('ADVENTURES.HIDE_DETAILS') : t('ADVENTURES.DETAILS')}
            </Button>
            <LocaleLink
              className={buttonClassName({ size: 'sm' })}
              to={paths.cashbox.deposit.getHref()}
            >
              {t('ADVENTURES.DEPOSIT')}
            </LocaleLink>
          </div>
        </>
      ) : null}

      {day.state === 'lost' ? <p className={styles.note}>{t('ADVENTURES.LOST_NOTE')}</p> : null}

      {day.state === 'future' ? (
        <>
          <p className={styles.note}>
            {day.date
              ? t('ADVENTURES.OPENS_ON', { date: day.date })
              : t('ADVENTURES.OPENS_AFTER', { day: day.day - 1 })}
          </p>
          <ConditionTerms day={day} locale={locale} />
        </>
      ) : null}
    </article>
  );
}
