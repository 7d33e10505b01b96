import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { IconButton } from '../../../components/icon-button';
import { Popover } from '../../../components/popover';
import { useDisclosure } from '../../../components/use-disclosure';
import styles from './header.module.css';

export interface NotificationsButtonProps {
  /** New notifications; the notifications issue feeds it from the real-time channels. */
  count: number;
  /**
   * The list, given the popover's close (its buttons navigate away); the empty text shows
   * without it (platform-core.md §4 Notification button).
   */
  children?: ((close: () => void) => ReactNode) | undefined;
}

/** platform-core.md §4: the count, 9+ past 9, with an on bell (new ones) or an off bell. */
export function NotificationsButton({ count, children }: NotificationsButtonProps) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const isOn = count > 0;
  return (
    <Popover
      rootRef={disclosure.rootRef}
      isOpen={disclosure.isOpen}
      panelId={disclosure.panelId}
      label={t('NOTIFY_BAR.TITLE')}
      title={t('NOTIFY_BAR.TITLE')}
      trigger={
        <IconButton
          icon={isOn ? 'bell' : 'bellOff'}
          label={isOn ? t('HEADER.NOTIFICATIONS') : t('HEADER.NOTIFICATIONS_OFF')}
          data-state={isOn ? 'on' : 'off'}
          className={isOn ? styles.bellOn : undefined}
          badge={
            isOn ? <Badge count={count} label={t('HEADER.NOTIFICATIONS_COUNT', { count })} /> : null
          }
          {...disclosure.triggerProps}
        />
      }
    >
      {children ? (
        children(disclosure.close)
      ) : (
        <p className={styles.muted}>{t('NOTIFY_BAR.MESSAGES.EMPTY_TEXT')}</p>
      )}
    </Popover>
  );
}
