import { useTranslation } from 'react-i18next';
import type { Subscriptions } from '@croupier/contracts/profile';
import { Skeleton } from '../../../components/skeleton';
import { showToast, useSomethingWentWrong } from '../../../components/toast';
import { useSubscriptions } from '../api/get-subscriptions';
import { useUpdateSubscriptions } from '../api/update-subscriptions';
import { SwitchField } from '../../../components/form-field';
import styles from './profile.module.css';

/**
 * Communication subscriptions (PR-028, PR-029): each switch saves at once with
 * `PUT /api/subscriptions`; the player's flags follow (`onSaved` refreshes the player).
 */
export function SubscriptionsCard({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { data, isError } = useSubscriptions();
  const somethingWentWrong = useSomethingWentWrong();
  const mutation = useUpdateSubscriptions(() => {
    onSaved();
    showToast(t('PROFILE.SUBSCRIPTIONS.SAVED'), 'success');
  });
  const change = (patch: Partial<Subscriptions>) => {
    if (!data) return;
    mutation.mutate({ ...data, ...patch }, { onError: somethingWentWrong });
  };
  const shown = mutation.isPending && mutation.variables ? mutation.variables : data;
  return (
    <section className={styles.card} aria-labelledby="profile-subscriptions-title">
      <h2 id="profile-subscriptions-title" className={styles.cardTitle}>
        {t('PROFILE.SUBSCRIPTIONS.TITLE')}
      </h2>
      {shown ? (
        <div>
          <SwitchField
            label={t('PROFILE.SUBSCRIPTIONS.EMAIL')}
            description={t('PROFILE.SUBSCRIPTIONS.EMAIL_TEXT')}
            checked={shown.receive_promos}
            disabled={mutation.isPending}
            onChange={(checked) => change({ receive_promos: checked })}
          />
          <SwitchField
            label={t('PROFILE.SUBSCRIPTIONS.SMS')}
            description={t('PROFILE.SUBSCRIPTIONS.SMS_TEXT')}
            checked={shown.receive_sms_promos}
            disabled={mutation.isPending}
            onChange={(checked) => change({ receive_sms_promos: checked })}
          />
        </div>
      ) : isError ? (
        <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>
      ) : (
        <Skeleton height={96} />
      )}
    </section>
  );
}
