import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@croupier/contracts/gifts';
import { showToast } from '../../components/toast';
import { logError } from '../../lib/logger';
import { useChangeGift } from './api/change-gift';

/**
 * Activate (behind GF-022's question) and cancel, each followed by the list's reload (GF-008,
 * GF-009; the mutations invalidate `['gifts']`). A failure toasts and is logged; the reload
 * then shows the gift as it really stands.
 */
export function useGiftActions(guard: (action: () => void) => void) {
  const { t } = useTranslation();
  const activate = useChangeGift('activate');
  const cancel = useChangeGift('cancel');
  const activateAsync = activate.mutateAsync;
  const cancelAsync = cancel.mutateAsync;

  const onActivate = useCallback(
    (gift: Gift) =>
      new Promise<void>((resolve) => {
        let started = false;
        guard(() => {
          started = true;
          activateAsync(gift).then(
            () => {
              showToast(t('GIFTS.CARD.ACTIVATED'), 'success');
              resolve();
            },
            (error: unknown) => {
              logError('ACTIVATE_GIFT_ERROR', error);
              showToast(t('GIFTS.ERRORS.ACTIVATE'), 'error');
              resolve();
            },
          );
        });
        // Asked first (bonuses off): the card is not busy while the question is open.
        if (!started) resolve();
      }),
    [guard, activateAsync, t],
  );

  const onCancel = useCallback(
    async (gift: Gift) => {
      try {
        await cancelAsync(gift);
        showToast(t('GIFTS.CANCEL.DONE'), 'info');
      } catch (error) {
        logError('CANCEL_GIFT_ERROR', error);
        showToast(t('GIFTS.ERRORS.CANCEL'), 'error');
      }
    },
    [cancelAsync, t],
  );

  return { onActivate, onCancel };
}
