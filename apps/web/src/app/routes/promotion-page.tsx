import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Icon, type IconName } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { PromoTimer } from '../../features/tournaments/components/promo-timer';
import tournamentStyles from '../../features/tournaments/tournaments.module.css';
import { useClock } from '../../features/tournaments/use-clock';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { findPromotion, type PromotionEntry, type PromotionKind } from './promotion-entries';
import styles from './promotions-screens.module.css';
import { notFound } from './screens';
import { usePromotionContext, usePromotionEntries } from './use-promotion-context';

/** The picture of a promotion without one of its own. */
const kindIcons: Record<PromotionKind, IconName> = {
  tournament: 'trophy',
  quest: 'rocket',
  lottery: 'sparkles',
  offer: 'gift',
  news: 'star',
};

function PromotionDetails({ entry, now }: { entry: PromotionEntry; now: number }) {
  const { t } = useTranslation();
  const kind = entry.kind.toUpperCase();
  return (
    <article className={styles.promo} data-testid="promotion-page">
      <div className={styles.promoPicture}>
        {entry.image ? (
          <img src={entry.image} alt="" />
        ) : (
          <Icon name={kindIcons[entry.kind]} size={72} />
        )}
      </div>
      <div className={styles.promoBody}>
        <div className={tournamentStyles.cardHead}>
          <span className={tournamentStyles.typeTag}>{t(`PROMOTIONS.KINDS.${kind}`)}</span>
          {entry.timer ? (
            <PromoTimer item={entry.timer} now={now} />
          ) : (
            <p className={tournamentStyles.timer}>{t('PROMOTIONS.UNTIL_TAKEN')}</p>
          )}
        </div>
        <h1 className={tournamentStyles.title}>{entry.title}</h1>
        {entry.description ? <p className={styles.promoText}>{entry.description}</p> : null}
        <div className={styles.actions}>
          <LocaleLink to={entry.href} className={buttonClassName({ size: 'lg' })}>
            {entry.actionLabel ?? t(`PROMOTIONS.ACTIONS.${kind}`)}
          </LocaleLink>
          {entry.termsUrl ? (
            <a
              href={entry.termsUrl}
              className={buttonClassName({ variant: 'outline', size: 'lg' })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('PROMOTIONS.TERMS')}
              <Icon name="external" size={16} />
              <span className="visually-hidden"> ({t('TOP_NAV.OPENS_IN_NEW_TAB')})</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * `/promotions/{slug}` (RT-033 promo page): one promotion `/promotions` lists, with its picture,
 * timer, description or terms and the call to action that takes part (its tournament, quest,
 * lottery, the banner's path or the deposit popup with the bonus). A slug the list does not
 * hold for this player is the site's not-found page.
 */
export function PromotionPageRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const context = usePromotionContext();
  const now = useClock();
  const { entries, isComplete, isError } = usePromotionEntries(context, now);
  const entry = entries ? findPromotion(entries, slug) : undefined;
  if (!entry && isComplete) return notFound();
  return (
    <div className={tournamentStyles.page}>
      <LocaleLink to={paths.promotions.getHref()} className={tournamentStyles.more}>
        <Icon name="chevronLeft" size={16} />
        {t('PROMOTIONS.ALL')}
      </LocaleLink>
      {entry ? (
        <PromotionDetails entry={entry} now={now} />
      ) : isError ? (
        <EmptyState title={t('PROMOTIONS.LOAD_FAILED')} icon="alert" headingLevel={1} />
      ) : (
        <Skeleton height={320} />
      )}
    </div>
  );
}
