import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FLAG_NAMES, resetFlags, setFlag, useFeatureFlags } from './use-feature-flags';
import styles from './ffc-screen.module.css';

/** /ffc (RT-025, FF-001): every flag as a switch, stored locally, with a reset to the defaults. */
export function FfcScreen() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  return (
    <section className={styles.screen} aria-labelledby="ffc-title">
      <h1 id="ffc-title" className={styles.title}>
        {t('APP.FFC.TITLE')}
      </h1>
      <p className={styles.text}>{t('APP.FFC.TEXT')}</p>
      <ul className={styles.list}>
        {FLAG_NAMES.map((name) => (
          <li key={name}>
            <label className={styles.row}>
              <span className={styles.name}>{name}</span>
              <input
                className={styles.switch}
                type="checkbox"
                role="switch"
                checked={flags[name]}
                onChange={(event) => setFlag(name, event.target.checked)}
              />
            </label>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={resetFlags}>
        {t('APP.FFC.RESET')}
      </Button>
    </section>
  );
}
