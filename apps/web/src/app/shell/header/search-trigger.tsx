import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Tooltip } from '../../../components/tooltip';
import styles from './header.module.css';

/**
 * The game search entry. Search itself arrives with the games issue (platform-core.md §4
 * Search); until then the trigger is present but aria-disabled and says so in a tooltip,
 * rather than opening an empty popup.
 */
export function SearchTrigger() {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('HEADER.SEARCH_SOON')}>
      {(triggerProps) => (
        <button
          type="button"
          className={styles.searchTrigger}
          aria-disabled="true"
          aria-label={t('HEADER.SEARCH')}
          onClick={(event) => event.preventDefault()}
          {...triggerProps}
        >
          <Icon name="search" size={18} />
          <span className={styles.searchText}>{t('HEADER.SEARCH')}</span>
        </button>
      )}
    </Tooltip>
  );
}
