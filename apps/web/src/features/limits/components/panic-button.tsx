import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form-field';
import { Icon } from '../../../components/icon';
import { useLimitAction } from './use-limit-action';
import styles from './limits.module.css';

/**
 * The German panic button (GlüStV §6i(3); RG-07): one click blocks play for 24 hours at once,
 * with no confirmation dialog in between, by law.
 */
export function PanicButton() {
  const { t } = useTranslation();
  const action = useLimitAction();
  return (
    <section className={[styles.card, styles.panic].join(' ')} aria-labelledby="limits-panic-title">
      <div className={styles.panicBody}>
        <span className={[styles.cardIcon, styles.cardIconDanger].join(' ')} aria-hidden="true">
          <Icon name="pause" size={20} />
        </span>
        <div>
          <h3 id="limits-panic-title" className={styles.cardTitle}>
            {t('LIMITS.PANIC.TITLE')}
          </h3>
          <p className={styles.cardText}>{t('LIMITS.PANIC.TEXT')}</p>
        </div>
      </div>
      <Button
        size="lg"
        className={styles.danger}
        disabled={action.isPending}
        onClick={() => void action.submit({ type: 'panic' }, 'LIMITS.PANIC.STARTED')}
      >
        {t('LIMITS.PANIC.BUTTON')}
      </Button>
      <FormError messages={Object.values(action.errors).flat()} />
    </section>
  );
}
