import { useTranslation } from 'react-i18next';
import type { TournamentDetail, TournamentPlayerStatus } from '@croupier/contracts/tournaments';
import { Button, buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { useConfirmTournament } from '../api/confirm-tournament';
import type { TournamentFormat } from '../use-tournament-format';
import styles from '../tournaments.module.css';

/**
 * The player's side of a tournament page: a guest is asked to sign up; an item that needs
 * confirmation shows the join button until the player joins (TN-009); then their place, points
 * and what the place pays, as `tournaments_statuses` moves them. Once the item is finished an
 * entrant (who scored, or joined one that needs joining) sees their final result: the close
 * pushes it to every entrant, winners or not.
 */
export function MyStanding({
  item,
  status,
  isLoggedIn,
  format,
  returnPath,
}: {
  item: Pick<TournamentDetail, 'id' | 'status' | 'scoring' | 'currency' | 'entry'>;
  status: TournamentPlayerStatus | undefined;
  isLoggedIn: boolean;
  format: TournamentFormat;
  /** Where registration brings a guest back (RT-046). */
  returnPath: string;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTournament();
  if (item.status === 'archive') {
    const isEntrant =
      status !== undefined &&
      (status.points > 0 || (item.entry === 'confirmation' && status.confirmed));
    if (!isLoggedIn || !isEntrant) return null;
    return (
      <section className={styles.standing} data-testid="my-final-result">
        <h2 className={styles.panelTitle}>{t('TOURNAMENTS.STANDING.FINAL_TITLE')}</h2>
        <StandingFacts item={item} status={status} format={format} isFinal />
      </section>
    );
  }
  if (!isLoggedIn) {
    return (
      <section className={styles.standing} data-testid="my-standing">
        <p className={styles.muted}>{t('TOURNAMENTS.JOIN.GUEST_TEXT')}</p>
        <LocaleLink
          to={paths.registration.getHref(returnPath)}
          className={buttonClassName({ variant: 'primary' })}
        >
          {t('TOURNAMENTS.JOIN.GUEST')}
        </LocaleLink>
      </section>
    );
  }
  if (!status) return null;
  if (status.confirmation_required && !status.confirmed) {
    return (
      <section className={styles.standing} data-testid="my-standing">
        <h2 className={styles.panelTitle}>{t('TOURNAMENTS.JOIN.TITLE')}</h2>
        <p className={styles.muted}>{t('TOURNAMENTS.JOIN.TEXT')}</p>
        <Button
          variant="primary"
          onClick={() => confirm.mutate(item.id)}
          disabled={confirm.isPending}
          data-testid="tournament-join"
        >
          {t('TOURNAMENTS.JOIN.BUTTON')}
        </Button>
        {confirm.isError ? (
          <p className={styles.error} role="alert">
            {t('TOURNAMENTS.JOIN.FAILED')}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section className={styles.standing} data-testid="my-standing">
      {item.entry === 'confirmation' ? (
        <p className={styles.joined} data-testid="tournament-joined">
          {t('TOURNAMENTS.JOIN.JOINED')}
        </p>
      ) : null}
      <StandingFacts item={item} status={status} format={format} isFinal={false} />
    </section>
  );
}

/** Place, points and prize: live while the item runs, final (`isFinal`) once it is closed. */
function StandingFacts({
  item,
  status,
  format,
  isFinal,
}: {
  item: Pick<TournamentDetail, 'scoring' | 'currency'>;
  status: TournamentPlayerStatus;
  format: TournamentFormat;
  isFinal: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t(isFinal ? 'TOURNAMENTS.STANDING.FINAL_PLACE' : 'TOURNAMENTS.STANDING.PLACE')}</dt>
        <dd data-testid="my-place">
          {status.place ??
            t(isFinal ? 'TOURNAMENTS.STANDING.NO_FINAL_PLACE' : 'TOURNAMENTS.STANDING.NO_PLACE')}
        </dd>
      </div>
      <div>
        <dt>{t('TOURNAMENTS.STANDING.POINTS')}</dt>
        <dd data-testid="my-points">{format.points(status.points, item.scoring, item.currency)}</dd>
      </div>
      <div>
        <dt>{t(isFinal ? 'TOURNAMENTS.STANDING.FINAL_PRIZE' : 'TOURNAMENTS.STANDING.PRIZE')}</dt>
        <dd data-testid="my-prize">
          {status.prize
            ? format.prize(status.prize)
            : t(isFinal ? 'TOURNAMENTS.STANDING.NO_FINAL_PRIZE' : 'TOURNAMENTS.STANDING.NO_PRIZE')}
        </dd>
      </div>
    </dl>
  );
}
