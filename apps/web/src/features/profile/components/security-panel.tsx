import type { Player } from '@croupier/contracts/player';
import { PasswordCard } from './password-card';
import { SecurityEventsCard } from './security-events-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import styles from './profile.module.css';

export interface SecurityPanelProps {
  player: Player;
  locale: string;
  refreshPlayer: () => void;
}

/** /profile/security (platform-core.md §2.1; PR-031; RELIABILITY.md AS-06..AS-08). */
export function SecurityPanel({ player, locale, refreshPlayer }: SecurityPanelProps) {
  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <PasswordCard player={player} />
        <TwoFactorCard
          isEnabled={player.two_factor_enabled === true}
          refreshPlayer={refreshPlayer}
        />
      </div>
      <div className={styles.aside}>
        <SessionsCard locale={locale} />
        <SecurityEventsCard locale={locale} />
      </div>
    </div>
  );
}
