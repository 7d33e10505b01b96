import { useTranslation } from 'react-i18next';
import type { CreateLimitRequest, UserLimit } from '@croupier/contracts/limits';
import { showToast } from '../../../components/toast';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useRemoveLimit } from '../api/remove-limit';
import { useSaveLimit } from '../api/save-limit';
import { limitErrors } from '../limit-errors';

/** One change of one limit, and the toast key when it applies at once. */
type LimitChange =
  { save: CreateLimitRequest; appliedKey: string } | { removeId: number; appliedKey: string };

/**
 * Saving or removing one limit: the calls rethrow (platform-core.md §8), so the caller's form
 * shows the server's field errors (LM-005); success says whether the change applies now
 * (a decrease, RG-01) or waits for the mailed confirmation (a raise or removal, RG-02). Both
 * go through the one form hook, so they share one busy flag and one error state.
 */
export function useLimitAction() {
  const { t } = useTranslation();
  const { mutateAsync: save } = useSaveLimit();
  const { mutateAsync: remove } = useRemoveLimit();
  const form = useFormSubmit<LimitChange>({
    send: async (change) => {
      const limit: UserLimit | null =
        'save' in change ? await save(change.save) : await remove(change.removeId);
      const isWaiting = limit !== null && limit.status !== 'active';
      showToast(t(isWaiting ? 'LIMITS.SAVED.PENDING' : change.appliedKey), 'success');
    },
    readError: limitErrors,
  });

  return {
    /** Resolves true when the limit was saved (the caller closes its editor). */
    submit: (request: CreateLimitRequest, appliedKey = 'LIMITS.SAVED.NOW') =>
      form.submit({ save: request, appliedKey }),
    remove: (id: number, appliedKey = 'LIMITS.SAVED.REMOVED') =>
      form.submit({ removeId: id, appliedKey }),
    errors: form.errors,
    setErrors: form.setErrors,
    isPending: form.isBusy,
  };
}
