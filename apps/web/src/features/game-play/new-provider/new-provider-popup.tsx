import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { titleFromSlug } from '../provider-title';
import styles from './new-provider-popup.module.css';

/**
 * The new-provider popup's content (platform-core.md §4): who the provider is and the way to
 * their games. Whoever opens it decides what closing means (joining the "already shown" group).
 */
export function NewProviderPopup({
  provider,
  providerTitle,
  onVisit,
  onLater,
}: {
  provider: string;
  /** The provider's name from the catalog's provider list, when it has answered. */
  providerTitle?: string | undefined;
  onVisit: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const title = providerTitle ?? titleFromSlug(provider);
  return (
    <div className={styles.popup}>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.monogram}>{title.charAt(0)}</span>
      </div>
      <p className={styles.eyebrow}>{t('NEW_PROVIDER.EYEBROW')}</p>
      <h2 className={styles.title}>{t('NEW_PROVIDER.TITLE', { provider: title })}</h2>
      <p className={styles.text}>{t('NEW_PROVIDER.TEXT')}</p>
      <div className={styles.actions}>
        <Button variant="primary" size="lg" block onClick={onVisit}>
          {t('NEW_PROVIDER.BUTTON')}
        </Button>
        <Button variant="ghost" block onClick={onLater}>
          {t('NEW_PROVIDER.LATER')}
        </Button>
      </div>
    </div>
  );
}
