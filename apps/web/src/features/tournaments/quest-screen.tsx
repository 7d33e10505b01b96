import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { Tournament } from '@croupier/contracts/tournaments';
import { buttonClassName } from '../../components/button';
import { ProgressBar } from '../../components/progress-bar';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useTournamentStatus } from './api/get-tournament-status';
import { useTournaments } from './api/get-tournaments';
import { MissingPage } from './components/missing-page';
import { PromoTimer } from './components/promo-timer';
import { QuestLadder } from './components/quest-ladder';
import { activeQuests, shownItems } from './tournament-view';
import { useClock } from './use-clock';
import { useTournamentFormat, type TournamentFormat } from './use-tournament-format';
import styles from './tournaments.module.css';

export interface QuestScreenProps {
  /** The quest's slug (the identifier's third segment, TN-020); none: the running quest. */
  slug: string | undefined;
  isLoggedIn: boolean;
  showTestQuests: boolean;
  currencyConfig: CurrencyConfig | null | undefined;
  now?: number;
}

/** Where the player stands: EUR bet so far and what is left to the next level (TN-025, TN-027). */
function QuestProgressPanel({
  quest,
  isLoggedIn,
  format,
}: {
  quest: Tournament;
  isLoggedIn: boolean;
  format: TournamentFormat;
}) {
  const { t } = useTranslation();
  const status = useTournamentStatus(quest.id, isLoggedIn);
  const progress = status.data?.quest;
  const levels = quest.quest?.levels ?? [];
  const current = progress ? levels[progress.current_level - 1] : undefined;
  const next = progress?.next_threshold_eur ?? null;
  const from = (current?.threshold_eur ?? 0) * 100;
  const percent =
    progress && next !== null && next * 100 > from
      ? Math.min(100, Math.floor(((progress.bets_eur_cents - from) * 100) / (next * 100 - from)))
      : 100;
  return (
    <>
      {!isLoggedIn ? (
        <section className={styles.standing}>
          <p className={styles.muted}>{t('QUESTS.GUEST_TEXT')}</p>
          <LocaleLink
            to={paths.registration.getHref(paths.quest.getHref(quest.quest?.slug))}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t('QUESTS.GUEST')}
          </LocaleLink>
        </section>
      ) : progress ? (
        <section className={styles.standing} data-testid="quest-progress">
          <p>
            <strong data-testid="quest-current-level">
              {t('QUESTS.CURRENT', { level: progress.current_level, total: levels.length })}
            </strong>
          </p>
          <p className={styles.muted} data-testid="quest-bets">
            {t('QUESTS.BETS', { amount: format.money(progress.bets_eur_cents, 'EUR') })}
          </p>
          <ProgressBar
            percent={Math.max(0, percent)}
            label={t('QUESTS.PROGRESS_LABEL')}
            size="large"
          />
          <p className={styles.small}>
            {next === null
              ? t('QUESTS.TOP')
              : t('QUESTS.NEXT', {
                  amount: format.money(Math.max(0, next * 100 - progress.bets_eur_cents), 'EUR'),
                  level: progress.current_level + 1,
                })}
          </p>
        </section>
      ) : null}
      {quest.quest ? <QuestLadder quest={quest.quest} progress={progress} format={format} /> : null}
    </>
  );
}

/**
 * The quest page (`/action/{slug?}`, RT-018): the quest's timer, the player's EUR bets against
 * the level ladder, each level's prize (paid once when reached), and the other running quests.
 */
export function QuestScreen({
  slug,
  isLoggedIn,
  showTestQuests,
  currencyConfig,
  now: fixedNow,
}: QuestScreenProps) {
  const { t } = useTranslation();
  const now = useClock(fixedNow);
  const format = useTournamentFormat(currencyConfig);
  const list = useTournaments();
  if (list.isError) return <MissingPage titleKey="TOURNAMENTS.LOAD_FAILED" icon="alert" />;
  if (!list.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={160} />
        <Skeleton height={360} />
      </div>
    );
  }
  const quests = shownItems(list.data, showTestQuests).filter((item) => item.kind === 'quest');
  const running = activeQuests(quests, now);
  const quest = slug ? quests.find((item) => item.quest?.slug === slug) : (running[0] ?? quests[0]);
  if (!quest) {
    return <MissingPage titleKey={slug ? 'QUESTS.NOT_FOUND' : 'QUESTS.NONE'} icon="rocket" />;
  }
  const others = quests.filter((item) => item.id !== quest.id);
  return (
    <div className={styles.page} data-testid="quest-page">
      <header className={styles.hero}>
        <span className={styles.typeTag}>{t('TOURNAMENTS.TYPES.QUEST')}</span>
        <h1 className={styles.title}>{quest.title}</h1>
        {quest.description ? <p className={styles.muted}>{quest.description}</p> : null}
        <PromoTimer item={quest} now={now} />
        <p className={styles.small}>{t('QUESTS.HOW')}</p>
      </header>
      <QuestProgressPanel key={quest.id} quest={quest} isLoggedIn={isLoggedIn} format={format} />
      {others.length > 0 ? (
        <section className={styles.panel} aria-labelledby="other-quests">
          <h2 id="other-quests" className={styles.panelTitle}>
            {t('QUESTS.OTHERS')}
          </h2>
          <ul className={styles.recent}>
            {others.map((item) => (
              <li key={item.id}>
                <LocaleLink to={paths.quest.getHref(item.quest?.slug)}>{item.title}</LocaleLink>
                <PromoTimer item={item} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
