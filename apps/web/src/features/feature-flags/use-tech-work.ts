import { useCallback } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast';
import { getFlags, useFeatureFlag } from './use-feature-flags';

/**
 * FF-003: `enableTechWork` puts the site into technical works: a notice on every page, and the
 * cashbox and game launch stay shut. Anything that opens the cashbox or starts a game asks here.
 */
export function useTechWork(): { active: boolean } {
  return { active: useFeatureFlag('enableTechWork') };
}

/** The same check outside React (e.g. a game-launch function). */
export function isTechWorkActive(): boolean {
  return getFlags().enableTechWork;
}

/**
 * A click handler for links and buttons that open the cashbox (or launch a game): during
 * technical works it stops the navigation and says why in a toast; otherwise it does nothing.
 */
export function useTechWorkGuard(): (event: MouseEvent) => void {
  const { t } = useTranslation();
  const { active } = useTechWork();
  return useCallback(
    (event: MouseEvent) => {
      if (!active) return;
      event.preventDefault();
      showToast(t('TECH_WORK.UNAVAILABLE'), 'info');
    },
    [active, t],
  );
}
