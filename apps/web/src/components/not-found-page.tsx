import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { LocaleLink } from '../lib/i18n/locale-link';
import { buttonClassName } from './button';
import { EmptyState } from './empty-state';

/** RT-031, CMS-005: unknown paths and missing static pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('NOT_FOUND.DOCUMENT_TITLE');
  }, [t]);
  return (
    <EmptyState
      code="404"
      headingLevel={1}
      title={t('NOT_FOUND.TITLE')}
      text={t('NOT_FOUND.TEXT')}
      actions={
        <LocaleLink
          to={paths.home.getHref()}
          className={buttonClassName({ variant: 'primary', size: 'lg' })}
        >
          {t('NOT_FOUND.BACK_TO_LOBBY')}
        </LocaleLink>
      }
    />
  );
}
