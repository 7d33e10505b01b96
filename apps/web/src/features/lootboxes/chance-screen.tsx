import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChanceDrawResult } from '@croupier/contracts/lootboxes';
import { Button, buttonClassName } from '../../components/button';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useChance, useChanceTable, useEnterChance } from './api/lootbox-api';
import { OddsList } from './components/odds-list';
import type { LootboxEnv } from './lootbox-env';
import { bonusPrizeText, bonusTermsText } from './prize-text';
import styles from './lootboxes.module.css';

type Draw = ChanceDrawResult['draw'];

/**
 * /rocket-chance (RT-035; docs/api.md "Rocket Chance"): the prize table with its published odds
 * in the player's currency, the entries (Rocket Chance gifts) they hold, and a draw per entry
 * whose prize, if any, is a gift. Without an entry: where one comes from (a gift code, or comp
 * points in the rewards mart when its page is on).
 */
export function ChanceScreen({ env }: { env: LootboxEnv }) {
  const { t } = useTranslation();
  const chance = useChance(env.isLoggedIn);
  const guestTable = useChanceTable(!env.isLoggedIn);
  const entering = useEnterChance();
  const [result, setResult] = useState<Draw | null>(null);
  const entries = chance.data?.entries ?? [];
  const prizes = (env.isLoggedIn ? chance.data?.prizes : guestTable.data?.prizes) ?? [];
  const drawnPrize = result ? prizes[result.prize_index] : undefined;

  const enter = () => {
    const entry = entries[0];
    if (!entry) return;
    setResult(null);
    entering.mutate(entry.gift_id, {
      onSuccess: (answer) => {
        setResult(answer.draw);
        void entering.refresh();
      },
      onError: () => void entering.refresh(),
    });
  };

  return (
    <div className={styles.page} data-testid="chance-screen">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('LOOTBOXES.CHANCE.TITLE')}</h1>
        <p className={styles.lead}>{t('LOOTBOXES.CHANCE.LEAD')}</p>
      </header>
      {!env.isLoggedIn ? (
        <section className={styles.side}>
          <p>{t('LOOTBOXES.CHANCE.GUEST')}</p>
          <LocaleLink
            className={buttonClassName()}
            to={paths.registration.getHref(paths.chance.getHref())}
          >
            {t('LOOTBOXES.SIGN_UP')}
          </LocaleLink>
        </section>
      ) : (
        <section className={styles.side} aria-live="polite">
          <p className={styles.spins} data-testid="chance-entries">
            {t('LOOTBOXES.CHANCE.ENTRIES', { count: entries.length })}
          </p>
          <Button
            size="lg"
            onClick={enter}
            disabled={entries.length === 0 || entering.isPending}
            data-testid="chance-enter"
          >
            {entering.isPending ? t('LOOTBOXES.CHANCE.DRAWING') : t('LOOTBOXES.CHANCE.ENTER')}
          </Button>
          {entries.length === 0 && !result ? (
            <p className={styles.muted}>
              {t('LOOTBOXES.CHANCE.NO_ENTRIES')}{' '}
              <LocaleLink to={paths.profile.gifts.getHref()}>
                {t('LOOTBOXES.WHEEL.ENTER_CODE')}
              </LocaleLink>
              {env.martHref !== undefined ? (
                <>
                  {' '}
                  <LocaleLink to={env.martHref} data-testid="chance-buy-entry">
                    {t('LOOTBOXES.CHANCE.BUY_WITH_POINTS')}
                  </LocaleLink>
                </>
              ) : null}
            </p>
          ) : null}
          {entering.isError ? (
            <p className={styles.error} role="alert">
              {t('LOOTBOXES.CHANCE.FAILED')}
            </p>
          ) : null}
          {result ? (
            <div className={styles.result} data-testid="chance-result">
              {result.gift ? (
                <>
                  <p className={styles.resultLabel}>{t('LOOTBOXES.RESULT.WON')}</p>
                  <p className={styles.resultPrize}>
                    {bonusPrizeText(drawnPrize?.prize ?? null, t, env.locale, env.currencyConfig)}
                  </p>
                  <LocaleLink
                    className={buttonClassName({ variant: 'secondary' })}
                    to={paths.profile.gifts.getHref()}
                  >
                    {t('LOOTBOXES.RESULT.TO_GIFTS')}
                  </LocaleLink>
                </>
              ) : (
                <p className={styles.resultPrize}>{t('LOOTBOXES.CHANCE.NO_PRIZE')}</p>
              )}
            </div>
          ) : null}
        </section>
      )}
      {prizes.length > 0 ? (
        <OddsList
          testId="chance-odds"
          rows={prizes.map((prize) => ({
            key: String(prize.index),
            prize: bonusPrizeText(prize.prize, t, env.locale, env.currencyConfig),
            terms: bonusTermsText(prize.prize, t),
            chance: prize.chance,
          }))}
        />
      ) : null}
    </div>
  );
}
