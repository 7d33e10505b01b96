import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useTechWork } from './use-tech-work';
import styles from './tech-work-notice.module.css';

/** FF-003: the persistent technical-works bar under the header; nothing while the flag is off. */
export function TechWorkBar() {
  const { t } = useTranslation();
  const { active } = useTechWork();
  if (!active) return null;
  return (
    <div className={styles.bar} role="status" aria-label={t('TECH_WORK.LABEL')}>
      <Icon name="alert" size={18} className={styles.icon} />
      <p className={styles.text}>
        <strong>{t('TECH_WORK.TITLE')}</strong> {t('TECH_WORK.TEXT')}
      </p>
    </div>
  );
}

/** FF-003: what a cashbox popup shows instead of its steps during technical works. */
export function TechWorkPanel() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} role="status" aria-label={t('TECH_WORK.LABEL')}>
      <span className={styles.panelIcon}>
        <Icon name="alert" size={28} />
      </span>
      <h2 className={styles.panelTitle}>{t('TECH_WORK.TITLE')}</h2>
      <p className={styles.panelText}>{t('TECH_WORK.UNAVAILABLE')}</p>
    </section>
  );
}
