import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Player } from '@croupier/contracts/player';
import { pushHeaderNotice, removeHeaderNotice } from '../../components/header-notices';
import { paths } from '../../config/paths';
import { useLocalePath } from '../../lib/i18n/use-locale';

export const SOW_NOTICE_ID = 'sow-reminder';

/** PR-033: a source-of-wealth questionnaire whose expiry has passed. */
export function isSowExpired(expiresAt: string | null | undefined, now: Date): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return !Number.isNaN(time) && time < now.getTime();
}

/**
 * PR-033: while the player's source-of-wealth questionnaire is out of date, a header notice
 * links to the verification tab; it goes when that changes or the player signs out.
 */
export function useSowReminder(player: Player | undefined): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const isDue = isSowExpired(player?.sow_questionnaire_expires_at, new Date());
  const message = t('PROFILE.SOW.NOTICE');
  const linkText = t('PROFILE.SOW.LINK');
  useEffect(() => {
    if (!isDue) return;
    pushHeaderNotice({
      id: SOW_NOTICE_ID,
      icon: 'alert',
      message,
      link: { text: linkText, fn: () => navigate(toHref(paths.profile.verification.getHref())) },
    });
    return () => removeHeaderNotice(SOW_NOTICE_ID);
  }, [isDue, message, linkText, navigate, toHref]);
}
