import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeHeaderNotice, useHeaderNotices } from '../../../components/header-notices';
import { Icon } from '../../../components/icon';
import styles from './header.module.css';

/** SH-037: only the last header notice shows. */
export function HeaderNoticeBar() {
  const { t } = useTranslation();
  const notices = useHeaderNotices();
  const [isWaiting, setWaiting] = useState(false);
  const notice = notices[notices.length - 1];
  if (!notice) return null;
  const runLink = async () => {
    if (!notice.link) return;
    setWaiting(true);
    try {
      await notice.link.fn();
    } catch {
      // platform-core.md §8: a header notice action failure resets the waiting flag only.
    } finally {
      setWaiting(false);
    }
  };
  return (
    <div className={styles.notice} role="status" aria-label={t('HEADER_NOTICE.LABEL')}>
      <Icon name={notice.icon ?? 'info'} size={18} className={styles.noticeIcon} />
      <p className={styles.noticeText}>{notice.message}</p>
      {notice.link ? (
        <button
          type="button"
          className={styles.noticeLink}
          disabled={isWaiting}
          onClick={() => void runLink()}
        >
          {notice.link.text}
        </button>
      ) : null}
      {notice.dismissable ? (
        <button
          type="button"
          className={styles.noticeClose}
          aria-label={t('HEADER_NOTICE.DISMISS')}
          onClick={() => removeHeaderNotice(notice.id)}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
