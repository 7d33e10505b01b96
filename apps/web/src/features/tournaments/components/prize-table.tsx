import { useTranslation } from 'react-i18next';
import type { TournamentPrizePlace } from '@croupier/contracts/tournaments';
import type { TournamentFormat } from '../use-tournament-format';
import styles from '../tournaments.module.css';

/** The prize table by place (a row may cover places `from..to`). */
export function PrizeTable({
  prizes,
  format,
}: {
  prizes: readonly TournamentPrizePlace[];
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  if (prizes.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="prize-table-title">
      <h2 id="prize-table-title" className={styles.panelTitle}>
        {t('TOURNAMENTS.PAGE.PRIZES')}
      </h2>
      <table className={styles.table} data-testid="prize-table">
        <thead>
          <tr>
            <th scope="col">{t('TOURNAMENTS.PAGE.PLACE')}</th>
            <th scope="col">{t('TOURNAMENTS.PAGE.PRIZE')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((row) => (
            <tr key={row.from_place}>
              <td>
                {row.from_place === row.to_place
                  ? row.from_place
                  : t('TOURNAMENTS.PAGE.PLACES', { from: row.from_place, to: row.to_place })}
              </td>
              <td>{format.prize(row.prize)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
