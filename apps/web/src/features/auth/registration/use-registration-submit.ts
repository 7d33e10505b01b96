import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '@croupier/contracts/player';
import { showToast } from '../../../components/toast';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { register } from '../api/register';
import { readFailure, statusMessageKey } from '../auth-errors';
import { waitForCaptcha } from '../captcha/wait-for-captcha';
import { dfpc } from '../dfpc';
import type { FieldName } from './registration-fields';
import { stepFields, touchesAccountStep } from './registration-steps';
import type { RegistrationValuesState } from './use-registration-values';

export interface RegistrationSubmitInput {
  fields: RegistrationValuesState;
  isTwoStep: boolean;
  step: 1 | 2;
  setStep: (step: 1 | 2) => void;
  /** The player is signed in (201): the caller starts the session and moves on. */
  onRegistered: (player: Player) => void;
  /** The registration gift chosen (a template id), sent as `bonus_id`; null for none. */
  giftId?: number | null;
}

/**
 * Submitting the registration form (SS-012..SS-016): the step's fields are checked with the
 * api's contract first (variant b moves on to its second step); the api's 422 comes back in
 * place, on the step that shows the field; a captcha is asked for when the api wants one and
 * the form resends as soon as the widget has its key (SS-010). `errors` are the api's.
 */
export function useRegistrationSubmit({
  fields,
  isTwoStep,
  step,
  setStep,
  onRegistered,
  giftId = null,
}: RegistrationSubmitInput) {
  const { t } = useTranslation();
  const [hasCaptcha, setHasCaptcha] = useState(false);
  // A solution is accepted once: every send with it mounts a fresh widget for the next one.
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaKey = useRef<string | null>(null);
  const { values, payloadOf } = fields;

  const form = useFormSubmit({
    check: async () => {
      const shownNow = stepFields(isTwoStep, isTwoStep ? step : 1);
      const nextTouched = new Set([...fields.touched, ...shownNow]);
      fields.setTouched(nextTouched);
      const errors = await fields.validate(values);
      fields.setClientErrors(errors);
      const blocking = Object.keys(errors).filter((name) =>
        isTwoStep && step === 1 ? shownNow.includes(name as FieldName) : true,
      );
      if (blocking.length > 0 || fields.emailTaken) {
        if (isTwoStep && step === 2 && touchesAccountStep(blocking)) {
          fields.setTouched(new Set([...nextTouched, ...stepFields(true, 1)]));
          setStep(1);
        }
        return null;
      }
      if (isTwoStep && step === 1) {
        setStep(2);
        return null;
      }
      return { value: hasCaptcha };
    },
    send: (withCaptcha) => send(withCaptcha),
    // The api's message stays beside its field until its next answer replaces it.
    keepsErrorsWhileSending: true,
  });
  const { setErrors } = form;

  async function send(withCaptcha: boolean): Promise<void> {
    let captcha: string | undefined;
    if (withCaptcha) {
      const key = await waitForCaptcha(() => captchaKey.current);
      if (key === null) {
        setErrors({ captcha: ['AUTH.CAPTCHA.NOT_READY'] });
        return;
      }
      captcha = key;
    }
    try {
      const payload = payloadOf(values, captcha, await dfpc());
      if (giftId !== null) payload.bonus_id = giftId;
      const player = await register(payload as Parameters<typeof register>[0]);
      showToast(t('AUTH.REGISTRATION.WELCOME', { email: values.email.trim() }), 'success');
      onRegistered(player);
    } catch (error) {
      if (captcha) {
        captchaKey.current = null;
        setCaptchaRound((round) => round + 1);
      }
      const failure = readFailure(error);
      if (!failure) {
        setErrors({ base: ['AUTH.ERRORS.UNAVAILABLE'] });
        return;
      }
      const status = statusMessageKey(failure.status);
      if (status) {
        setErrors({ base: [status] });
        return;
      }
      if (failure.needsCaptcha && !withCaptcha) {
        setHasCaptcha(true);
        setErrors({});
        await send(true);
        return;
      }
      setErrors(failure.fields);
      if (isTwoStep && touchesAccountStep(Object.keys(failure.fields))) setStep(1);
    }
  }

  /** The captcha widget's key as it arrives (null while none is solved). */
  const onCaptchaKey = (key: string | null) => {
    captchaKey.current = key;
  };

  return { ...form, hasCaptcha, captchaRound, onCaptchaKey };
}
