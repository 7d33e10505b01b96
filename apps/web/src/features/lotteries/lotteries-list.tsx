import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLotteries } from './api/get-lotteries';
import styles from './lotteries.module.css';

/**
 * Every lottery the player may see, each linking to its page: for the tournaments page's
 * lotteries tab (its own route composes it; features do not import each other).
 */
export function LotteriesList({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const lotteries = useLotteries(locale);
  if (lotteries.isPending) return <Skeleton height={120} />;
  if (lotteries.isError) return <p className={styles.error}>{t('LOTTERIES.NOT_FOUND')}</p>;
  return (
    <ul className={styles.list}>
      {lotteries.data.map((lottery) => (
        <li key={lottery.id} className={styles.section}>
          <LocaleLink to={paths.lottery.getHref(lottery.slug)} className={styles.sectionTitle}>
            {lottery.title}
          </LocaleLink>
          <p className={styles.muted}>{t(`LOTTERIES.STATE_NAME.${lottery.state.toUpperCase()}`)}</p>
        </li>
      ))}
    </ul>
  );
}
