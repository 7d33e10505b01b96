import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament, TournamentPlayerEntry } from '@croupier/contracts/tournaments';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { useLootboxes, useWheel } from '../../features/lootboxes/api/lootbox-api';
import { useLotteries } from '../../features/lotteries/api/get-lotteries';
import { useLotteryStatuses } from '../../features/lotteries/api/get-lottery-statuses';
import { usePlayerTournaments } from '../../features/tournaments/api/get-player-tournaments';
import { useTournamentStatus } from '../../features/tournaments/api/get-tournament-status';
import { PromoTimer } from '../../features/tournaments/components/promo-timer';
import { itemHref, TournamentCard } from '../../features/tournaments/components/tournament-card';
import { activeQuests } from '../../features/tournaments/tournament-view';
import tournamentStyles from '../../features/tournaments/tournaments.module.css';
import { useClock } from '../../features/tournaments/use-clock';
import {
  useTournamentFormat,
  type TournamentFormat,
} from '../../features/tournaments/use-tournament-format';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { arenaEntries, type PromotionEntry } from './promotion-entries';
import styles from './promotions-screens.module.css';
import {
  usePromotionContext,
  usePromotionEntries,
  useShownTournaments,
} from './use-promotion-context';

/**
 * `/promotions` (RT-036), `/arena` (RT-033) and the activity hub `/aquanova-odyssey` (SH-055),
 * one lazy chunk. They read the tournaments', lotteries', gifts', lootboxes' and CMS features'
 * own queries, so their pushes (tournaments_statuses, lootboxes_changes) refresh these pages too.
 */

function PageHead({ title, text }: { title: string; text: string }) {
  return (
    <header className={tournamentStyles.head}>
      <h1 className={tournamentStyles.title}>{title}</h1>
      <p className={tournamentStyles.muted}>{text}</p>
    </header>
  );
}

function Loading() {
  return (
    <div className={tournamentStyles.grid}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={180} />
      ))}
    </div>
  );
}

/** A guest's way in: sign in or register and come back here. */
function SignInPrompt({ text, back }: { text: string; back: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt} data-testid="sign-in-prompt">
      <p>{text}</p>
      <div className={styles.actions}>
        <LocaleLink to={paths.registration.getHref(back)} className={buttonClassName()}>
          {t('PROMOTIONS.SIGN_UP')}
        </LocaleLink>
        <LocaleLink to={paths.signIn.getHref()} className={buttonClassName({ variant: 'outline' })}>
          {t('PROMOTIONS.SIGN_IN')}
        </LocaleLink>
      </div>
    </div>
  );
}

function PromotionCard({ entry, now }: { entry: PromotionEntry; now: number }) {
  const { t } = useTranslation();
  return (
    <li className={tournamentStyles.card} data-testid={`promotion-${entry.key}`}>
      <div className={tournamentStyles.cardHead}>
        <span className={tournamentStyles.typeTag}>
          {t(`PROMOTIONS.KINDS.${entry.kind.toUpperCase()}`)}
        </span>
        {entry.timer ? (
          <PromoTimer item={entry.timer} now={now} />
        ) : (
          <p className={tournamentStyles.timer}>{t('PROMOTIONS.UNTIL_TAKEN')}</p>
        )}
      </div>
      <h2 className={tournamentStyles.cardTitle}>
        <LocaleLink to={entry.href} className={tournamentStyles.cardLink}>
          {entry.title}
        </LocaleLink>
      </h2>
      {entry.description ? <p className={tournamentStyles.muted}>{entry.description}</p> : null}
      <LocaleLink
        to={paths.promotion.getHref(entry.slug)}
        className={[tournamentStyles.more, styles.details].join(' ')}
      >
        {t('PROMOTIONS.DETAILS')}
        <Icon name="chevronRight" size={16} />
      </LocaleLink>
    </li>
  );
}

/** `/promotions` (RT-036): every running and upcoming promotion with its timer and its page. */
export function PromotionsRoute() {
  const { t } = useTranslation();
  const context = usePromotionContext();
  const now = useClock();
  const { entries, isError } = usePromotionEntries(context, now);

  return (
    <div className={tournamentStyles.page}>
      <PageHead title={t('PROMOTIONS.TITLE')} text={t('PROMOTIONS.SUBTITLE')} />
      <section aria-busy={!entries} aria-live="polite">
        {isError ? (
          <EmptyState title={t('PROMOTIONS.LOAD_FAILED')} icon="alert" headingLevel={2} />
        ) : !entries ? (
          <Loading />
        ) : entries.length === 0 ? (
          <EmptyState title={t('PROMOTIONS.EMPTY')} icon="gift" headingLevel={2} />
        ) : (
          <ul className={tournamentStyles.grid} data-testid="promotion-list">
            {entries.map((entry) => (
              <PromotionCard key={entry.key} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One of the player's competitions: its timer, their place and score, or the join step. */
function StandingCard({
  item,
  entry,
  now,
  format,
}: {
  item: Tournament;
  entry: TournamentPlayerEntry | undefined;
  now: number;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  const needsJoin = entry?.status === 'confirmation_required';
  return (
    <li className={tournamentStyles.card} data-testid={`arena-entry-${item.id}`}>
      <div className={tournamentStyles.cardHead}>
        <span className={tournamentStyles.typeTag}>
          {t(`TOURNAMENTS.TYPES.${item.type.toUpperCase()}`)}
        </span>
        <PromoTimer item={item} now={now} />
      </div>
      <h3 className={tournamentStyles.cardTitle}>
        <LocaleLink to={itemHref(item)} className={tournamentStyles.cardLink}>
          {item.title}
        </LocaleLink>
      </h3>
      {needsJoin ? (
        <p className={tournamentStyles.muted}>{t('ARENA.NOT_JOINED')}</p>
      ) : (
        <dl className={tournamentStyles.facts}>
          <div data-testid="arena-place">
            <dt>{t('TOURNAMENTS.CARD.MY_PLACE')}</dt>
            <dd>{entry?.place ? `#${entry.place}` : t('ARENA.NO_POINTS')}</dd>
          </div>
          <div>
            <dt>{t('ARENA.SCORE')}</dt>
            <dd>{format.points(entry?.points ?? 0, item.scoring, item.currency)}</dd>
          </div>
          <div>
            <dt>{t('TOURNAMENTS.CARD.PLAYERS')}</dt>
            <dd>{format.count(item.players_count)}</dd>
          </div>
        </dl>
      )}
      <LocaleLink to={itemHref(item)} className={tournamentStyles.more}>
        {t(needsJoin ? 'ARENA.JOIN' : 'ARENA.LEADERBOARD')}
        <Icon name="chevronRight" size={16} />
      </LocaleLink>
    </li>
  );
}

/** The player's live competitions and the other running tournaments (arena and hub). */
function Competitions({
  items,
  signedIn,
  now,
  format,
  showOthers,
}: {
  items: readonly Tournament[];
  signedIn: boolean;
  now: number;
  format: TournamentFormat;
  showOthers: boolean;
}) {
  const { t } = useTranslation();
  const entries = usePlayerTournaments(signedIn);
  if (signedIn && entries.isPending) return <Loading />;
  const { mine, others } = arenaEntries(items, entries.data ?? [], now);
  return (
    <>
      {signedIn ? (
        mine.length === 0 ? (
          <p className={tournamentStyles.muted} data-testid="arena-none">
            {t('ARENA.NONE')}
          </p>
        ) : (
          <ul className={tournamentStyles.grid} data-testid="arena-mine">
            {mine.map(({ item, entry }) => (
              <StandingCard key={item.id} item={item} entry={entry} now={now} format={format} />
            ))}
          </ul>
        )
      ) : null}
      {showOthers && others.length > 0 ? (
        <>
          <h2 className={styles.sectionTitle}>{t('ARENA.RUNNING')}</h2>
          <ul className={tournamentStyles.grid} data-testid="arena-running">
            {others.map((item) => (
              <TournamentCard
                key={item.id}
                item={item}
                status={undefined}
                now={now}
                format={format}
              />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** `/arena` (RT-033): the player's live competitions with their ranks; a guest's running ones. */
export function ArenaRoute() {
  const { t } = useTranslation();
  const context = usePromotionContext();
  const now = useClock();
  const format = useTournamentFormat(context.currencyConfig);
  const tournaments = useShownTournaments(context.showTestQuests);
  return (
    <div className={tournamentStyles.page}>
      <PageHead title={t('ARENA.TITLE')} text={t('ARENA.SUBTITLE')} />
      {context.signedIn ? null : (
        <SignInPrompt text={t('ARENA.GUEST')} back={paths.arena.getHref()} />
      )}
      <section aria-busy={!tournaments.items} aria-live="polite">
        {tournaments.query.isError ? (
          <EmptyState title={t('PROMOTIONS.LOAD_FAILED')} icon="alert" headingLevel={2} />
        ) : !tournaments.items ? (
          <Loading />
        ) : (
          <Competitions
            items={tournaments.items}
            signedIn={context.signedIn}
            now={now}
            format={format}
            showOthers
          />
        )}
      </section>
    </div>
  );
}

function HubSection({
  id,
  title,
  href,
  linkText,
  children,
}: {
  id: string;
  title: string;
  href: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`hub-${id}`} data-testid={`hub-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={`hub-${id}`} className={styles.sectionTitle}>
          {title}
        </h2>
        <LocaleLink to={href} className={tournamentStyles.more}>
          {linkText}
          <Icon name="chevronRight" size={16} />
        </LocaleLink>
      </div>
      {children}
    </section>
  );
}

/** A running quest with the player's level (its status query, refreshed by the pushes). */
function QuestCard({
  item,
  now,
  format,
}: {
  item: Tournament;
  now: number;
  format: TournamentFormat;
}) {
  const { data: status } = useTournamentStatus(item.id, true);
  return <TournamentCard item={item} status={status} now={now} format={format} />;
}

/** The hub's lottery tickets: the common balance and the tickets in each lottery not drawn. */
function HubTickets({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const statuses = useLotteryStatuses();
  const lotteries = useLotteries(locale);
  if (!statuses.data || !lotteries.data) return <Skeleton height={80} />;
  const held = lotteries.data
    .map((lottery) => ({
      lottery,
      count:
        statuses.data.statuses.find((status) => status.lottery_id === lottery.id)?.tickets.length ??
        0,
    }))
    .filter(({ lottery, count }) => count > 0 && lottery.state !== 'drawn');
  return (
    <>
      <p className={styles.total} data-testid="hub-ticket-balance">
        {t('HUB.TICKET_BALANCE', { count: statuses.data.balance })}
      </p>
      {held.length > 0 ? (
        <ul className={styles.rows}>
          {held.map(({ lottery, count }) => (
            <li key={lottery.id} className={styles.row}>
              <LocaleLink to={paths.lottery.getHref(lottery.slug)}>{lottery.title}</LocaleLink>
              <span>{t('HUB.TICKETS', { count })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The hub's wheel spins and lootboxes still to open (LB-002, LB-012). */
function HubBoxes() {
  const { t } = useTranslation();
  const lootboxes = useLootboxes(true);
  const wheel = useWheel(true);
  if (!lootboxes.data || !wheel.data) return <Skeleton height={80} />;
  const issued = lootboxes.data.filter((box) => box.stage === 'issued');
  const spins = wheel.data.spins.length;
  return (
    <ul className={styles.rows}>
      <li className={styles.row} data-testid="hub-wheel">
        <LocaleLink to={paths.wheel.getHref()}>{t('HUB.WHEEL')}</LocaleLink>
        <span>{t('HUB.SPINS', { count: spins })}</span>
      </li>
      <li className={styles.row} data-testid="hub-lootboxes">
        <LocaleLink to={paths.martWheel.getHref()}>{t('HUB.LOOTBOXES')}</LocaleLink>
        <span>{t('HUB.BOXES', { count: issued.length })}</span>
      </li>
      {issued.map((box) => (
        <li key={box.id} className={styles.row} data-testid="hub-lootbox">
          <span>{box.title}</span>
          <LocaleLink to={paths.martWheel.getHref()} className={tournamentStyles.more}>
            {t('HUB.OPEN_BOX')}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/aquanova-odyssey` (SH-055): the player's running tournaments, quests, lottery tickets, wheel
 * and lootboxes in one page, each section from the same queries as its own page.
 */
export function ActivityHubRoute() {
  const { t } = useTranslation();
  const context = usePromotionContext();
  const now = useClock();
  const format = useTournamentFormat(context.currencyConfig);
  const tournaments = useShownTournaments(context.showTestQuests);
  const quests = tournaments.items ? activeQuests(tournaments.items, now) : undefined;
  return (
    <div className={tournamentStyles.page}>
      <PageHead title={t('HUB.TITLE')} text={t('HUB.SUBTITLE')} />
      {context.signedIn ? null : (
        <SignInPrompt text={t('HUB.GUEST')} back={paths.activityHub.getHref()} />
      )}
      <HubSection
        id="tournaments"
        title={t('HUB.TOURNAMENTS')}
        href={paths.arena.getHref()}
        linkText={t('HUB.TO_ARENA')}
      >
        {tournaments.items ? (
          <Competitions
            items={tournaments.items}
            signedIn={context.signedIn}
            now={now}
            format={format}
            showOthers={!context.signedIn}
          />
        ) : (
          <Loading />
        )}
      </HubSection>
      <HubSection
        id="quests"
        title={t('HUB.QUESTS')}
        href={paths.tournaments.getHref('actions')}
        linkText={t('HUB.ALL_QUESTS')}
      >
        {!quests ? (
          <Loading />
        ) : quests.length === 0 ? (
          <p className={tournamentStyles.muted}>{t('HUB.NO_QUESTS')}</p>
        ) : (
          <ul className={tournamentStyles.grid}>
            {quests.map((item) =>
              context.signedIn ? (
                <QuestCard key={item.id} item={item} now={now} format={format} />
              ) : (
                <TournamentCard
                  key={item.id}
                  item={item}
                  status={undefined}
                  now={now}
                  format={format}
                />
              ),
            )}
          </ul>
        )}
      </HubSection>
      {context.signedIn ? (
        <>
          {context.showLotteries ? (
            <HubSection
              id="tickets"
              title={t('HUB.LOTTERY_TICKETS')}
              href={paths.tournaments.getHref('lotteries')}
              linkText={t('HUB.ALL_LOTTERIES')}
            >
              <HubTickets locale={context.locale} />
            </HubSection>
          ) : null}
          <HubSection
            id="boxes"
            title={t('HUB.WHEEL_AND_BOXES')}
            href={paths.martWheel.getHref()}
            linkText={t('HUB.TO_WHEEL')}
          >
            <HubBoxes />
          </HubSection>
        </>
      ) : null}
    </div>
  );
}
