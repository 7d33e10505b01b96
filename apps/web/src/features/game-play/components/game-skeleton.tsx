import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import styles from './game-skeleton.module.css';

/** While the game is looked up, launched and loading in its frame: the frame's shape, shimmering. */
export function GameSkeleton({ title, overlay }: { title?: string; overlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.skeleton} ${overlay ? styles.overlay : ''}`} role="status">
      <Spinner size={44} />
      <p className={styles.text}>
        {title ? t('GAME_PLAY.LOADING_TITLE', { title }) : t('GAME_PLAY.LOADING')}
      </p>
    </div>
  );
}
