import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Skeleton } from '../../../components/skeleton';
import { usePlayerFields } from '../../../lib/player-fields';
import { planFields } from '../personal-data';
import { useStateAutoFill } from '../use-state-auto-fill';
import type { VipStatus } from '../vip-status';
import { EmailCard } from './email-card';
import { PersonalDataForm } from './personal-data-form';
import { SubscriptionsCard } from './subscriptions-card';
import { VipManagerPanel } from './vip-manager-panel';
import styles from './profile.module.css';

export interface ProfileRootProps {
  player: Player;
  countries: readonly string[];
  locale: string;
  vip: VipStatus | null;
  onPlayerChange: (player: Player) => void;
  refreshPlayer: () => void;
}

/** /profile: personal data, e-mail, subscriptions and, for VIP players, their manager. */
export function ProfileRoot({
  player,
  countries,
  locale,
  vip,
  onPlayerChange,
  refreshPlayer,
}: ProfileRootProps) {
  const { t } = useTranslation();
  const { data: config, isError } = usePlayerFields();
  const isStateEditable = config ? planFields(config).visible.includes('state') : false;
  useStateAutoFill(player, isStateEditable, onPlayerChange);
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby="profile-personal-title">
        <h2 id="profile-personal-title" className={styles.cardTitle}>
          {t('PROFILE.PERSONAL.TITLE')}
        </h2>
        {config ? (
          <PersonalDataForm
            // A state filled in by PR-009 after the form opened shows up in it.
            key={player.state ? 'with-state' : 'no-state'}
            player={player}
            config={config}
            countries={countries}
            locale={locale}
            onSaved={onPlayerChange}
          />
        ) : isError ? (
          <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>
        ) : (
          <Skeleton height={320} />
        )}
      </section>
      <div className={styles.aside}>
        {vip ? <VipManagerPanel groups={player.groups ?? []} /> : null}
        <EmailCard player={player} onChanged={onPlayerChange} />
        <SubscriptionsCard onSaved={refreshPlayer} />
      </div>
    </div>
  );
}
