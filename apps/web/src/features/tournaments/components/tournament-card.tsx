import { useTranslation } from 'react-i18next';
import type { Tournament, TournamentPlayerStatus } from '@croupier/contracts/tournaments';
import { Icon } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import type { TournamentFormat } from '../use-tournament-format';
import { PromoTimer } from './promo-timer';
import styles from '../tournaments.module.css';

/** Where an item's page is: a quest's at `/action/{slug}`, the rest at `/tournaments/{id}`. */
export function itemHref(item: Pick<Tournament, 'id' | 'quest'>): string {
  return item.quest ? paths.quest.getHref(item.quest.slug) : paths.tournament.getHref(item.id);
}

/**
 * One tournament or quest in a list: its type, timer, first prize and, for a signed-in player,
 * their place (TN-011: without a status the card renders without progress).
 */
export function TournamentCard({
  item,
  status,
  now,
  format,
}: {
  item: Tournament;
  status: TournamentPlayerStatus | undefined;
  now: number;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  const topPrize = item.prizes[0]?.prize;
  const quest = status?.quest;
  return (
    <li className={styles.card} data-testid={`tournament-card-${item.id}`}>
      <div className={styles.cardHead}>
        <span className={styles.typeTag}>{t(`TOURNAMENTS.TYPES.${item.type.toUpperCase()}`)}</span>
        <PromoTimer item={item} now={now} />
      </div>
      <h3 className={styles.cardTitle}>
        <LocaleLink to={itemHref(item)} className={styles.cardLink}>
          {item.title}
        </LocaleLink>
      </h3>
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <dl className={styles.facts}>
        {topPrize ? (
          <div>
            <dt>{t('TOURNAMENTS.CARD.TOP_PRIZE')}</dt>
            <dd>{format.prize(topPrize)}</dd>
          </div>
        ) : null}
        {item.quest ? (
          <div>
            <dt>{t('QUESTS.LEVELS')}</dt>
            <dd>{item.quest.levels.length}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('TOURNAMENTS.CARD.PLAYERS')}</dt>
            <dd>{format.count(item.players_count)}</dd>
          </div>
        )}
        {status && !item.quest ? (
          <div data-testid="card-my-place">
            <dt>{t('TOURNAMENTS.CARD.MY_PLACE')}</dt>
            <dd>{status.place ?? '—'}</dd>
          </div>
        ) : null}
        {quest ? (
          <div data-testid="card-my-level">
            <dt>{t('QUESTS.MY_LEVEL')}</dt>
            <dd>{quest.current_level}</dd>
          </div>
        ) : null}
      </dl>
      <LocaleLink to={itemHref(item)} className={styles.more} aria-hidden="true" tabIndex={-1}>
        {t('TOURNAMENTS.CARD.OPEN')}
        <Icon name="chevronRight" size={16} />
      </LocaleLink>
    </li>
  );
}
