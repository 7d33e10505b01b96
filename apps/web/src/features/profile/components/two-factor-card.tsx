import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { showToast } from '../../../components/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorCheck } from './two-factor-check';
import { TwoFactorEnrol } from './two-factor-enrol';
import styles from './profile.module.css';

type Mode = 'idle' | 'enrol' | 'disable' | 'regenerate';

export interface TwoFactorCardProps {
  isEnabled: boolean;
  /** Re-reads the player, whose `two_factor_enabled` changed. */
  refreshPlayer: () => void;
}

/** Two-factor sign-in (platform-core.md §3 `two_factor_enabled`; PR-031; AS-07, AS-08). */
export function TwoFactorCard({ isEnabled, refreshPlayer }: TwoFactorCardProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setMode('idle');
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else if (mode === 'enrol') {
    body = (
      <TwoFactorEnrol
        onEnabled={(fresh) => {
          refreshPlayer();
          showToast(t('PROFILE.TWO_FACTOR.ENABLED'), 'success');
          showCodes(fresh);
        }}
        onCancel={() => setMode('idle')}
      />
    );
  } else if (mode === 'disable') {
    body = (
      <TwoFactorCheck
        text={t('PROFILE.TWO_FACTOR.DISABLE_TEXT')}
        submitLabel={t('PROFILE.TWO_FACTOR.DISABLE')}
        onSubmit={(check) =>
          disable.mutateAsync(check).then(() => {
            refreshPlayer();
            setMode('idle');
            showToast(t('PROFILE.TWO_FACTOR.DISABLED'), 'success');
          })
        }
        onCancel={() => setMode('idle')}
      />
    );
  } else if (mode === 'regenerate') {
    body = (
      <TwoFactorCheck
        text={t('PROFILE.TWO_FACTOR.REGENERATE_TEXT')}
        submitLabel={t('PROFILE.TWO_FACTOR.REGENERATE')}
        onSubmit={(check) => regenerate.mutateAsync(check).then(showCodes)}
        onCancel={() => setMode('idle')}
      />
    );
  } else {
    body = (
      <>
        <p className={styles.muted}>{t('PROFILE.TWO_FACTOR.TEXT')}</p>
        <div className={styles.actions}>
          {isEnabled ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setMode('regenerate')}>
                {t('PROFILE.TWO_FACTOR.REGENERATE')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setMode('disable')}>
                {t('PROFILE.TWO_FACTOR.DISABLE')}
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => setMode('enrol')}>
              {t('PROFILE.TWO_FACTOR.TURN_ON')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="profile-two-factor-title">
      <div className={styles.cardHead}>
        <h2 id="profile-two-factor-title" className={styles.cardTitle}>
          {t('PROFILE.TWO_FACTOR.TITLE')}
        </h2>
        {isEnabled ? (
          <span className={styles.statusOk}>
            <Icon name="shield" size={14} />
            {t('PROFILE.TWO_FACTOR.ON')}
          </span>
        ) : (
          <span className={styles.statusOff}>{t('PROFILE.TWO_FACTOR.OFF')}</span>
        )}
      </div>
      {body}
    </section>
  );
}
