import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useGifts } from './api/get-gifts';
import { CouponForm } from './components/coupon-form';
import { GiftCard } from './components/gift-card';
import { additionalGifts, isActive, shownGifts } from './gift-rules';
import type { GiftsEnv } from './gifts-env';
import { useBonusPermission } from './use-bonus-permission';
import { useGiftActions } from './use-gift-actions';
import { useGiftMoney } from './use-gift-money';
import { useStoredGiftCode } from './use-stored-gift-code';
import styles from './gifts.module.css';

/**
 * /profile/gifts (engagement.md §2 Routes, §4 Gifts; GF-033): the player's bonuses and free
 * spins, active first, with the promo-code entry; a stored `giftPromocode` is redeemed on
 * arrival (GF-024). The list refreshes live: the realtime feature invalidates `['gifts']` on
 * `bonuses_changes` / `freespins_changes` (GF-015).
 */
export function GiftsScreen(env: GiftsEnv) {
  const { t } = useTranslation();
  const { player, config } = env;
  const gifts = useGifts();
  const money = useGiftMoney(env.locale, env.currencyConfig);
  const permission = useBonusPermission(player, env.onPlayerChange);
  const { onActivate, onCancel } = useGiftActions(permission.guard);
  const stored = useStoredGiftCode(env.storedPromoCode, env.forgetPromoCode, permission.guard);

  const { active, ended } = useMemo(() => {
    const shown = shownGifts(gifts.data ?? [], config, player.groups ?? []);
    return { active: shown.filter(isActive), ended: shown.filter((gift) => !isActive(gift)) };
  }, [gifts.data, config, player.groups]);
  const extras = useMemo(
    () => additionalGifts(config, player.groups ?? []),
    [config, player.groups],
  );

  const card = (gift: (typeof active)[number]) => (
    <GiftCard key={gift.id} gift={gift} money={money} onActivate={onActivate} onCancel={onCancel} />
  );

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="gifts-coupon-title">
        <h2 className={styles.sectionTitle} id="gifts-coupon-title">
          {t('GIFTS.COUPON.TITLE')}
        </h2>
        <p className={styles.muted}>{t('GIFTS.COUPON.TEXT')}</p>
        <CouponForm guard={permission.guard} />
        {stored ? (
          <p
            className={stored.kind === 'activated' ? styles.success : styles.error}
            role="status"
            data-testid="gifts-stored-code"
          >
            <Icon name={stored.kind === 'activated' ? 'check' : 'info'} size={16} />
            {stored.kind === 'activated'
              ? t('GIFTS.COUPON.STORED_ACTIVATED', { code: stored.code })
              : stored.kind === 'refused'
                ? `${t('GIFTS.COUPON.STORED_REFUSED', { code: stored.code })} ${t(stored.messageKey)}`
                : t('GIFTS.COUPON.STORED_FAILED', { code: stored.code })}
          </p>
        ) : null}
      </section>

      {permission.dialog}

      <section aria-labelledby="gifts-list-title" className={styles.list}>
        <div className={styles.listHead}>
          <h2 className={styles.sectionTitle} id="gifts-list-title">
            {t('GIFTS.LIST.TITLE')}
          </h2>
          <LocaleLink className={styles.more} to={paths.bonusBalance.getHref()}>
            <Icon name="info" size={14} />
            {t('GIFTS.LIST.HOW_IT_WORKS')}
          </LocaleLink>
        </div>
        {gifts.isPending ? (
          <div className={styles.grid} aria-busy="true">
            <Skeleton height={220} radius="var(--radius-lg)" />
            <Skeleton height={220} radius="var(--radius-lg)" />
          </div>
        ) : gifts.isError ? (
          <EmptyState
            icon="alert"
            tone="danger"
            title={t('GIFTS.LIST.LOAD_FAILED')}
            headingLevel={3}
          />
        ) : active.length === 0 && extras.length === 0 ? (
          <EmptyState
            icon="gift"
            title={t('GIFTS.LIST.EMPTY_TITLE')}
            text={t('GIFTS.LIST.EMPTY_TEXT')}
            headingLevel={3}
          />
        ) : (
          <div className={styles.grid}>
            {active.map(card)}
            {extras.map((extra) => (
              <article key={extra.id} className={styles.card} data-testid="gift-extra">
                {extra.image ? (
                  <img className={styles.image} src={extra.image} alt="" loading="lazy" />
                ) : null}
                <h3 className={styles.title}>{extra.title}</h3>
                <p className={styles.muted}>{extra.description}</p>
                <a className={styles.more} href={extra.link}>
                  {t('GIFTS.CARD.DETAILS')}
                  <Icon name="chevronRight" size={14} />
                </a>
              </article>
            ))}
          </div>
        )}
      </section>

      {ended.length > 0 ? (
        <section aria-labelledby="gifts-ended-title" className={styles.list}>
          <h2 className={styles.sectionTitle} id="gifts-ended-title">
            {t('GIFTS.LIST.ENDED_TITLE')}
          </h2>
          <div className={styles.grid}>{ended.map(card)}</div>
        </section>
      ) : null}
    </div>
  );
}
