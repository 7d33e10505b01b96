import { useTranslation } from 'react-i18next';
import type { TournamentDetail, TournamentTopPlayer } from '@croupier/contracts/tournaments';
import type { TournamentFormat } from '../use-tournament-format';
import styles from '../tournaments.module.css';

/**
 * TN-010: the leaderboard, best first, with the player's own row marked, and repeated below the
 * board when they stand outside it. The page reloads it on `tournaments_statuses`.
 */
export function Leaderboard({
  item,
  format,
}: {
  item: Pick<
    TournamentDetail,
    'leaderboard' | 'my_row' | 'scoring' | 'currency' | 'finished' | 'status'
  >;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  const row = (player: TournamentTopPlayer, isOwn = player.is_me) => (
    <tr
      key={`${player.award_place}-${isOwn ? 'me' : player.nickname}`}
      data-me={isOwn ? 'true' : undefined}
      data-testid={isOwn ? 'leaderboard-me' : 'leaderboard-row'}
      aria-current={isOwn ? 'true' : undefined}
    >
      <td className={styles.place}>{player.award_place}</td>
      <td>
        {player.nickname}
        {isOwn ? <span className={styles.you}>{t('TOURNAMENTS.PAGE.YOU')}</span> : null}
      </td>
      <td className={styles.number}>{format.points(player.points, item.scoring, item.currency)}</td>
      <td>{player.prize ? format.prize(player.prize) : '—'}</td>
    </tr>
  );
  const outside = item.my_row && !item.leaderboard.some((player) => player.is_me);
  return (
    <section className={styles.panel} aria-labelledby="leaderboard-title">
      <div className={styles.panelHead}>
        <h2 id="leaderboard-title" className={styles.panelTitle}>
          {t(item.finished ? 'TOURNAMENTS.PAGE.RESULTS' : 'TOURNAMENTS.PAGE.LEADERBOARD')}
        </h2>
        {item.status === 'active' ? (
          <span className={styles.live}>{t('TOURNAMENTS.PAGE.LIVE')}</span>
        ) : null}
      </div>
      {item.leaderboard.length === 0 ? (
        <p className={styles.muted} data-testid="leaderboard-empty">
          {t('TOURNAMENTS.PAGE.NO_PLAYERS')}
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('TOURNAMENTS.PAGE.PLACE')}</th>
                <th scope="col">{t('TOURNAMENTS.PAGE.PLAYER')}</th>
                <th scope="col" className={styles.number}>
                  {t('TOURNAMENTS.PAGE.POINTS')}
                </th>
                <th scope="col">{t('TOURNAMENTS.PAGE.PRIZE')}</th>
              </tr>
            </thead>
            <tbody>
              {item.leaderboard.map((player) => row(player))}
              {outside && item.my_row ? row(item.my_row, true) : null}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
