import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';

/**
 * RT-020: /oops, the error page. Also where a visitor lands after declining the Australian
 * confirmation card (platform-core.md §4), so it explains without blaming and offers support.
 */
export function OopsPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('OOPS.DOCUMENT_TITLE');
  }, [t]);
  return (
    <EmptyState
      icon="alert"
      tone="danger"
      headingLevel={1}
      eyebrow={t('OOPS.EYEBROW')}
      title={t('OOPS.TITLE')}
      text={t('OOPS.TEXT')}
      actions={
        <>
          <LocaleLink
            to={paths.home.getHref()}
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
          >
            {t('OOPS.BACK_TO_LOBBY')}
          </LocaleLink>
          <LocaleLink
            to={paths.support.getHref()}
            className={buttonClassName({ variant: 'outline', size: 'lg' })}
          >
            {t('OOPS.CONTACT_SUPPORT')}
          </LocaleLink>
        </>
      }
    />
  );
}
