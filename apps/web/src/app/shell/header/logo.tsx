import type { LogoConfig } from '@croupier/contracts/fe-config';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import styles from './header.module.css';

export interface LogoProps {
  config: LogoConfig | null | undefined;
  brandName: string;
}

/** SH-048: `logoUrl.mobile` below 768 px, `logoUrl.full` above (a <picture>, no JS, no CLS). */
export function Logo({ config, brandName }: LogoProps) {
  const { t } = useTranslation();
  return (
    <LocaleLink
      to={paths.home.getHref()}
      className={styles.logo}
      aria-label={t('SHELL.HOME_LINK', { brand: brandName })}
    >
      {config ? (
        <picture>
          <source media="(max-width: 767px)" srcSet={config.logoUrl.mobile} />
          <img src={config.logoUrl.full} alt={brandName} className={styles.logoImage} />
        </picture>
      ) : (
        <span className={styles.logoText}>{brandName}</span>
      )}
    </LocaleLink>
  );
}
