import { useTranslation } from 'react-i18next';
import type { PaymentMethod, SavedProfile } from '@croupier/contracts/payments';
import { hasMaximum } from '@croupier/domain/payments/amount-limits';
import { Skeleton } from '../../../components/skeleton';
import { useMoney } from '../use-money';
import styles from './cashbox.module.css';

export function MethodLogo({ method }: { method: Pick<PaymentMethod, 'logo'> }) {
  return (
    <span className={styles.methodLogo}>
      {method.logo ? <img src={method.logo} alt="" width={48} height={32} loading="lazy" /> : null}
    </span>
  );
}

/** "Visa •••• 4242": the provider names brands in lower case. */
export function useSavedCardLabel(): (profile: SavedProfile) => string {
  const { t } = useTranslation();
  return (profile) =>
    t('CASHBOX.METHODS.SAVED_CARD', {
      brand: profile.brand.charAt(0).toUpperCase() + profile.brand.slice(1),
      last4: profile.last4,
    });
}

/** "€10 – €5,000" in the method's currency. */
export function useLimitsText(): (method: PaymentMethod) => string {
  const { format } = useMoney();
  return (method) =>
    hasMaximum(method.limits)
      ? `${format(method.limits.min_cents, method.currency)} – ${format(method.limits.max_cents, method.currency)}`
      : format(method.limits.min_cents, method.currency);
}

export interface MethodListProps {
  methods: readonly PaymentMethod[] | undefined;
  isLoading: boolean;
  onSelect: (method: PaymentMethod, savedProfile?: SavedProfile) => void;
  /** Saved cards first, as one-click choices (deposits). */
  showSavedProfiles?: boolean;
}

/** The methods of the player's country, licence and currency, with logos and limits (CB-008). */
export function MethodList({ methods, isLoading, onSelect, showSavedProfiles }: MethodListProps) {
  const { t } = useTranslation();
  const limitsText = useLimitsText();
  const savedCardLabel = useSavedCardLabel();
  if (isLoading) {
    return (
      <ul className={styles.methods} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <Skeleton height={64} radius="var(--radius-md)" />
          </li>
        ))}
      </ul>
    );
  }
  if (!methods || methods.length === 0) {
    return <p className={styles.empty}>{t('CASHBOX.METHODS.EMPTY')}</p>;
  }
  const saved = showSavedProfiles
    ? methods.flatMap((method) => method.savedProfiles.map((profile) => ({ method, profile })))
    : [];
  return (
    <>
      {saved.length > 0 ? (
        <section className={styles.section} aria-labelledby="cashbox-saved-cards">
          <h3 className={styles.sectionTitle} id="cashbox-saved-cards">
            {t('CASHBOX.METHODS.SAVED')}
          </h3>
          <ul className={styles.methods}>
            {saved.map(({ method, profile }) => (
              <li key={`${method.id}-${profile.id}`}>
                <button
                  type="button"
                  className={styles.method}
                  onClick={() => onSelect(method, profile)}
                >
                  <MethodLogo method={method} />
                  <span className={styles.methodText}>
                    <span className={styles.methodTitle}>{savedCardLabel(profile)}</span>
                    <span className={styles.methodLimits}>
                      {t('CASHBOX.METHODS.EXPIRES', { expiry: profile.expiry })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="cashbox-methods">
        <h3 className={styles.sectionTitle} id="cashbox-methods">
          {t('CASHBOX.METHODS.TITLE')}
        </h3>
        <ul className={styles.methods}>
          {methods.map((method) => (
            <li key={method.id}>
              <button type="button" className={styles.method} onClick={() => onSelect(method)}>
                <MethodLogo method={method} />
                <span className={styles.methodText}>
                  <span className={styles.methodTitle}>{method.title}</span>
                  <span className={styles.methodLimits}>{limitsText(method)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The chosen method above its form, with a way back to the list. */
export function ChosenMethod({
  method,
  savedProfile,
  onChange,
}: {
  method: PaymentMethod;
  savedProfile?: SavedProfile | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const limitsText = useLimitsText();
  const savedCardLabel = useSavedCardLabel();
  return (
    <div className={styles.chosen}>
      <MethodLogo method={method} />
      <span className={styles.methodText}>
        <span className={styles.methodTitle}>
          {savedProfile ? savedCardLabel(savedProfile) : method.title}
        </span>
        <span className={styles.methodLimits}>{limitsText(method)}</span>
      </span>
      <button type="button" className={styles.linkButton} onClick={onChange}>
        {t('CASHBOX.METHODS.CHANGE')}
      </button>
    </div>
  );
}
