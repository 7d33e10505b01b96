import { useTranslation } from 'react-i18next';
import type { PaymentMethodTableRow } from '@croupier/contracts/payments';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { useDocumentMeta } from '../../components/use-document-meta';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePaymentMethodTable } from './api/get-payment-method-table';
import { MethodLogo } from './components/method-list';
import styles from './payments-page.module.css';

type Side = 'deposit' | 'withdrawal';

/** "1600000" as the locale groups it (1,600,000); the decimals stay as the brand wrote them. */
function groupDigits(value: string, locale: string): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value));
}

/** Card and other fiat limits read as a sentence in the player's language (CB-015). */
function useLimitText(): (row: PaymentMethodTableRow, side: Side) => string {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (row, side) => {
    const limits = row[side];
    if (!limits) return '';
    const min = groupDigits(limits.min, locale);
    return limits.max
      ? t('PAYMENTS_PAGE.RANGE', {
          min,
          max: groupDigits(limits.max, locale),
          currency: row.currency,
        })
      : t('PAYMENTS_PAGE.FROM', { min, currency: row.currency });
  };
}

function MethodTable({ side, rows }: { side: Side; rows: readonly PaymentMethodTableRow[] }) {
  const { t } = useTranslation();
  const limitText = useLimitText();
  const fee = (value: string) => (value === 'free' ? t('PAYMENTS_PAGE.FREE') : value);
  const time = (value: string) => (value === 'instant' ? t('PAYMENTS_PAGE.INSTANT') : value);
  const titleId = `payments-${side}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        <Icon name={side === 'deposit' ? 'plus' : 'download'} size={20} />
        {t(side === 'deposit' ? 'PAYMENTS_PAGE.DEPOSITS' : 'PAYMENTS_PAGE.WITHDRAWALS')}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('PAYMENTS_PAGE.NONE')}</p>
      ) : (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('PAYMENTS_PAGE.METHOD')}</th>
              <th scope="col">{t('PAYMENTS_PAGE.FEE')}</th>
              <th scope="col">{t('PAYMENTS_PAGE.PROCESSING')}</th>
              <th scope="col">
                {t(
                  side === 'deposit'
                    ? 'PAYMENTS_PAGE.DEPOSIT_LIMITS'
                    : 'PAYMENTS_PAGE.WITHDRAWAL_LIMITS',
                )}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.id}-${row.currency}`} data-testid={`${side}-row-${row.id}`}>
                <th scope="row" className={styles.methodCell}>
                  <MethodLogo method={row} />
                  <span>
                    <span className={styles.methodTitle}>{row.title}</span>
                    {row.network ? <span className={styles.network}>{row.network}</span> : null}
                  </span>
                </th>
                <td data-label={t('PAYMENTS_PAGE.FEE')}>
                  <span className={styles.free}>{fee(row.fee)}</span>
                </td>
                <td data-label={t('PAYMENTS_PAGE.PROCESSING')}>{time(row.processingTime)}</td>
                <td
                  data-label={t(
                    side === 'deposit'
                      ? 'PAYMENTS_PAGE.DEPOSIT_LIMITS'
                      : 'PAYMENTS_PAGE.WITHDRAWAL_LIMITS',
                  )}
                  className={styles.limits}
                >
                  {limitText(row, side)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The payments page (engagement.md §2 Other screens, §9; CB-015, K-070..K-073): every deposit
 * and withdrawal method with its fee (free), processing time (instant) and limits, crypto
 * minimums and ranges as the brand configures them. Public: guests see it too.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { data: rows, isPending } = usePaymentMethodTable();
  useDocumentMeta({ title: t('PAYMENTS_PAGE.DOCUMENT_TITLE') });
  const deposit = (rows ?? []).filter((row) => row.deposit !== null);
  const withdrawal = (rows ?? []).filter((row) => row.withdrawal !== null);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('PAYMENTS_PAGE.TITLE')}</h1>
        <p className={styles.intro}>{t('PAYMENTS_PAGE.INTRO')}</p>
      </header>
      {isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton height={320} radius="var(--radius-lg)" />
        </div>
      ) : rows && rows.length > 0 ? (
        <>
          <MethodTable side="deposit" rows={deposit} />
          <MethodTable side="withdrawal" rows={withdrawal} />
        </>
      ) : (
        <EmptyState icon="wallet" title={t('PAYMENTS_PAGE.NONE')} />
      )}
    </div>
  );
}
