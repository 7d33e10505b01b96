import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { logError } from '../../lib/logger';
import { enableBonuses } from './api/enable-bonuses';
import styles from './gifts.module.css';

/**
 * GF-021 / GF-022: a player who turned bonuses off confirms turning them on before a bonus
 * action (activate, redeem a code). `guard(action)` runs it at once for everyone else; for them
 * it asks first, PATCHes update_bonus_settings, then runs it. The question is `dialog`.
 */
export function useBonusPermission(player: Player, onPlayerChange: (player: Player) => void) {
  const { t } = useTranslation();
  const pending = useRef<(() => void) | null>(null);
  const [isAsking, setAsking] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const guard = useCallback(
    (action: () => void) => {
      if (player.can_issue_bonuses !== false) {
        action();
        return;
      }
      pending.current = action;
      setFailed(false);
      setAsking(true);
    },
    [player.can_issue_bonuses],
  );

  const close = () => {
    pending.current = null;
    setAsking(false);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const saved = await enableBonuses();
      onPlayerChange(saved);
      const action = pending.current;
      close();
      action?.();
    } catch (error) {
      logError('useBonuses', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const dialog: ReactNode = isAsking ? (
    <div
      className={styles.confirm}
      role="alertdialog"
      aria-labelledby="gifts-enable-title"
      aria-describedby="gifts-enable-text"
    >
      <p className={styles.confirmTitle} id="gifts-enable-title">
        <Icon name="gift" size={18} />
        {t('GIFTS.ENABLE.TITLE')}
      </p>
      <p className={styles.muted} id="gifts-enable-text">
        {t('GIFTS.ENABLE.TEXT')}
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('GIFTS.ERRORS.GENERIC')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void confirm()} disabled={isBusy}>
          {t('GIFTS.ENABLE.CONFIRM')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close} disabled={isBusy}>
          {t('GIFTS.ENABLE.KEEP_OFF')}
        </Button>
      </div>
    </div>
  ) : null;

  return { guard, dialog };
}
