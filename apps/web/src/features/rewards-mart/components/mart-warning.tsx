import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import styles from '../rewards-mart.module.css';

/** CP-013 step 1: a multi-account player is warned and no exchange is made. */
export function MartWarning({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('REWARDS_MART.MULTI_ACCOUNT.TITLE')}
      onClose={onClose}
      closeLabel={t('REWARDS_MART.CLOSE')}
      testId="mart-multi-account"
    >
      <p className={styles.muted}>{t('REWARDS_MART.MULTI_ACCOUNT.TEXT')}</p>
      <Button block onClick={onClose} data-autofocus="true">
        {t('REWARDS_MART.CLOSE')}
      </Button>
    </Dialog>
  );
}
