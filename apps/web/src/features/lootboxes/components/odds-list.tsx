import { useTranslation } from 'react-i18next';
import { formatChance } from '@croupier/domain/lootboxes/weighted-draw';
import styles from '../lootboxes.module.css';

export interface OddsRow {
  key: string;
  prize: string;
  terms?: string;
  /** 0..1, computed from the weights the server draws with. */
  chance: number;
}

/** Published odds: every prize with its chance (the same weights the server draws with). */
export function OddsList({ rows, testId }: { rows: readonly OddsRow[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <table className={styles.odds} data-testid={testId}>
      <caption className={styles.oddsCaption}>{t('LOOTBOXES.ODDS.CAPTION')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('LOOTBOXES.ODDS.PRIZE')}</th>
          <th scope="col" className={styles.chanceCell}>
            {t('LOOTBOXES.ODDS.CHANCE')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-chance={row.chance}>
            <td>
              <span className={styles.oddsPrize}>{row.prize}</span>
              {row.terms ? <span className={styles.oddsTerms}>{row.terms}</span> : null}
            </td>
            <td className={styles.chanceCell}>{formatChance(row.chance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
