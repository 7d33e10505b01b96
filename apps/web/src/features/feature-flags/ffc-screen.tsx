import { useTranslation } from 'react-i18next';
import { FLAG_NAMES, resetFlags, setFlag, useFeatureFlags } from './use-feature-flags';

/** /ffc (RT-025, FF-001): every flag as a switch, stored locally, with a reset to the defaults. */
export function FfcScreen() {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  return (
    <section className="ffc" aria-labelledby="ffc-title">
      <h1 id="ffc-title">{t('APP.FFC.TITLE')}</h1>
      <p>{t('APP.FFC.TEXT')}</p>
      <ul className="ffc-list">
        {FLAG_NAMES.map((name) => (
          <li key={name}>
            <label>
              <input
                type="checkbox"
                role="switch"
                checked={flags[name]}
                onChange={(event) => setFlag(name, event.target.checked)}
              />{' '}
              <code>{name}</code>
            </label>
          </li>
        ))}
      </ul>
      <button type="button" onClick={resetFlags}>
        {t('APP.FFC.RESET')}
      </button>
    </section>
  );
}
