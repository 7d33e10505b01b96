import { useTranslation } from 'react-i18next';
import type { Lottery } from '@croupier/contracts/lotteries';
import { Button, buttonClassName } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLottery } from './api/get-lottery';
import { BuyTicketsForm } from './buy-tickets-form';
import { Countdown } from './countdown';
import { DrawProof } from './draw-proof';
import type { LotteryEnv } from './lottery-env';
import styles from './lotteries.module.css';

function euros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function StateLine({ lottery, locale }: { lottery: Lottery; locale: string }) {
  const { t } = useTranslation();
  if (lottery.state === 'upcoming') {
    return (
      <p className={styles.timer}>
        {t('LOTTERIES.STATE.UPCOMING')} <Countdown to={new Date(lottery.start_at)} />
      </p>
    );
  }
  if (lottery.state === 'active') {
    return (
      <p className={styles.timer}>
        {t('LOTTERIES.STATE.ACTIVE')} <Countdown to={new Date(lottery.end_at)} />
      </p>
    );
  }
  if (lottery.state === 'drawing')
    return <p className={styles.timer}>{t('LOTTERIES.STATE.DRAWING')}</p>;
  return (
    <p className={styles.timer} data-testid="lottery-drawn">
      {t('LOTTERIES.STATE.DRAWN', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(lottery.drawn_at ?? lottery.end_at),
        ),
      })}
    </p>
  );
}

function MyTickets({ lottery, env }: { lottery: Lottery; env: LotteryEnv }) {
  const { t } = useTranslation();
  if (!env.isLoggedIn) {
    return (
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('LOTTERIES.TICKETS.TITLE')}</h2>
        <p className={styles.muted}>{t('LOTTERIES.TICKETS.GUEST')}</p>
        <LocaleLink to={env.signUpHref} className={buttonClassName()}>
          {t('LOTTERIES.TICKETS.SIGN_UP')}
        </LocaleLink>
      </section>
    );
  }
  const won = lottery.tickets.filter((ticket) => ticket.is_winner);
  return (
    <section className={styles.section} aria-labelledby="lottery-tickets">
      <h2 id="lottery-tickets" className={styles.sectionTitle}>
        {t('LOTTERIES.TICKETS.TITLE')}
      </h2>
      <p data-testid="lottery-my-tickets">
        {t('LOTTERIES.TICKETS.COUNT', { count: lottery.tickets.length })}
      </p>
      {lottery.tickets.length > 0 ? (
        <ul className={styles.tickets}>
          {lottery.tickets.map((ticket) => (
            <li key={ticket.id} className={ticket.is_winner ? styles.winningTicket : styles.ticket}>
              #{ticket.number}
            </li>
          ))}
        </ul>
      ) : null}
      {won.map((ticket) => (
        <p key={ticket.id} className={styles.verified} data-testid="lottery-my-prize">
          {t('LOTTERIES.TICKETS.WON', { number: ticket.number, prize: ticket.prize?.title ?? '' })}
        </p>
      ))}
      {lottery.in_progress ? <BuyTicketsForm lottery={lottery} /> : null}
      {lottery.in_progress && lottery.deposit_rule ? (
        <p className={styles.muted}>
          {t('LOTTERIES.TICKETS.DEPOSIT_RULE', {
            amount: euros(lottery.deposit_rule.eur_cents_per_ticket, env.locale),
            count: lottery.deposit_rule.max_tickets_per_deposit,
          })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /lottery/{slug} (RT-028, TN-014..TN-019): the lottery's state and countdown, the player's
 * tickets and how to get more, the prizes, the draw's proof and, once drawn, the winners.
 */
export function LotteryScreen({ idOrSlug, env }: { idOrSlug: string; env: LotteryEnv }) {
  const { t } = useTranslation();
  const query = useLottery(idOrSlug, env.locale);
  if (query.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton height={220} />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('LOTTERIES.NOT_FOUND')}</h1>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('LOTTERIES.RETRY')}
        </Button>
      </div>
    );
  }
  const lottery = query.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{lottery.title}</h1>
        <p className={styles.lead}>{lottery.description}</p>
        <StateLine lottery={lottery} locale={env.locale} />
      </header>
      <div className={styles.columns}>
        <MyTickets lottery={lottery} env={env} />
        <section className={styles.section} aria-labelledby="lottery-prizes">
          <h2 id="lottery-prizes" className={styles.sectionTitle}>
            {t('LOTTERIES.PRIZES')}
          </h2>
          <ol className={styles.prizes}>
            {lottery.prizes.map((prize) => {
              const winner = lottery.winners.find((entry) => entry.place === prize.place);
              return (
                <li key={prize.place}>
                  <span className={styles.place}>
                    {t('LOTTERIES.PLACE', { place: prize.place })}
                  </span>
                  <span>{prize.title}</span>
                  {winner ? (
                    <span className={styles.winner} data-testid="lottery-winner">
                      {t('LOTTERIES.WINNER', {
                        nickname: winner.nickname,
                        number: winner.ticket_number,
                      })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {lottery.state === 'drawn' && lottery.winners.length === 0 ? (
            <p className={styles.muted}>{t('LOTTERIES.NO_TICKETS')}</p>
          ) : null}
        </section>
      </div>
      <DrawProof lottery={lottery} />
    </div>
  );
}
