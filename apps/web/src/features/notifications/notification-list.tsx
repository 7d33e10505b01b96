import type { StoredNotification } from '@croupier/contracts/realtime';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/button';
import { Icon } from '../../components/icon';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/read-notifications';
import { notificationHref, notificationIcon } from './notification-target';
import styles from './notifications.module.css';

export interface NotificationListProps {
  /** After a button navigated (the popover or the side menu closes). */
  onNavigate?: () => void;
}

/**
 * The notification centre's list (platform-core.md §4; NT-001, NT-005, NT-006): each item's
 * icon, title, text and button, newest first; opening an item or following its button marks it
 * read; the empty text when there are none.
 */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const { t } = useTranslation();
  const { data: list = [] } = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const hasUnread = list.some((item) => !item.read);

  if (list.length === 0) {
    return (
      <p className={styles.empty} data-testid="notifications-empty">
        {t('NOTIFY_BAR.MESSAGES.EMPTY_TEXT')}
      </p>
    );
  }
  const read = (item: StoredNotification) => {
    if (!item.read) markRead.mutate(item.id);
  };

  return (
    <div className={styles.root}>
      {hasUnread ? (
        <button type="button" className={styles.readAll} onClick={() => markRead.mutate(undefined)}>
          {t('NOTIFY_BAR.READ_ALL')}
        </button>
      ) : null}
      <ul className={styles.list} data-testid="notification-list">
        {list.map((item) => {
          const href = notificationHref(item.content.button);
          return (
            <li
              key={item.id}
              className={styles.item}
              data-read={item.read}
              data-testid="notification-item"
            >
              <button
                type="button"
                className={styles.open}
                aria-label={
                  item.read
                    ? item.content.title
                    : t('NOTIFY_BAR.UNREAD', { title: item.content.title })
                }
                onClick={() => read(item)}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon name={notificationIcon(item.content.icon)} size={20} />
                </span>
                <span className={styles.body}>
                  <span className={styles.title}>{item.content.title}</span>
                  <span className={styles.text}>{item.text}</span>
                </span>
                {item.read ? null : <span className={styles.dot} aria-hidden="true" />}
              </button>
              {item.content.button && href ? (
                <LocaleLink
                  to={href}
                  className={[
                    buttonClassName({ variant: 'secondary', size: 'sm' }),
                    styles.action,
                  ].join(' ')}
                  onClick={() => {
                    read(item);
                    onNavigate?.();
                  }}
                >
                  {item.content.button.title}
                </LocaleLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
