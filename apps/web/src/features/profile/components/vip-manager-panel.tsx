import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useVipManager } from '../api/get-vip-manager';
import styles from './profile.module.css';

/**
 * The VIP manager (platform-core.md §3 Manager, §6; PR-035): looked up with the player's groups;
 * shown only when the brand has a manager for them, with the links it gives.
 */
export function VipManagerPanel({ groups }: { groups: readonly number[] }) {
  const { t } = useTranslation();
  const { data: manager } = useVipManager(groups, true);
  if (!manager) return null;
  const write = (channel: string) =>
    `${channel} – ${t('PROFILE.VIP.WRITE', { name: manager.managerName })}`;
  return (
    <section
      className={[styles.card, styles.manager].join(' ')}
      aria-labelledby="profile-vip-manager"
    >
      <div className={styles.managerHead}>
        {manager.avatar ? (
          <img
            src={manager.avatar}
            alt=""
            width={56}
            height={56}
            className={styles.managerAvatar}
          />
        ) : (
          <span className={styles.managerAvatar} aria-hidden="true">
            <Icon name="crown" size={24} />
          </span>
        )}
        <div>
          <h2 id="profile-vip-manager" className={styles.eyebrow}>
            {t('PROFILE.VIP.MANAGER')}
          </h2>
          <p className={styles.managerName}>{manager.managerName}</p>
          {manager.time ? (
            <p className={styles.muted}>{t('PROFILE.VIP.HOURS', { time: manager.time })}</p>
          ) : null}
        </div>
      </div>
      <div className={styles.managerLinks}>
        {manager.whatsAppLink ? (
          <a
            href={manager.whatsAppLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={write('WhatsApp')}
          >
            <Icon name="whatsapp" size={18} />
            <span>WhatsApp</span>
          </a>
        ) : null}
        {manager.telegramLink ? (
          <a
            href={manager.telegramLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={write('Telegram')}
          >
            <Icon name="telegram" size={18} />
            <span>Telegram</span>
          </a>
        ) : null}
        {manager.email ? (
          <a href={`mailto:${manager.email}`} aria-label={write(t('PROFILE.VIP.EMAIL'))}>
            <Icon name="mail" size={18} />
            <span>{t('PROFILE.VIP.EMAIL')}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
