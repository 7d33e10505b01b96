import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wageringPercent } from '@croupier/domain/bonus/wagering-progress';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { countdown, isActive, isNew, kindKey, type ShownGift } from '../gift-rules';
import styles from '../gifts.module.css';
import { ProgressBar } from '../../../components/progress-bar';

export interface GiftCardProps {
  gift: ShownGift;
  money: (minor: number, currency: string) => string;
  /** Activation asked (the screen guards it with GF-022 and reloads after, GF-008). */
  onActivate: (gift: ShownGift) => Promise<void>;
  /** Cancel confirmed (GF-009). */
  onCancel: (gift: ShownGift) => Promise<void>;
  /** The single bonus page shows one card with its terms open and no link to itself. */
  isSingle?: boolean;
}

/** Re-renders every minute so the countdown (GF-027) moves. */
function useMinuteClock(isOn: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isOn) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [isOn]);
  return now;
}

/**
 * One gift (engagement.md §3 Gift; GF-026..GF-028, GF-033): title, kind, stage, amount, bonus
 * money, wagering floored, free spins, countdown to the activation deadline, terms, the new
 * mark, and activate / cancel, the cancel confirmed with what it forfeits.
 */
export function GiftCard({ gift, money, onActivate, onCancel, isSingle = false }: GiftCardProps) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'activate' | 'cancel' | null>(null);
  const hasDeadline = gift.activatable && gift.activatable_until !== null;
  const now = useMinuteClock(hasDeadline);
  const left = hasDeadline ? countdown(gift.activatable_until, now) : null;
  const percent = wageringPercent(gift.amount_wager_cents, gift.amount_wager_requirement_cents);
  const isFreespins = gift.family === 'freespins';
  const active = isActive(gift);
  const titleId = `gift-${gift.id}-title`;

  const run = async (kind: 'activate' | 'cancel') => {
    setBusy(kind);
    try {
      await (kind === 'activate' ? onActivate(gift) : onCancel(gift));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <article
      className={[styles.card, active ? '' : styles.ended].join(' ')}
      aria-labelledby={titleId}
      data-testid="gift-card"
      data-stage={gift.stage}
    >
      {gift.image ? <img className={styles.image} src={gift.image} alt="" loading="lazy" /> : null}
      <header className={styles.cardHead}>
        <div className={styles.tags}>
          <span className={styles.kind}>
            <Icon name={isFreespins ? 'star' : 'gift'} size={14} />
            {t(`GIFTS.KINDS.${kindKey(gift.type)}`, { defaultValue: gift.type })}
          </span>
          <span className={styles.stage} data-stage={gift.stage}>
            {t(`GIFTS.STAGES.${gift.stage.toUpperCase()}`)}
          </span>
          {isNew(gift) ? (
            <span className={styles.new} data-testid="gift-new">
              {t('GIFTS.CARD.NEW')}
            </span>
          ) : null}
        </div>
        <h3 className={styles.title} id={titleId}>
          {gift.shownTitle}
        </h3>
        {gift.description ? <p className={styles.muted}>{gift.description}</p> : null}
      </header>

      <dl className={styles.facts}>
        {isFreespins ? (
          <>
            <div>
              <dt>{t('GIFTS.CARD.FREESPINS')}</dt>
              <dd data-testid="gift-freespins">
                {t('GIFTS.CARD.FREESPINS_LEFT', {
                  left: gift.freespins_left,
                  total: gift.freespins_total,
                })}
              </dd>
            </div>
            {gift.freespin_bet_cents > 0 ? (
              <div>
                <dt>{t('GIFTS.CARD.SPIN_BET')}</dt>
                <dd>{money(gift.freespin_bet_cents, gift.currency)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('GIFTS.CARD.WON')}</dt>
              <dd>{money(gift.amount_cents, gift.currency)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('GIFTS.CARD.AMOUNT')}</dt>
            <dd data-testid="gift-amount">{money(gift.amount_cents, gift.currency)}</dd>
          </div>
        )}
        {gift.bonus_cents > 0 ? (
          <div>
            <dt>{t('GIFTS.CARD.BONUS_MONEY')}</dt>
            <dd data-testid="gift-bonus">{money(gift.bonus_cents, gift.currency)}</dd>
          </div>
        ) : null}
        {gift.max_bet_cents !== null ? (
          <div>
            <dt>{t('GIFTS.CARD.MAX_BET')}</dt>
            <dd>{money(gift.max_bet_cents, gift.currency)}</dd>
          </div>
        ) : null}
        {gift.max_win_cents !== null ? (
          <div>
            <dt>{t('GIFTS.CARD.MAX_WIN')}</dt>
            <dd>{money(gift.max_win_cents, gift.currency)}</dd>
          </div>
        ) : null}
        {left ? (
          <div>
            <dt>{t('GIFTS.CARD.ACTIVATE_WITHIN')}</dt>
            <dd data-testid="gift-countdown">
              <Icon name="clock" size={14} /> {t('GIFTS.CARD.COUNTDOWN', { ...left })}
            </dd>
          </div>
        ) : null}
        {gift.wager_until && gift.stage === 'handle_bets' ? (
          <div>
            <dt>{t('GIFTS.CARD.WAGER_UNTIL')}</dt>
            <dd>
              {new Date(gift.wager_until).toLocaleString(undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </dd>
          </div>
        ) : null}
      </dl>

      {gift.amount_wager_requirement_cents > 0 ? (
        <div className={styles.wagering}>
          <div className={styles.wageringRow}>
            <span>{t('GIFTS.CARD.WAGERING')}</span>
            <span data-testid="gift-wagering">
              {money(gift.amount_wager_cents, gift.currency)} /{' '}
              {money(gift.amount_wager_requirement_cents, gift.currency)} · {percent}%
            </span>
          </div>
          <ProgressBar
            percent={percent}
            label={t('GIFTS.CARD.WAGERING_PROGRESS', { percent })}
            size="large"
          />
        </div>
      ) : null}

      {gift.terms ? (
        <details className={styles.terms} open={isSingle}>
          <summary>{t('GIFTS.CARD.TERMS')}</summary>
          <p>{gift.terms}</p>
        </details>
      ) : null}

      {isConfirming ? (
        <div
          className={styles.confirm}
          role="alertdialog"
          aria-labelledby={`${titleId}-cancel`}
          aria-describedby={`${titleId}-cancel-text`}
        >
          <p className={styles.confirmTitle} id={`${titleId}-cancel`}>
            {t('GIFTS.CANCEL.TITLE', { title: gift.shownTitle })}
          </p>
          <p className={styles.muted} id={`${titleId}-cancel-text`}>
            {gift.bonus_cents > 0
              ? t('GIFTS.CANCEL.FORFEITS', { amount: money(gift.bonus_cents, gift.currency) })
              : isFreespins && gift.freespins_left > 0
                ? t('GIFTS.CANCEL.FORFEITS_SPINS', { count: gift.freespins_left })
                : t('GIFTS.CANCEL.NOTHING_HELD')}
          </p>
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void run('cancel')}
              disabled={busy !== null}
            >
              {t('GIFTS.CANCEL.CONFIRM')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={busy !== null}
            >
              {t('GIFTS.CANCEL.KEEP')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {gift.activatable ? (
            <Button size="sm" onClick={() => void run('activate')} disabled={busy !== null}>
              {busy === 'activate' ? t('GIFTS.CARD.ACTIVATING') : t('GIFTS.CARD.ACTIVATE')}
            </Button>
          ) : null}
          {gift.cancelable ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirming(true)}
              disabled={busy !== null}
            >
              {t('GIFTS.CARD.CANCEL')}
            </Button>
          ) : null}
          {isSingle ? null : (
            <LocaleLink className={styles.more} to={paths.bonus.getHref(gift.id)}>
              {t('GIFTS.CARD.DETAILS')}
              <Icon name="chevronRight" size={14} />
            </LocaleLink>
          )}
        </div>
      )}
    </article>
  );
}
