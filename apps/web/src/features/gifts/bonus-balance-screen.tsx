import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import styles from './gifts.module.css';

/** The sections in reading order; each is a title and a text under GIFTS.BALANCE_PAGE. */
const SECTIONS = [
  'TWO_BALANCES',
  'ORDER',
  'WINS',
  'WAGERING',
  'CONTRIBUTION',
  'MAX_BET',
  'CONVERSION',
  'ONE_AT_A_TIME',
  'FORFEIT',
  'FREESPINS',
] as const;

/**
 * /bonus-balance (platform-core.md §2.1; GF-030): how real money and bonus money work, in the
 * words of the engine's rules (DESIGN.md §12, packages/domain/src/bonus): real money is staked
 * first, then the bonus; wins follow the stake's split; wagering counts by the game category's
 * contribution; a stake over the max bet is refused while wagering; conversion happens once,
 * capped by the max win; withdrawing, cancelling, expiry or self-exclusion forfeit only the bonus
 * money still locked, never real money.
 */
export function BonusBalanceScreen({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  useDocumentMeta({ title: t('GIFTS.BALANCE_PAGE.TITLE') });
  return (
    <article className={[styles.screen, styles.page].join(' ')} aria-labelledby="bonus-balance">
      <header className={styles.pageHead}>
        <p className={styles.eyebrow}>{t('GIFTS.BALANCE_PAGE.EYEBROW')}</p>
        <h1 className={styles.pageTitle} id="bonus-balance">
          {t('GIFTS.BALANCE_PAGE.TITLE')}
        </h1>
        <p className={styles.lead}>{t('GIFTS.BALANCE_PAGE.LEAD')}</p>
      </header>
      <div className={styles.rules}>
        {SECTIONS.map((section) => (
          <section key={section} className={styles.rule}>
            <h2 className={styles.sectionTitle}>{t(`GIFTS.BALANCE_PAGE.${section}.TITLE`)}</h2>
            <p>{t(`GIFTS.BALANCE_PAGE.${section}.TEXT`)}</p>
          </section>
        ))}
      </div>
      {isLoggedIn ? (
        <LocaleLink className={styles.more} to={paths.profile.gifts.getHref()}>
          <Icon name="gift" size={16} />
          {t('GIFTS.BALANCE_PAGE.TO_GIFTS')}
        </LocaleLink>
      ) : null}
    </article>
  );
}
