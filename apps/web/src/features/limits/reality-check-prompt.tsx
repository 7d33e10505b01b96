import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@croupier/contracts/limits';
import { Button, buttonClassName } from '../../components/button';
import { focusables, trapTabFocus } from '../../components/focus-trap';
import { Icon } from '../../components/icon';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { durationKey } from './limit-names';
import { minutesPlayed, realityCheckMinutes } from './reality-check-rules';
import { useRealityCheck } from './use-reality-check';
import styles from './reality-check-prompt.module.css';

export interface RealityCheckPromptProps {
  /** Undefined while the player is loading: the session start is kept, not reset. */
  isLoggedIn: boolean | undefined;
  limits: readonly UserLimit[] | undefined;
  /** Signs out as the header does (the session feature's sign-out, passed in by the shell). */
  onLogOut: () => void;
}

/**
 * The reality check (RELIABILITY RG-05; MGA, CGA, RTS 13): at every full interval the player
 * chose, a modal dialog says how long this session has lasted and offers to keep playing, log
 * out or open the limits. It needs an answer: only Keep playing (or Escape) closes it.
 */
export function RealityCheckPrompt({ isLoggedIn, limits, onLogOut }: RealityCheckPromptProps) {
  const { t } = useTranslation();
  const { due, answer } = useRealityCheck(isLoggedIn, realityCheckMinutes(limits));
  const ref = useRef<HTMLDivElement>(null);
  const isOpen = due !== null;

  // Focus moves into the dialog and returns where it was when it closes (WAI-ARIA APG).
  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (ref.current) focusables(ref.current)[0]?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [isOpen]);

  // Escape answers Keep playing; Tab cycles inside the dialog: the page behind waits.
  useEffect(() => {
    const node = ref.current;
    if (!isOpen || !node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        answer();
        return;
      }
      trapTabFocus(event, node);
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [isOpen, answer]);

  if (!due) return null;
  const { key, values } = durationKey(minutesPlayed(due.start, due.at));

  return (
    <div className={styles.overlay}>
      <div
        ref={ref}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        aria-describedby="reality-check-text"
      >
        <span className={styles.icon} aria-hidden="true">
          <Icon name="clock" size={28} />
        </span>
        <h2 id="reality-check-title" className={styles.title}>
          {t('LIMITS.REALITY_CHECK.PROMPT_TITLE')}
        </h2>
        <p id="reality-check-text" className={styles.text}>
          {t('LIMITS.REALITY_CHECK.PROMPT_TEXT', { duration: t(key, values) })}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" size="lg" block onClick={answer}>
            {t('LIMITS.REALITY_CHECK.KEEP_PLAYING')}
          </Button>
          <LocaleLink
            className={buttonClassName({ variant: 'outline', size: 'lg', block: true })}
            to={paths.profile.limits.getHref()}
            onClick={answer}
          >
            {t('LIMITS.REALITY_CHECK.MY_LIMITS')}
          </LocaleLink>
          <Button variant="ghost" size="lg" block onClick={onLogOut}>
            <Icon name="logout" size={18} />
            {t('LIMITS.REALITY_CHECK.LOG_OUT')}
          </Button>
        </div>
      </div>
    </div>
  );
}
