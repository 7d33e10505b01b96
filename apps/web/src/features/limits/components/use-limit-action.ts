import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateLimitRequest, UserLimit } from '@croupier/contracts/limits';
import { showToast } from '../../../components/toast';
import { useRemoveLimit } from '../api/remove-limit';
import { useSaveLimit } from '../api/save-limit';
import type { FieldErrors } from '../../../lib/field-errors';
import { limitErrors } from '../limit-errors';

/**
 * Saving or removing one limit: the calls rethrow (platform-core.md §8), so the caller's form
 * shows the server's field errors (LM-005); success says whether the change applies now
 * (a decrease, RG-01) or waits for the mailed confirmation (a raise or removal, RG-02).
 */
export function useLimitAction() {
  const { t } = useTranslation();
  const save = useSaveLimit();
  const remove = useRemoveLimit();
  const [errors, setErrors] = useState<FieldErrors>({});

  const announce = useCallback(
    (limit: UserLimit | null, appliedKey: string) => {
      const isWaiting = limit !== null && limit.status !== 'active';
      showToast(t(isWaiting ? 'LIMITS.SAVED.PENDING' : appliedKey), 'success');
    },
    [t],
  );

  const submit = useCallback(
    async (request: CreateLimitRequest, appliedKey = 'LIMITS.SAVED.NOW') => {
      setErrors({});
      try {
        const limit = await save.mutateAsync(request);
        announce(limit, appliedKey);
        return true;
      } catch (error) {
        setErrors(limitErrors(error));
        return false;
      }
    },
    [save, announce],
  );

  const removeLimit = useCallback(
    async (id: number, appliedKey = 'LIMITS.SAVED.REMOVED') => {
      setErrors({});
      try {
        const limit = await remove.mutateAsync(id);
        announce(limit, appliedKey);
        return true;
      } catch (error) {
        setErrors(limitErrors(error));
        return false;
      }
    },
    [remove, announce],
  );

  return {
    submit,
    remove: removeLimit,
    errors,
    setErrors,
    isPending: save.isPending || remove.isPending,
  };
}
