import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { Button, buttonClassName } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { IconButton } from '../../../components/icon-button';
import { Popover } from '../../../components/popover';
import { useDisclosure } from '../../../components/use-disclosure';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { requestLiveChat } from '../../../lib/live-chat';
import styles from './header.module.css';

/** SH-006, literal spec: the unread counter shows `1+` when the count is above 1. */
export function supportUnreadText(unread: number): string | undefined {
  if (unread <= 0) return undefined;
  return unread > 1 ? '1+' : '1';
}

export interface SupportButtonProps {
  unread: number;
  email?: string | undefined;
}

/** The support popup (toggles, SH-039): live chat, the support page and the e-mail address. */
export function SupportButton({ unread, email }: SupportButtonProps) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const text = supportUnreadText(unread);
  return (
    <Popover
      rootRef={disclosure.rootRef}
      isOpen={disclosure.isOpen}
      panelId={disclosure.panelId}
      label={t('HEADER.SUPPORT')}
      title={t('HEADER.SUPPORT')}
      trigger={
        <IconButton
          icon="headset"
          label={t('HEADER.SUPPORT')}
          badge={
            text ? <Badge text={text} tone="violet" label={t('HEADER.SUPPORT_UNREAD')} /> : null
          }
          {...disclosure.triggerProps}
        />
      }
    >
      <div className={styles.stack}>
        <Button
          variant="secondary"
          block
          onClick={() => {
            disclosure.close();
            requestLiveChat();
          }}
        >
          <Icon name="chat" size={18} />
          {t('SIDE_MENU.SUPPORT_CHAT')}
        </Button>
        <LocaleLink
          to={paths.support.getHref()}
          className={buttonClassName({ variant: 'subtle', block: true })}
          onClick={disclosure.close}
        >
          <Icon name="info" size={18} />
          {t('HEADER.SUPPORT')}
        </LocaleLink>
        {email ? (
          <a className={styles.supportMail} href={`mailto:${email}`}>
            <Icon name="mail" size={16} />
            {email}
          </a>
        ) : null}
      </div>
    </Popover>
  );
}
