import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/i18n/use-error-text';
import { Icon } from './icon';
import styles from './form-field.module.css';

/**
 * The site's form fields: label, control, the field's errors in place (messages are
 * `VALIDATION.*` keys, translated here; an unknown one shows as sent; VAL-025, PR-004) and an
 * optional hint. Password inputs get a show/hide toggle.
 */
interface FieldShellProps {
  id: string;
  label: ReactNode;
  errors?: readonly string[] | undefined;
  /** Interpolation values of the messages (e.g. `{age}` of VALIDATION.AGE_TOO_YOUNG). */
  errorValues?: Record<string, unknown> | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: (describedBy: string | undefined, isInvalid: boolean) => ReactNode;
}

function FieldShell({
  id,
  label,
  errors = [],
  errorValues,
  hint,
  required,
  children,
}: FieldShellProps) {
  const errorText = useErrorText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(describedBy, errors.length > 0)}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} />
          <span>{errors.map((message) => errorText(message, errorValues)).join(' ')}</span>
        </p>
      ) : null}
      {hintId ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  errorValues?: Record<string, unknown> | undefined;
  hint?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  errors,
  errorValues,
  hint,
  required,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldShell
      id={id}
      label={label}
      errors={errors}
      errorValues={errorValues}
      hint={hint}
      required={required}
    >
      {(describedBy, isInvalid) => (
        <div className={styles.controlWrap}>
          <input
            id={id}
            className={classes(styles.control, isPassword && styles.withToggle, className)}
            type={isPassword && isRevealed ? 'text' : type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...rest}
          />
          {isPassword ? (
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={isRevealed}
              aria-controls={id}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {isRevealed ? t('APP.FORM.HIDE_PASSWORD') : t('APP.FORM.SHOW_PASSWORD')}
            </button>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty option's text; without it no empty option is offered. */
  placeholder?: string;
  errors?: readonly string[] | undefined;
  errorValues?: Record<string, unknown> | undefined;
  hint?: ReactNode;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  errors,
  errorValues,
  hint,
  required,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      errors={errors}
      errorValues={errorValues}
      hint={hint}
      required={required}
    >
      {(describedBy, isInvalid) => (
        <div className={styles.controlWrap}>
          <select
            id={id}
            className={classes(styles.control, styles.select, className)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </div>
      )}
    </FieldShell>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
  required?: boolean;
  onBlur?: () => void;
}

/** A box to tick (terms, promotions); its errors sit under the label (VAL-025). */
export function CheckboxField({
  label,
  checked,
  onChange,
  errors = [],
  required,
  onBlur,
}: CheckboxFieldProps) {
  const id = useId();
  const errorText = useErrorText();
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errorId}
          aria-required={required || undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {errorId ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={14} />
          <span>{errors.map((message) => errorText(message)).join(' ')}</span>
        </p>
      ) : null}
    </div>
  );
}

export interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A boolean setting that applies at once (a switch, not a form field to submit). */
export function SwitchField({ label, description, checked, onChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        {description ? <p className={styles.hint}>{description}</p> : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/** Errors that belong to no drawn field (wrong credentials, throttling), announced at once. */
export function FormError({ messages }: { messages?: readonly string[] | undefined }) {
  const errorText = useErrorText();
  if (!messages || messages.length === 0) return null;
  return (
    <div className={styles.formError} role="alert">
      <Icon name="alert" size={16} />
      <span>{messages.map((message) => errorText(message)).join(' ')}</span>
    </div>
  );
}
