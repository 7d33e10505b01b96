import { useTranslation } from 'react-i18next';
import type { Game } from '@croupier/contracts/games';
import { Button, buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import type { PlayMode } from '../api/launch-game';
import type { LaunchRefusal } from '../launch-refusal';
import styles from './game-message.module.css';

type Shown = Exclude<LaunchRefusal['kind'], 'registration' | 'limits' | 'profile'>;

const KEYS: Record<Shown, string> = {
  'demo-unavailable': 'GAME_PLAY.DEMO_UNAVAILABLE',
  'currency-unsupported': 'GAME_PLAY.CURRENCY_UNSUPPORTED',
  'not-found': 'GAME_PLAY.NOT_FOUND',
  'country-restricted': 'GAME_PLAY.COUNTRY_RESTRICTED',
  retry: 'GAME_PLAY.UNAVAILABLE',
};

/** A launch that cannot go on: what happened and what the player can do instead. */
export function GameMessage({
  refusal,
  game,
  canDemo = false,
  onSwitch,
  onRetry,
}: {
  refusal: LaunchRefusal;
  game?: Game;
  canDemo?: boolean;
  onSwitch?: (mode: PlayMode) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const kind = refusal.kind as Shown;
  const key = KEYS[kind] ?? KEYS.retry;
  const toLobby = (
    <LocaleLink to={paths.home.getHref()} className={buttonClassName({ variant: 'ghost' })}>
      {t('GAME_PLAY.TO_LOBBY')}
    </LocaleLink>
  );
  let action = null;
  if (kind === 'retry') {
    action = <Button onClick={onRetry}>{t('GAME_PLAY.RETRY')}</Button>;
  } else if (kind === 'demo-unavailable' && game && onSwitch) {
    action = <Button onClick={() => onSwitch('real')}>{t('GAME_PLAY.PLAY_REAL')}</Button>;
  } else if (kind === 'currency-unsupported' && canDemo && onSwitch) {
    action = <Button onClick={() => onSwitch('demo')}>{t('GAME_PLAY.PLAY_DEMO')}</Button>;
  }
  return (
    <div className={styles.message}>
      <EmptyState
        icon={kind === 'retry' ? 'alert' : kind === 'not-found' ? 'dice' : 'info'}
        title={t(`${key}_TITLE`, { title: game?.title ?? '' })}
        text={t(`${key}_TEXT`, { title: game?.title ?? '' })}
        actions={
          <>
            {action}
            {toLobby}
          </>
        }
      />
    </div>
  );
}
