import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { timeLeft } from '../adventure-format';
import styles from '../adventures.module.css';

/** VIP-022, VIP-028: "Ends in 0d 5h 12m" to the day's end or its gift's activation deadline. */
export function Countdown({
  until,
  now,
  labelKey,
}: {
  until: string;
  now: number;
  labelKey: 'ADVENTURES.ENDS_IN' | 'ADVENTURES.ACTIVATE_WITHIN';
}) {
  const { t } = useTranslation();
  const time = t('ADVENTURES.COUNTDOWN', timeLeft(until, now));
  return (
    <p className={styles.timer}>
      <Icon name="clock" size={16} />
      <span>{t(labelKey, { time })}</span>
    </p>
  );
}
