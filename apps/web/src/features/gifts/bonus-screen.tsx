import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { useDocumentMeta } from '../../components/use-document-meta';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useGifts } from './api/get-gifts';
import { GiftCard } from './components/gift-card';
import { shownGifts } from './gift-rules';
import type { GiftsEnv } from './gifts-env';
import { useBonusPermission } from './use-bonus-permission';
import { useGiftActions } from './use-gift-actions';
import { useGiftMoney } from './use-gift-money';
import styles from './gifts.module.css';

/**
 * The single bonus page `/bonus/{id}` (platform-core.md §2.2 "single bonus page"; GF-030): one
 * of the player's gifts with its terms open, its actions, and the way back to the list. A gift
 * the list would not show (another player's, an excluded title) is "not found".
 */
export function BonusScreen({ id, ...env }: GiftsEnv & { id: string | undefined }) {
  const { t } = useTranslation();
  const gifts = useGifts();
  const money = useGiftMoney(env.locale, env.currencyConfig);
  const permission = useBonusPermission(env.player, env.onPlayerChange);
  const { onActivate, onCancel } = useGiftActions(permission.guard);
  const gift = useMemo(
    () =>
      shownGifts(gifts.data ?? [], env.config, env.player.groups ?? []).find(
        (candidate) => String(candidate.id) === id,
      ),
    [gifts.data, env.config, env.player.groups, id],
  );
  useDocumentMeta({ title: gift?.shownTitle ?? t('GIFTS.SINGLE.TITLE') });

  return (
    <div className={[styles.screen, styles.page].join(' ')}>
      <LocaleLink className={styles.more} to={paths.profile.gifts.getHref()}>
        <Icon name="chevronLeft" size={14} />
        {t('GIFTS.SINGLE.BACK')}
      </LocaleLink>
      {permission.dialog}
      {gifts.isPending ? (
        <Skeleton height={320} radius="var(--radius-lg)" />
      ) : gift ? (
        <GiftCard gift={gift} money={money} onActivate={onActivate} onCancel={onCancel} isSingle />
      ) : (
        <EmptyState
          icon="gift"
          title={t('GIFTS.SINGLE.NOT_FOUND')}
          text={t('GIFTS.SINGLE.NOT_FOUND_TEXT')}
          headingLevel={1}
        />
      )}
    </div>
  );
}
