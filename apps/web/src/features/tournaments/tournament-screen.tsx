import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useTournament } from './api/get-tournament';
import { useTournamentStatus } from './api/get-tournament-status';
import { Leaderboard } from './components/leaderboard';
import { MissingPage } from './components/missing-page';
import { MyStanding } from './components/my-standing';
import { PrizeTable } from './components/prize-table';
import { PromoTimer } from './components/promo-timer';
import { RecentList } from './components/recent-list';
import { TournamentRules } from './components/tournament-rules';
import { statusAt } from './tournament-view';
import { useClock } from './use-clock';
import { useTournamentFormat } from './use-tournament-format';
import styles from './tournaments.module.css';

export interface TournamentScreenProps {
  /** A numeric id or the frontend identifier (RT-028: banner targets use either). */
  idOrSlug: string;
  isLoggedIn: boolean;
  currencyConfig: CurrencyConfig | null | undefined;
  now?: number;
}

/**
 * One tournament (`/tournaments/{id or slug}`, RT-028): its countdown, the player's standing
 * and the join button when entry needs confirmation, the prize table, the live leaderboard with
 * the player's own row, how it scores with its terms file, and the recently finished ones.
 */
export function TournamentScreen({
  idOrSlug,
  isLoggedIn,
  currencyConfig,
  now: fixedNow,
}: TournamentScreenProps) {
  const { t } = useTranslation();
  const now = useClock(fixedNow);
  const format = useTournamentFormat(currencyConfig);
  const detail = useTournament(idOrSlug);
  const item = detail.data;
  const status = useTournamentStatus(item?.id, isLoggedIn && item !== undefined);

  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <MissingPage
        titleKey={isMissing ? 'TOURNAMENTS.PAGE.NOT_FOUND' : 'TOURNAMENTS.LOAD_FAILED'}
        icon="trophy"
      />
    );
  }
  if (!item) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={180} />
        <Skeleton height={320} />
      </div>
    );
  }
  // The clock may have moved past a date since the item was read (TN-004). The close pushes
  // each entrant's final status (`finished`): the page is final at once, before the item is
  // read again.
  const finished = item.finished || status.data?.finished === true;
  const shown = {
    ...item,
    finished,
    status: finished ? ('archive' as const) : statusAt(item, now),
  };
  return (
    <div className={styles.page} data-testid="tournament-page" data-status={shown.status}>
      <LocaleLink to={paths.tournaments.getHref()} className={styles.back}>
        {t('TOURNAMENTS.PAGE.BACK')}
      </LocaleLink>
      <header className={styles.hero}>
        <span className={styles.typeTag}>{t(`TOURNAMENTS.TYPES.${item.type.toUpperCase()}`)}</span>
        <h1 className={styles.title}>{item.title}</h1>
        {item.description ? <p className={styles.muted}>{item.description}</p> : null}
        <PromoTimer item={shown} now={now} />
        <p className={styles.small}>
          {t('TOURNAMENTS.PAGE.PLAYERS', { count: item.players_count })}
        </p>
      </header>
      <MyStanding
        item={shown}
        status={status.data}
        isLoggedIn={isLoggedIn}
        format={format}
        returnPath={paths.tournament.getHref(idOrSlug)}
      />
      <div className={styles.columns}>
        <Leaderboard item={shown} format={format} />
        <div className={styles.side}>
          <PrizeTable prizes={item.prizes} format={format} />
          <TournamentRules item={item} format={format} />
        </div>
      </div>
      <RecentList exceptId={item.id} locale={format.locale} />
    </div>
  );
}
