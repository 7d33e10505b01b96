import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { useRegistrationOffers } from '../api/get-registration-offers';
import styles from '../../../components/choice-cards.module.css';

export interface RegistrationGiftPickerProps {
  /** The currency chosen in the form (offers are per currency); null before one is. */
  currency: string | null;
  /** The chosen template id; null for none. */
  value: number | null;
  onChange: (giftId: number | null) => void;
}

/** What an offer gives, in a few words: free spins, wagering. */
function offerFacts(offer: GiftOffer, t: TFunction): string {
  return [
    offer.freespins_total > 0
      ? t('AUTH.REGISTRATION.GIFT.SPINS', { count: offer.freespins_total })
      : null,
    offer.wager_multiplier > 0
      ? t('AUTH.REGISTRATION.GIFT.WAGER', { times: offer.wager_multiplier })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The registration gift (engagement.md §4 Gifts; GF-013): the offers of GET
 * /api/bonuses/registration in the chosen currency, the first chosen, or none. The choice goes
 * with the sign-up as `bonus_id`; the gifts module issues it to the new account.
 */
export function RegistrationGiftPicker({ currency, value, onChange }: RegistrationGiftPickerProps) {
  const { t } = useTranslation();
  const { data: offers = [] } = useRegistrationOffers(currency);
  const firstId = offers[0]?.id ?? null;
  const isOffered = value !== null && offers.some((offer) => offer.id === value);
  // A new list (another currency) starts on its first offer, unless the choice is in it;
  // "none" stays chosen while the list is the same.
  const listKey = offers.map((offer) => offer.id).join(',');
  const handledList = useRef<string | null>(null);
  useEffect(() => {
    if (handledList.current === listKey) return;
    handledList.current = listKey;
    if (!isOffered) onChange(firstId);
  }, [listKey, isOffered, firstId, onChange]);

  if (offers.length === 0) return null;
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.title}>{t('AUTH.REGISTRATION.GIFT.TITLE')}</legend>
      {offers.map((offer) => (
        <label key={offer.id} className={styles.option} data-testid="registration-gift">
          <input
            type="radio"
            name="registration_gift"
            checked={value === offer.id}
            onChange={() => onChange(offer.id)}
          />
          <span className={styles.optionTitle}>{offer.title}</span>
          <span className={styles.muted}>{offerFacts(offer, t)}</span>
        </label>
      ))}
      <label className={styles.option}>
        <input
          type="radio"
          name="registration_gift"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className={styles.optionTitle}>{t('AUTH.REGISTRATION.GIFT.NONE')}</span>
      </label>
    </fieldset>
  );
}
