import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { Icon } from '../../../components/icon';
import { Skeleton } from '../../../components/skeleton';
import { useDocuments } from '../api/get-documents';
import { isSowExpired } from '../sow-reminder';
import { DocumentSlot } from './document-slot';
import styles from './verification.module.css';

const KINDS = ['identity', 'address'] as const;

/**
 * /profile/verification (PR-032, PR-033): the verified badge, or the two document slots with
 * what was uploaded; `verified` needs an approved identity and an approved address document.
 */
export function VerificationPanel({ player, locale }: { player: Player; locale: string }) {
  const { t } = useTranslation();
  const { data: documents, isError } = useDocuments();
  const isVerified = player.verified === true;
  const sowExpired = isSowExpired(player.sow_questionnaire_expires_at, new Date());
  return (
    <div className={styles.panel}>
      <div className={[styles.banner, isVerified ? styles.bannerOk : ''].join(' ')}>
        <Icon name={isVerified ? 'shield' : 'info'} size={24} />
        <div>
          <h2 className={styles.bannerTitle}>
            {isVerified ? t('PROFILE.VERIFICATION.VERIFIED') : t('PROFILE.VERIFICATION.TITLE')}
          </h2>
          <p className={styles.muted}>
            {isVerified ? t('PROFILE.VERIFICATION.VERIFIED_TEXT') : t('PROFILE.VERIFICATION.TEXT')}
          </p>
        </div>
      </div>
      {sowExpired ? (
        <p className={styles.sow} role="note">
          <Icon name="alert" size={18} />
          {t('PROFILE.VERIFICATION.SOW')}
        </p>
      ) : null}
      {documents ? (
        <div className={styles.slots}>
          {KINDS.map((kind) => (
            <DocumentSlot
              key={kind}
              kind={kind}
              locale={locale}
              documents={documents
                .filter((document) => document.kind === kind)
                .sort((a, b) => b.created_at.localeCompare(a.created_at))}
            />
          ))}
        </div>
      ) : isError ? (
        <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>
      ) : (
        <Skeleton height={240} />
      )}
    </div>
  );
}
