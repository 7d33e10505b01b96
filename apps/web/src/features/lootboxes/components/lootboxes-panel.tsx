import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lootbox, LootboxActivation } from '@croupier/contracts/lootboxes';
import { Button, buttonClassName } from '../../../components/button';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { useLootboxes, useOpenLootbox } from '../api/lootbox-api';
import type { LootboxEnv } from '../lootbox-env';
import { bonusPrizeText, bonusTermsText } from '../prize-text';
import { LootboxDialog } from './lootbox-dialog';
import { OddsList } from './odds-list';
import styles from '../lootboxes.module.css';

/**
 * The player's lootboxes (LB-002, LB-003): the boxes to open and those opened today. Opening
 * shows the box's items with their published odds; the server draws, and the prize shows with
 * the way to the gift that pays it.
 */
export function LootboxesPanel({ env }: { env: LootboxEnv }) {
  const { t } = useTranslation();
  const boxes = useLootboxes(env.isLoggedIn);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = boxes.data ?? [];
  const open = list.find((box) => box.id === openId) ?? null;

  return (
    <section
      className={styles.panel}
      aria-labelledby="lootboxes-title"
      data-testid="lootboxes-panel"
    >
      <h2 className={styles.sectionTitle} id="lootboxes-title">
        {t('LOOTBOXES.LIST.TITLE')}
      </h2>
      {boxes.isError ? (
        <p className={styles.error}>{t('LOOTBOXES.LIST.LOAD_FAILED')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>
          {boxes.isPending ? t('LOOTBOXES.LOADING') : t('LOOTBOXES.LIST.EMPTY')}
        </p>
      ) : (
        <ul className={styles.boxes}>
          {list.map((box) => (
            <li
              key={box.id}
              className={styles.box}
              data-testid="lootbox-card"
              data-stage={box.stage}
            >
              <span className={styles.boxIcon} aria-hidden="true" />
              <div className={styles.boxText}>
                <p className={styles.boxTitle}>{box.title}</p>
                <p className={styles.muted}>
                  {box.stage === 'issued'
                    ? t('LOOTBOXES.LIST.VALID_UNTIL', {
                        date: formatDateTime(box.valid_until, env.locale),
                      })
                    : t('LOOTBOXES.LIST.OPENED', {
                        prize: box.prize?.type
                          ? bonusPrizeText(
                              box.items.find((item) => item.id === box.prize?.item_id)?.prize ??
                                null,
                              t,
                              env.locale,
                              env.currencyConfig,
                            )
                          : t('LOOTBOXES.PRIZE.NOTHING'),
                      })}
                </p>
              </div>
              {box.stage === 'issued' ? (
                <Button size="sm" onClick={() => setOpenId(box.id)}>
                  {t('LOOTBOXES.LIST.OPEN')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {open ? <OpenBoxDialog box={open} env={env} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

function OpenBoxDialog({
  box,
  env,
  onClose,
}: {
  box: Lootbox;
  env: LootboxEnv;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const opening = useOpenLootbox();
  const [answer, setAnswer] = useState<LootboxActivation | null>(null);
  const close = () => {
    if (answer) void opening.refresh();
    onClose();
  };
  const drawnItem = answer?.lootbox.items.find((item) => item.id === answer.lootbox.prize?.item_id);

  return (
    <LootboxDialog title={box.title} onClose={close} busy={opening.isPending}>
      {answer ? (
        <div className={styles.result} data-testid="lootbox-result">
          <p className={styles.resultLabel}>{t('LOOTBOXES.RESULT.WON')}</p>
          <p className={styles.resultPrize}>
            {bonusPrizeText(drawnItem?.prize ?? null, t, env.locale, env.currencyConfig)}
          </p>
          <p className={styles.muted}>{bonusTermsText(drawnItem?.prize ?? null, t)}</p>
          {answer.gift ? (
            <LocaleLink
              className={buttonClassName({ block: true })}
              to={paths.profile.gifts.getHref()}
              onClick={close}
            >
              {t('LOOTBOXES.RESULT.TO_GIFTS')}
            </LocaleLink>
          ) : null}
        </div>
      ) : (
        <>
          <OddsList
            testId="lootbox-odds"
            rows={box.items.map((item) => ({
              key: item.id,
              prize: bonusPrizeText(item.prize, t, env.locale, env.currencyConfig),
              terms: bonusTermsText(item.prize, t),
              chance: item.chance,
            }))}
          />
          {opening.isError ? (
            <p className={styles.error} role="alert">
              {t('LOOTBOXES.LIST.OPEN_FAILED')}
            </p>
          ) : null}
          <Button
            block
            size="lg"
            data-autofocus
            disabled={opening.isPending}
            onClick={() =>
              opening.mutate(box.id, {
                onSuccess: setAnswer,
                onError: () => void opening.refresh(),
              })
            }
            data-testid="lootbox-open"
          >
            {opening.isPending ? t('LOOTBOXES.LIST.OPENING') : t('LOOTBOXES.LIST.OPEN_NOW')}
          </Button>
        </>
      )}
    </LootboxDialog>
  );
}
