import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Player } from '@croupier/contracts/player';
import { pushHeaderNotice, removeHeaderNotice } from '../../components/header-notices';
import { paths } from '../../config/paths';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { useResendConfirmation } from './use-resend-confirmation';

export const EMAIL_NOTICE_ID = 'email-unconfirmed';

/**
 * platform-core.md §4 E-mail confirmation, §6 (PR-010): while a signed-in player's address is
 * unconfirmed, a header notice offers to send the link again; it goes on logout (the player
 * becomes the guest) and on confirmation. When the resend needs a captcha, the e-mail-verify
 * popup (which has one) takes over.
 */
export function useUnconfirmedEmailNotice(player: Player | undefined): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toHref = useLocalePath();
  const resend = useResendConfirmation();
  const email =
    typeof player?.id === 'number' && !player.confirmed_at && player.email ? player.email : null;

  useEffect(() => {
    if (!email) {
      removeHeaderNotice(EMAIL_NOTICE_ID);
      return;
    }
    pushHeaderNotice({
      id: EMAIL_NOTICE_ID,
      icon: 'mail',
      message: t('AUTH.EMAIL_NOTICE.MESSAGE', { email }),
      link: {
        text: t('AUTH.EMAIL_NOTICE.RESEND'),
        fn: async () => {
          if ((await resend(email)) === 'captcha')
            void navigate(toHref(paths.emailVerify.getHref()));
        },
      },
    });
    return () => removeHeaderNotice(EMAIL_NOTICE_ID);
  }, [email, t, resend, navigate, toHref]);
}
