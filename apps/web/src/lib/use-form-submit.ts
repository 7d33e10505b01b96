import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from './field-errors';

/** What a form's check found: the value to send, or the errors to show instead. */
export type Checked<V> = { value: V; errors?: never } | { errors: FieldErrors; value?: never };

export interface FormSubmitOptions<V> {
  /**
   * Checks the form before anything is sent (it may load a contract first). Errors stop the
   * submit and are shown; a value goes to `send`; null stops it with nothing to add (a
   * multi-step form moved to its next step, or showed its own errors). Without a check `send`
   * gets `undefined`.
   */
  check?: () => Checked<V> | null | Promise<Checked<V> | null>;
  /** Sends the checked value. It may set errors itself (a captcha or a second-factor step). */
  send: (value: NoInfer<V>) => Promise<unknown>;
  /**
   * What `send` threw, as the form's errors (usually `readFieldErrors`). Without it the error
   * is thrown on: the form's `send` handles its own failures.
   */
  readError?: (error: unknown) => FieldErrors;
  /**
   * Leave the last answer's errors in place while the next one is on its way (the auth popups
   * do: the message stays until the api says something new). By default a passing check
   * clears them.
   */
  keepsErrorsWhileSending?: boolean;
}

export interface FormSubmit<V = undefined> {
  errors: FieldErrors;
  setErrors: (errors: FieldErrors | ((current: FieldErrors) => FieldErrors)) => void;
  /** True from the submit until `send` settles. */
  isBusy: boolean;
  /** The form's `onSubmit`: no page load, and a second submit while one runs does nothing. */
  onSubmit: (event?: FormEvent) => void;
  /**
   * Sends a value the caller has in hand, without `check`: an action whose value comes as an
   * argument (a limit's save or removal, picked from several buttons). Resolves true when
   * `send` went through; false when it failed into errors or another submit was running.
   */
  submit: (value: V) => Promise<boolean>;
}

/**
 * The one way a form is submitted (CONVENTIONS.md Forms): the busy flag, the error state, the
 * check before sending and the api's failure read into field errors, instead of a copy in each
 * form. A ref guards against a double submit within one render, which a state flag cannot.
 */
export function useFormSubmit<V = undefined>(options: FormSubmitOptions<V>): FormSubmit<V> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setBusy] = useState(false);
  const busy = useRef(false);

  /** `given`: a value from `submit`, which skips the check. True when `send` went through. */
  async function run(given?: { value: V }): Promise<boolean> {
    const { check, send, readError, keepsErrorsWhileSending } = options;
    busy.current = true;
    setBusy(true);
    try {
      const checked: Checked<V> | null =
        given ?? (check ? await check() : { value: undefined as V });
      if (checked === null) return false;
      if (checked.errors !== undefined) {
        setErrors(checked.errors);
        return false;
      }
      if (!keepsErrorsWhileSending) setErrors({});
      try {
        await send(checked.value);
        return true;
      } catch (error) {
        if (!readError) throw error;
        setErrors(readError(error));
        return false;
      }
    } finally {
      busy.current = false;
      setBusy(false);
    }
  }

  function onSubmit(event?: FormEvent): void {
    event?.preventDefault();
    if (busy.current) return;
    void run();
  }

  async function submit(value: V): Promise<boolean> {
    if (busy.current) return false;
    return run({ value });
  }

  return { errors, setErrors, isBusy, onSubmit, submit };
}
