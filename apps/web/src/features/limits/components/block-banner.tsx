import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@croupier/contracts/limits';
import { Icon } from '../../../components/icon';
import type { LimitFormat } from './limit-format';
import { PendingNote } from './pending-note';
import styles from './limits.module.css';

/** `LIMITS.BLOCK.*`: what blocks the account and until when (RG-06, RG-07). */
export function blockText(
  t: (key: string, values?: Record<string, unknown>) => string,
  block: UserLimit,
  format: Pick<LimitFormat, 'date'>,
): string {
  const key = block.type.toUpperCase();
  return block.ends_at === null
    ? t(`LIMITS.BLOCK.${key}_FOREVER`)
    : t(`LIMITS.BLOCK.${key}`, { date: format.date(block.ends_at) });
}

/** While a break, a pause or a self-exclusion runs, the panel leads with it and its end. */
export function BlockBanner({ block, format }: { block: UserLimit; format: LimitFormat }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} role="status" aria-labelledby="limits-block-title">
      <span className={styles.blockIcon} aria-hidden="true">
        <Icon name="pause" size={24} />
      </span>
      <div className={styles.blockBody}>
        <h3 id="limits-block-title" className={styles.blockTitle}>
          {blockText(t, block, format)}
        </h3>
        <p className={styles.blockText}>{t('LIMITS.BLOCK.TEXT')}</p>
        <PendingNote limit={block} format={format} />
      </div>
    </section>
  );
}
