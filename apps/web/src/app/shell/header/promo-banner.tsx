import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import styles from './header.module.css';

/** platform-core.md §9: the promo banner reappears 2 minutes after it was closed (SH-003). */
export const PROMO_BANNER_RETURN_MS = 120_000;

export function usePromoBanner() {
  const [closedAt, setClosedAt] = useState<number | null>(null);
  useEffect(() => {
    if (closedAt === null) return;
    const timer = setTimeout(() => setClosedAt(null), PROMO_BANNER_RETURN_MS);
    return () => clearTimeout(timer);
  }, [closedAt]);
  const close = useCallback(() => setClosedAt(Date.now()), []);
  return { isVisible: closedAt === null, close };
}

export interface PromoBannerProps {
  onClose: () => void;
}

/** The guests' closable welcome-offer pill in the header. */
export function PromoBanner({ onClose }: PromoBannerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.promo}>
      <LocaleLink to={paths.signUp.getHref()} className={styles.promoLink}>
        <Icon name="gift" size={18} className={styles.promoIcon} />
        <span className={styles.promoText}>{t('PROMO_BANNER.TEXT')}</span>
        <span className={styles.promoCta}>{t('PROMO_BANNER.CTA')}</span>
      </LocaleLink>
      <button
        type="button"
        className={styles.promoClose}
        aria-label={t('PROMO_BANNER.CLOSE')}
        onClick={onClose}
      >
        <Icon name="close" size={14} />
      </button>
    </div>
  );
}
