import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import styles from './game-notice.module.css';

/** Wallet refusals the game reported over the bridge that the casino can help with. */
export type NoticeKind = 'funds' | 'expired' | 'disabled';

/** A bar over the bottom of the game: not enough funds → deposit; expired → restart. */
export function GameNotice({
  kind,
  onDeposit,
  onRestart,
  onDismiss,
}: {
  kind: NoticeKind;
  onDeposit: () => void;
  onRestart: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        {t(
          kind === 'funds'
            ? 'GAME_PLAY.NOTICE.FUNDS'
            : kind === 'expired'
              ? 'GAME_PLAY.NOTICE.EXPIRED'
              : 'GAME_PLAY.NOTICE.DISABLED',
        )}
      </p>
      <div className={styles.actions}>
        {kind === 'funds' ? (
          <Button size="sm" onClick={onDeposit}>
            {t('GAME_PLAY.NOTICE.DEPOSIT')}
          </Button>
        ) : null}
        {kind === 'expired' ? (
          <Button size="sm" onClick={onRestart}>
            {t('GAME_PLAY.NOTICE.RESTART')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('GAME_PLAY.NOTICE.DISMISS')}
        </Button>
      </div>
    </div>
  );
}
