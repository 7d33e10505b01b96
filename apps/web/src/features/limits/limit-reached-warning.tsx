import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@croupier/contracts/limits';
import { Icon } from '../../components/icon';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useLocale } from '../../lib/i18n/use-locale';
import { blockText } from './components/block-banner';
import { formatDateTime } from '../../lib/format-date';
import { BLOCK_TYPES, reachedLimits } from './limit-rules';
import { limitNameKey } from './limit-names';
import styles from './limit-reached-warning.module.css';

const isBlock = (limit: UserLimit) => (BLOCK_TYPES as readonly string[]).includes(limit.type);

/**
 * The persistent "limit reached" warning (engagement.md §4 Jackpots and limits, §8; LM-006):
 * no timer closes it and it has no close button; it stays exactly while the server reports a
 * limit reached, which `game_limits` pushes keep live (LM-007).
 */
export function LimitReachedWarning({ limits }: { limits: readonly UserLimit[] | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const reached = reachedLimits(limits);
  if (reached.length === 0) return null;
  const date = (iso: string | null | undefined) => formatDateTime(iso, locale);
  return (
    <div className={styles.warning} role="alert" aria-label={t('LIMITS.WARNING.LABEL')}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="alert" size={18} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{t('LIMITS.WARNING.TITLE')}</p>
        <ul className={styles.items}>
          {reached.map((limit) => (
            <li key={limit.id}>
              {isBlock(limit)
                ? blockText(t, limit, { date })
                : limit.ends_at && limit.type !== 'session'
                  ? t('LIMITS.WARNING.RESETS', {
                      name: t(limitNameKey(limit)),
                      date: date(limit.ends_at),
                    })
                  : t(limitNameKey(limit))}
            </li>
          ))}
        </ul>
      </div>
      <LocaleLink className={styles.link} to={paths.profile.limits.getHref()}>
        {t('LIMITS.WARNING.LINK')}
      </LocaleLink>
    </div>
  );
}
