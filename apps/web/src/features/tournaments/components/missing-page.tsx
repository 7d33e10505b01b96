import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import type { IconName } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import styles from '../tournaments.module.css';

/** A page with nothing to show (unknown, closed to the player, or none running): back to all. */
export function MissingPage({ titleKey, icon }: { titleKey: string; icon: IconName }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <EmptyState
        title={t(titleKey)}
        icon={icon}
        headingLevel={1}
        actions={
          <LocaleLink
            to={paths.tournaments.getHref()}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t('TOURNAMENTS.PAGE.BACK')}
          </LocaleLink>
        }
      />
    </div>
  );
}
