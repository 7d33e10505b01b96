import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import styles from './coming-soon-screen.module.css';

export interface ComingSoonScreenProps {
  /** Translation key of the screen's name, e.g. 'TOP_NAV.TOURNAMENTS'. */
  titleKey: string;
  /** 'page' renders an h1 and the way back to the lobby; 'section' sits inside another page. */
  variant?: 'page' | 'section';
}

/**
 * The honest state of a screen that a later issue builds: it names the screen, says it opens
 * soon and offers the way back to the lobby. No fake content stands in for the real thing.
 */
export function ComingSoonScreen({ titleKey, variant = 'page' }: ComingSoonScreenProps) {
  const { t } = useTranslation();
  const isPage = variant === 'page';
  return (
    <section className={[styles.screen, isPage ? '' : styles.compact].join(' ')}>
      <EmptyState
        icon="rocket"
        eyebrow={t('COMING_SOON.EYEBROW')}
        title={t('COMING_SOON.TITLE', { name: t(titleKey) })}
        text={t('COMING_SOON.TEXT')}
        headingLevel={isPage ? 1 : 2}
        actions={
          isPage ? (
            <LocaleLink
              to={paths.home.getHref()}
              className={buttonClassName({ variant: 'primary', size: 'lg' })}
            >
              {t('COMING_SOON.BACK_TO_LOBBY')}
            </LocaleLink>
          ) : undefined
        }
      />
    </section>
  );
}
