import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import styles from './auth-frame.module.css';

const PERKS: readonly { icon: IconName; key: string }[] = [
  { icon: 'shield', key: 'AUTH.FRAME.PERK_SECURE' },
  { icon: 'sparkles', key: 'AUTH.FRAME.PERK_GAMES' },
  { icon: 'headset', key: 'AUTH.FRAME.PERK_SUPPORT' },
];

export interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form (sign up instead, back to login). */
  footer?: ReactNode;
  /** The brand panel beside the form on wide screens (full-screen auth popups, §2.4). */
  hasAside?: boolean;
}

/** The common frame of the auth popups: brand panel, heading, the form, links below. */
export function AuthFrame({ title, subtitle, children, footer, hasAside = true }: AuthFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={[styles.frame, hasAside ? styles.withAside : ''].join(' ')}>
      {hasAside ? (
        <aside className={styles.aside}>
          <p className={styles.asideTitle}>{t('AUTH.FRAME.TITLE')}</p>
          <ul className={styles.perks}>
            {PERKS.map((perk) => (
              <li key={perk.key}>
                <span className={styles.perkIcon}>
                  <Icon name={perk.icon} size={20} />
                </span>
                <span>{t(perk.key)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.asideNote}>{t('AUTH.FRAME.RESPONSIBLE')}</p>
        </aside>
      ) : null}
      <section className={styles.body}>
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
