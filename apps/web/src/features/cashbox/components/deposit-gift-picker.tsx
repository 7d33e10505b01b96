import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { depositGiftsAllowed } from '@croupier/domain/gifts/gift-eligibility';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { logError } from '../../../lib/logger';
import { enableBonuses } from '../api/enable-bonuses';
import { useDepositOffers } from '../api/get-deposit-offers';
import { useCashboxEnv } from '../cashbox-env';
import { useMoney } from '../use-money';
import styles from '../../../components/choice-cards.module.css';

export interface DepositGiftPickerProps {
  currency: string | undefined;
  /** The chosen template id, or null for "no bonus". */
  value: number | null;
  onChange: (giftId: number | null) => void;
}

/**
 * CB-029's deposit gift: the offers of GET /api/bonuses/deposit for this deposit, the first
 * chosen, and "no bonus". The multi-account group and a player with a stored deposit bonus code
 * get none (GF-010: the api's rule, also applied here so nothing is asked for), nor does a
 * visitor whose stag the brand excludes from promotions (GF-032). A player with bonuses off is
 * asked to turn them on first (GF-021, GF-022).
 */
export function DepositGiftPicker({ currency, value, onChange }: DepositGiftPickerProps) {
  const { t } = useTranslation();
  const { player, onPlayerChange, hidesDepositGifts } = useCashboxEnv();
  const canIssue = player.can_issue_bonuses !== false;
  // GF-010 as if bonuses were on: whether turning them on would bring offers at all.
  const wouldBeAllowed = depositGiftsAllowed({
    canIssueBonuses: true,
    depositBonusCode: player.deposit_bonus_code ?? null,
    groups: player.groups ?? [],
  });
  const isAllowed = canIssue && wouldBeAllowed && !hidesDepositGifts;
  const offers = useDepositOffers(currency, isAllowed);
  const [isEnabling, setEnabling] = useState(false);
  const [enableFailed, setEnableFailed] = useState(false);
  const list = isAllowed ? (offers.data ?? []) : [];
  const firstId = list[0]?.id ?? null;
  const isKnown = value === null || list.some((offer) => offer.id === value);

  // The first offer is chosen when the offers arrive; a choice no longer offered is dropped.
  const [hasChosen, setChosen] = useState(false);
  useEffect(() => {
    if (!hasChosen && firstId !== null && value === null) onChange(firstId);
    else if (!isKnown) onChange(null);
  }, [firstId, hasChosen, isKnown, onChange, value]);

  const choose = (id: number | null) => {
    setChosen(true);
    onChange(id);
  };

  const turnOn = async () => {
    setEnabling(true);
    setEnableFailed(false);
    try {
      const saved = await enableBonuses();
      onPlayerChange?.(saved);
    } catch (error) {
      logError('useBonuses', error);
      setEnableFailed(true);
    } finally {
      setEnabling(false);
    }
  };

  if (hidesDepositGifts) return null;
  if (!canIssue && wouldBeAllowed) {
    return (
      <section className={styles.picker} aria-labelledby="cashbox-gifts-title">
        <h3 className={styles.title} id="cashbox-gifts-title">
          <Icon name="gift" size={18} />
          {t('CASHBOX.GIFTS.TITLE')}
        </h3>
        <p className={styles.muted}>{t('CASHBOX.GIFTS.BONUSES_OFF')}</p>
        {enableFailed ? (
          <p className={styles.error} role="alert">
            {t('GIFTS.ERRORS.GENERIC')}
          </p>
        ) : null}
        <div>
          <Button size="sm" variant="secondary" onClick={() => void turnOn()} disabled={isEnabling}>
            {t('GIFTS.ENABLE.CONFIRM')}
          </Button>
        </div>
      </section>
    );
  }
  // Nothing to pick: a bonus code is in place, the multi-account group, or no offers now.
  if (list.length === 0) return null;

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.title}>
        <Icon name="gift" size={18} />
        {t('CASHBOX.GIFTS.TITLE')}
      </legend>
      {list.map((offer) => (
        <OfferOption
          key={offer.id}
          offer={offer}
          currency={currency}
          isChecked={value === offer.id}
          onChoose={() => choose(offer.id)}
        />
      ))}
      <label className={styles.option} data-testid="deposit-gift-none">
        <input
          type="radio"
          name="deposit_gift"
          checked={value === null}
          onChange={() => choose(null)}
        />
        <span className={styles.optionTitle}>{t('CASHBOX.GIFTS.NONE')}</span>
        <span className={styles.muted}>{t('CASHBOX.GIFTS.NONE_TEXT')}</span>
      </label>
    </fieldset>
  );
}

function OfferOption({
  offer,
  currency,
  isChecked,
  onChoose,
}: {
  offer: GiftOffer;
  currency: string | undefined;
  isChecked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const inCurrency = offer.currency ?? currency ?? '';
  const money = (minor: number) => format(minor, inCurrency);
  const amount =
    offer.percent !== null
      ? offer.max_amount_cents !== null
        ? t('CASHBOX.GIFTS.PERCENT_UP_TO', {
            percent: offer.percent,
            amount: money(offer.max_amount_cents),
          })
        : t('CASHBOX.GIFTS.PERCENT', { percent: offer.percent })
      : offer.amount_cents !== null && offer.amount_cents > 0
        ? money(offer.amount_cents)
        : null;
  const facts = [
    amount,
    offer.freespins_total > 0 ? t('CASHBOX.GIFTS.SPINS', { count: offer.freespins_total }) : null,
    offer.wager_multiplier > 0
      ? t('CASHBOX.GIFTS.WAGER', { times: offer.wager_multiplier })
      : t('CASHBOX.GIFTS.NO_WAGER'),
    offer.min_deposit_cents !== null && offer.min_deposit_cents > 0
      ? t('CASHBOX.GIFTS.MIN_DEPOSIT', { amount: money(offer.min_deposit_cents) })
      : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <label className={styles.option} data-testid="deposit-gift-offer">
      <input type="radio" name="deposit_gift" checked={isChecked} onChange={onChoose} />
      <span className={styles.optionTitle}>{offer.title}</span>
      <span className={styles.muted}>{facts.join(' · ')}</span>
      {offer.terms ? (
        <details className={styles.terms}>
          <summary>{t('GIFTS.CARD.TERMS')}</summary>
          <p>{offer.terms}</p>
        </details>
      ) : null}
    </label>
  );
}
