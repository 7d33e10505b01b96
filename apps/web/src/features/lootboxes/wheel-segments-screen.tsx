import { useTranslation } from 'react-i18next';
import type { WheelKind } from '@croupier/contracts/lootboxes';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useWheel } from './api/lootbox-api';
import { OddsList } from './components/odds-list';
import type { LootboxEnv } from './lootbox-env';
import { segmentPrizeText, segmentTermsText, withPublishedChances } from './prize-text';
import styles from './lootboxes.module.css';

/**
 * The segments page of a wheel (LB-008, LB-014): the one set the player's wheel draws from (their
 * group's, else the default), each segment with its prize, wager, weight and chance.
 */
export function WheelSegmentsScreen({ kind, env }: { kind: WheelKind; env: LootboxEnv }) {
  const { t } = useTranslation();
  const wheel = useWheel(env.isLoggedIn);
  const segments = env.isLoggedIn
    ? (wheel.data?.segments ?? [])
    : withPublishedChances(env.guestSegments ?? []);
  const back = kind === 'rocketplay' ? paths.wheel.getHref() : paths.martWheel.getHref();
  return (
    <div className={styles.page} data-testid="wheel-segments-screen">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('LOOTBOXES.SEGMENTS.TITLE')}</h1>
        <p className={styles.lead}>
          {wheel.data && wheel.data.set_key !== 'default'
            ? t('LOOTBOXES.SEGMENTS.GROUP_SET')
            : t('LOOTBOXES.SEGMENTS.DEFAULT_SET')}
        </p>
      </header>
      <OddsList
        testId="wheel-segments"
        rows={segments.map((segment) => ({
          key: String(segment.index),
          prize: segmentPrizeText(segment, t),
          terms: `${segmentTermsText(segment, t)} · ${t('LOOTBOXES.SEGMENTS.WEIGHT', { weight: segment.weight })}`,
          chance: segment.chance,
        }))}
      />
      <p className={styles.muted}>{t('LOOTBOXES.SEGMENTS.NOTE')}</p>
      <p>
        <LocaleLink to={back}>{t('LOOTBOXES.SEGMENTS.BACK')}</LocaleLink>
      </p>
    </div>
  );
}
