import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { loadAltcha } from './load-altcha';
import styles from './captcha-field.module.css';

/** GET /api/captcha/challenge: the api's self-hosted ALTCHA challenge (SS-011). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

const STRING_KEYS = {
  ariaLinkLabel: 'AUTH.CAPTCHA.LABEL',
  enterCode: 'AUTH.CAPTCHA.LABEL',
  enterCodeAria: 'AUTH.CAPTCHA.LABEL',
  error: 'AUTH.CAPTCHA.ERROR',
  expired: 'AUTH.CAPTCHA.EXPIRED',
  footer: 'AUTH.CAPTCHA.LABEL',
  getAudioChallenge: 'AUTH.CAPTCHA.LABEL',
  label: 'AUTH.CAPTCHA.LABEL',
  loading: 'AUTH.CAPTCHA.VERIFYING',
  reload: 'AUTH.CAPTCHA.RELOAD',
  verify: 'AUTH.CAPTCHA.LABEL',
  verificationRequired: 'AUTH.CAPTCHA.REQUIRED',
  verified: 'AUTH.CAPTCHA.VERIFIED',
  verifying: 'AUTH.CAPTCHA.VERIFYING',
  waitAlert: 'AUTH.CAPTCHA.VERIFYING',
} as const;

export interface CaptchaFieldProps {
  /** The solved payload (`user.captcha`), or null while unsolved, failed or expired. */
  onChange: (payload: string | null) => void;
  errors?: readonly string[] | undefined;
}

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The captcha step of a form: the widget solves its proof of work as soon as it appears, so the
 * key is usually ready when the player submits (SS-010). Mount it afresh (a new `key`) to get a
 * new challenge: a solution is accepted once.
 */
export function CaptchaField({ onChange, errors = [] }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [isLoaded, setLoaded] = useState(false);
  const widgetRef = useRef<HTMLElement>(null);
  const report = useEffectEvent((detail: StateChangeDetail) =>
    onChange(detail.state === 'verified' && detail.payload ? detail.payload : null),
  );
  const language = i18n.language.toLowerCase();

  useEffect(() => {
    let isCurrent = true;
    void loadAltcha()
      .then((module) => {
        const strings = Object.fromEntries(
          Object.entries(STRING_KEYS).map(([name, key]) => [name, t(key)]),
        );
        module.setWidgetStrings(language, strings);
        if (isCurrent) setLoaded(true);
      })
      .catch(() => {
        if (isCurrent) setLoaded(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [language, t]);

  useEffect(() => {
    const node = widgetRef.current;
    if (!node) return;
    const onState = (event: Event) => {
      report((event as CustomEvent<StateChangeDetail>).detail ?? {});
    };
    node.addEventListener('statechange', onState);
    return () => node.removeEventListener('statechange', onState);
  }, [isLoaded]);

  return (
    <div className={styles.captcha} data-testid="captcha">
      <p className={styles.intro}>{t('AUTH.CAPTCHA.INTRO')}</p>
      {isLoaded ? (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          auto="onload"
          language={language}
          name="captcha"
          configuration={JSON.stringify({ hideLogo: false, hideFooter: true })}
        />
      ) : (
        <p className={styles.loading} role="status">
          {t('AUTH.CAPTCHA.VERIFYING')}
        </p>
      )}
      {errors.length > 0 ? (
        <p className={styles.error} role="alert">
          {errors.map((message) => errorText(message)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
